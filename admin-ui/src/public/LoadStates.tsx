import { Alert, Box, Button, CircularProgress, Container } from '@mui/material';
import { useT } from './useT';

/** A read that failed: what failed, and a retry. */
export function RetryAlert({ text, onRetry, testId }: { text: string; onRetry: () => void; testId?: string }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('products.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/** A page whose own read failed: the failure and a retry, alone on the page. */
export function PageFailure(props: { text: string; onRetry: () => void; testId?: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <RetryAlert {...props} />
    </Container>
  );
}

/** A page still reading what it shows. */
export function PageLoading({ label, testId }: { label?: string; testId?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 12 }} data-testid={testId}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
