import { Alert, Button, CircularProgress } from '@mui/material';

/** What a settings form says after a save. */
export interface FormResult {
  severity: 'success' | 'error';
  text: string;
}

/** A settings form's last result and its submit button (`{name}-result`, `{name}-submit` for tests). */
export function FormFooter({
  name,
  result,
  saving,
  label,
}: {
  name: string;
  result: FormResult | null;
  saving: boolean;
  label: string;
}) {
  return (
    <>
      {result && (
        <Alert severity={result.severity} sx={{ mt: 1 }} data-testid={`${name}-result`}>
          {result.text}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disableElevation
        disabled={saving}
        sx={{ mt: 2 }}
        data-testid={`${name}-submit`}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {label}
      </Button>
    </>
  );
}
