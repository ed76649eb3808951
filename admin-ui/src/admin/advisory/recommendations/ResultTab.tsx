import { useState } from 'react';
import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type RecommendationResult } from '../api';
import { t } from '../ui';
import { RecommendationCard } from './RecommendationCard';

/** A farm size as people type it ("2", "0,5", " 1.25 ha"): hectares, or null when it is not one. */
export function hectaresOf(typed: string): number | null {
  const cleaned = typed
    .trim()
    .replace(/\s*ha$/i, '')
    .replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 && value <= 10_000 ? value : null;
}

/**
 * The result: one recommendation first (the API puts the most specific source for the place first), its rates in
 * bags and kg per hectare and for the farm's size, when to apply each product and its source in plain words; the
 * other sourced options below it, each named by what differs.
 */
export function ResultTab({ result }: { result: RecommendationResult }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('1');
  const hectares = hectaresOf(typed);
  const [first, ...others] = result.recommendations;
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" data-testid="advisory-result-kind">
        {translate(t(result.siteSpecific ? 'recommendation.siteSpecific' : 'recommendation.generic'))}
      </Typography>
      {result.disclaimer && (
        <Alert severity="warning" data-testid="advisory-disclaimer">
          {result.disclaimer}
        </Alert>
      )}
      <TextField
        label={translate(t('recommendation.farmSize'))}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={hectares === null}
        helperText={hectares === null ? translate(t('recommendation.farmSizeInvalid')) : ' '}
        size="small"
        sx={{ maxWidth: 280 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'advisory-farm-size' } }}
      />
      {first && (
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(t('recommendation.recommended'))}
          </Typography>
          <RecommendationCard recommendation={first} hectares={hectares} testId="advisory-recommended" />
        </Box>
      )}
      {others.length > 0 && (
        <Box>
          <Typography variant="h6" component="h2">
            {translate(t('recommendation.otherOptions'))}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(t('recommendation.otherOptionsHelp'))}
          </Typography>
          <Stack spacing={2}>
            {others.map((recommendation) => (
              <RecommendationCard
                key={recommendation.id}
                recommendation={recommendation}
                hectares={hectares}
                testId="advisory-option"
              />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
