import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Stack } from '@mui/material';
import { VISUALLY_HIDDEN } from '../../shared/theme';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { api } from '../../shared/api';
import { loginUrl, useSession } from '../../shared/session';
import { useT } from '../useT';
import { serverMessageOr } from './errors';
import { useRemote } from './useRemote';

/**
 * Likes of a product (GET product/{id}/likes, which also says whether the visitor liked it). A click
 * likes or takes the like back (POST product/like); visitors who are not signed in are asked to.
 */
export function LikeButton({ productId, initialLikes }: { productId: string; initialLikes: number }) {
  const t = useT();
  const { signedIn } = useSession();
  // Asked again on sign-in and sign-out: likedByMe depends on who asks.
  const likes = useRemote('/api/v1/product/{id}/likes', { params: { path: { id: productId } } }, signedIn);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'signIn' | string | null>(null);
  useEffect(() => {
    setProblem(null);
  }, [signedIn]);

  const current = likes.data ?? { likes: initialLikes, likedByMe: false };

  const toggle = async () => {
    if (!signedIn) return setProblem('signIn');
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.post('/api/v1/product/like', { body: { productId } });
      likes.setData({ likes: answer.data.likes, likedByMe: answer.data.liked });
    } catch (error) {
      setProblem(serverMessageOr(error, t('product.errorLike')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant={current.likedByMe ? 'contained' : 'outlined'}
        color="error"
        disableElevation
        disabled={busy}
        onClick={toggle}
        startIcon={current.likedByMe ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        aria-pressed={current.likedByMe}
        data-testid="product-like"
        data-liked={current.likedByMe}
      >
        {/* The accessible name begins with the visible count: "12 likes, like this product". */}
        <span data-testid="product-likes">{current.likes}</span>
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {` ${t('product.likes', { count: current.likes }).replace(/^\S+\s*/, '')}, ${t(current.likedByMe ? 'product.unlike' : 'product.like')}`}
        </Box>
      </Button>
      {problem === 'signIn' ? (
        <Alert
          severity="info"
          data-testid="product-like-signin"
          action={
            <Button component={RouterLink} to={loginUrl()} color="inherit" size="small">
              {t('product.signIn')}
            </Button>
          }
        >
          {t('product.signInToLike')}
        </Alert>
      ) : problem ? (
        <Alert severity="error" data-testid="product-like-error">
          {problem}
        </Alert>
      ) : likes.error ? (
        <Alert severity="warning" data-testid="product-likes-error">
          {t('product.errorLikes')}
        </Alert>
      ) : null}
    </Stack>
  );
}
