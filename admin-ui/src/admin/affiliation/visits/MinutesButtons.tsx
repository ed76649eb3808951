import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate } from 'react-admin';
import { serverMessage } from '../../api/errors';
import type { MinutesDocument, Visit } from '../types';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import { VISITS_KEY } from './visits';

export function DownloadButton({ document: file, testId }: { document: MinutesDocument; testId: string }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const notify = useNotify();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() =>
        api
          .downloadMinutes(file.url, file.fileName)
          .catch((error) =>
            notify(serverMessage(error, translate('kasuwa.partners.visits.downloadFailure')), { type: 'error' }),
          )
      }
      data-testid={testId}
      title={file.fileName}
    >
      {translate('kasuwa.partners.visits.download')}
    </Button>
  );
}

/** POST visit/{id}/minutes: attaches (or replaces) the minutes document. */
export function MinutesUpload({ visit }: { visit: Visit }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const input = useRef<HTMLInputElement>(null);
  const upload = useApiMutation({
    mutationFn: (file: File) => api.attachMinutes(visit.id, file),
    success: 'kasuwa.partners.visits.minutesAttached',
    failure: 'kasuwa.partners.visits.minutesFailure',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [VISITS_KEY] });
    },
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {visit.minutes && <DownloadButton document={visit.minutes} testId="visit-minutes-download" />}
      <Button
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
        data-testid="visit-minutes-upload"
      >
        {translate(visit.minutes ? 'kasuwa.partners.visits.replaceMinutes' : 'kasuwa.partners.visits.uploadMinutes')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx,.pptx"
        data-testid="visit-minutes-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate(file);
        }}
      />
    </Stack>
  );
}
