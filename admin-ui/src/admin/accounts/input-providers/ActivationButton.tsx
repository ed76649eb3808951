import { useState, type MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Confirm, useRecordContext, useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import { usePermissionCheck } from '../../permissions';
import { fullName, isDeactivated } from '../users/fields';
import type { InputProviderRecord } from './types';

/**
 * Deactivates (after confirmation) or activates the input provider (POST admin/ip/deactivate|activate/{id},
 * input-providers:manage); the notification is the API's message.
 */
export function InputProviderActivationButton({ compact = false }: { compact?: boolean }) {
  const record = useRecordContext<InputProviderRecord>();
  const translate = useTranslate();
  const api = useConsoleApi();
  const { has } = usePermissionCheck();
  const [confirming, setConfirming] = useState(false);
  const mutation = useApiMutation({
    mutationFn: (active: boolean) => api.setInputProviderActive(record!.id, active),
    success: (active) => (active ? 'kasuwa.inputProviders.activated' : 'kasuwa.inputProviders.deactivated'),
    failure: 'kasuwa.inputProviders.failure',
    refresh: true,
  });
  if (!record || !has('input-providers:manage') || record.status === 'DELETED') return null;

  const activating = isDeactivated(record);
  const label = translate(activating ? 'kasuwa.inputProviders.activate' : 'kasuwa.inputProviders.deactivate');
  const icon = activating ? (
    <CheckCircleIcon fontSize={compact ? 'small' : undefined} />
  ) : (
    <BlockIcon fontSize={compact ? 'small' : undefined} />
  );
  const color = activating ? 'success' : 'warning';
  const testId = activating ? 'ip-activate' : 'ip-deactivate';
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (activating) mutation.mutate(true);
    else setConfirming(true);
  };
  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <span>
            <IconButton
              size="small"
              color={color}
              aria-label={label}
              onClick={onClick}
              disabled={mutation.isPending}
              data-testid={testId}
            >
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button label={label} color={color} onClick={onClick} disabled={mutation.isPending} data-testid={testId}>
          {icon}
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        title="kasuwa.inputProviders.deactivateTitle"
        titleTranslateOptions={{ name: fullName(record) }}
        content="kasuwa.inputProviders.deactivateContent"
        onConfirm={() => {
          setConfirming(false);
          mutation.mutate(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
