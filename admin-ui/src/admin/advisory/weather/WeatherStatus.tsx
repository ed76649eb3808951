/** What every weather panel shares: the screen's query key, the console's language, the loading and unavailable states. */
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { serverMessage } from '../../api/errors';
import type { Language } from '../../../shared/preferences';

/** Every query of the weather screen starts with it. */
export const WEATHER_KEY = 'weather';

/** The console's language, as the weather texts take it. */
export function useLanguage(): Language {
  const [locale] = useLocaleState();
  return locale === 'fr' ? 'fr' : 'en';
}

/** The "weather unavailable" state: the server's words (503 WEATHER_UNAVAILABLE), and a retry. */
export function Unavailable({ error, retry }: { error: unknown; retry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      data-testid="weather-unavailable"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {translate('kasuwa.weather.forecast.retry')}
        </Button>
      }
    >
      {serverMessage(error, translate('kasuwa.weather.forecast.unavailable'))}
    </Alert>
  );
}

export function Loading() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" role="status" sx={{ my: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{translate('kasuwa.common.loading')}</Typography>
    </Stack>
  );
}
