import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, FormHelperText, Rating, TextField, Typography } from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { api } from '../../shared/api';
import type { Schema } from '../../shared/schemas';
import { loginUrl, useSession } from '../../shared/session';
import { useT } from '../useT';
import { serverMessageOr } from './errors';
import type { RatingAnswer } from './types';

const MIN_COMMENT = 3;
const MAX_COMMENT = 2000;

/**
 * A signed-in visitor rates the product (1 to 5 stars) with an optional comment: POST product/{id}/ratings.
 * The comment shows once a moderator approves it; the server's message says so.
 */
export function ReviewForm({
  productId,
  onRated,
}: {
  productId: string;
  onRated: (summary: RatingAnswer['data']['summary']) => void;
}) {
  const t = useT();
  const { signedIn } = useSession();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  if (!signedIn) {
    return (
      <Alert
        severity="info"
        data-testid="review-signin"
        action={
          <Button component={RouterLink} to={loginUrl()} color="inherit" size="small">
            {t('product.signIn')}
          </Button>
        }
      >
        {t('reviews.signIn')}
      </Alert>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const text = comment.trim();
    const found = {
      rating: rating ? undefined : t('reviews.ratingRequired'),
      comment: text && text.length < MIN_COMMENT ? t('reviews.commentLength') : undefined,
    };
    setErrors(found);
    if (found.rating || found.comment) return;
    setBusy(true);
    try {
      // The stars give 1 to 5; none was refused above.
      const stars = rating as Schema<'RatingDto'>['rating'];
      const answer = await api.post('/api/v1/product/{id}/ratings', {
        params: { path: { id: productId } },
        body: text ? { rating: stars, comment: text } : { rating: stars },
      });
      setOutcome({ severity: 'success', text: answer?.message || t('reviews.added') });
      if (answer?.data?.summary) onRated(answer.data.summary);
      setComment('');
    } catch (error) {
      setOutcome({ severity: 'error', text: serverMessageOr(error, t('reviews.errorRate')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="review-form" aria-label={t('reviews.write')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('reviews.write')}
      </Typography>
      {outcome && (
        <Alert
          severity={outcome.severity}
          sx={{ mb: 2 }}
          data-testid="review-result"
          data-severity={outcome.severity}
          role="status"
        >
          {outcome.text}
        </Alert>
      )}
      <Typography component="legend" variant="body2" color="text.secondary">
        {t('reviews.rating')}
      </Typography>
      <Rating
        name="review-rating"
        value={rating}
        onChange={(_, value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        getLabelText={(value) => t('product.stars', { value })}
        size="large"
        data-testid="review-rating"
      />
      {errors.rating && <FormHelperText error>{errors.rating}</FormHelperText>}
      <TextField
        fullWidth
        multiline
        minRows={3}
        label={t('reviews.comment')}
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
          setErrors((current) => ({ ...current, comment: undefined }));
        }}
        error={!!errors.comment}
        helperText={errors.comment || `${comment.length}/${MAX_COMMENT}`}
        slotProps={{ htmlInput: { 'data-testid': 'review-comment-input', maxLength: MAX_COMMENT } }}
        sx={{ mt: 2 }}
      />
      <Button
        type="submit"
        variant="contained"
        disableElevation
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <RateReviewIcon />}
        data-testid="review-submit"
        sx={{ mt: 1 }}
      >
        {t('reviews.submit')}
      </Button>
    </Box>
  );
}
