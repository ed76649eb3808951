import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Title, useBasename, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { fieldErrorList, serverMessage } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { MARKETS_KEY } from './api';
import { FieldErrorsTable } from '../shared/FieldErrorsTable';

/** How long the upload page waits before showing the list (the spec's 1000 ms). */
const RELOAD_AFTER_MS = 1000;

/** market-updates-files: uploads a price sheet; each refused row is listed with its field and reason. */
export function MarketUploadPage() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useApiMutation({
    mutationFn: (sheet: File) => api.uploadMarketSheet(sheet),
    success: 'kasuwa.markets.upload.done',
    failure: 'kasuwa.markets.upload.failure',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [MARKETS_KEY] });
      setTimeout(() => navigate(`${basename}/market-updates/list`), RELOAD_AFTER_MS);
    },
  });
  const rowErrors = upload.error ? fieldErrorList(upload.error) : [];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('kasuwa.markets.upload.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('kasuwa.markets.upload.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('kasuwa.markets.upload.help')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
            {translate('kasuwa.markets.upload.choose')}
            <input
              ref={input}
              type="file"
              hidden
              aria-label={translate('kasuwa.markets.upload.choose')}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-testid="market-sheet-input"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" data-testid="market-sheet-name">
            {file?.name ?? translate('kasuwa.markets.upload.none')}
          </Typography>
          <Button
            variant="contained"
            disabled={!file || upload.isPending}
            onClick={() => file && upload.mutate(file)}
            data-testid="market-sheet-upload"
          >
            {translate('kasuwa.markets.upload.send')}
          </Button>
        </Stack>
        {upload.isSuccess && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="market-upload-success">
            {upload.data.message}
          </Alert>
        )}
        {upload.error && (
          <Box sx={{ mt: 2 }} data-testid="market-upload-errors">
            <Alert severity="error">{serverMessage(upload.error, translate('kasuwa.markets.upload.failure'))}</Alert>
            {rowErrors.length > 0 && (
              <FieldErrorsTable
                errors={rowErrors}
                label="kasuwa.markets.upload.rowErrors"
                where="kasuwa.markets.upload.where"
                why="kasuwa.markets.upload.why"
              />
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
