import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  Button,
  Confirm,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { serverMessage } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import { usePermissionCheck } from '../../permissions';
import { fullName, isDeactivated, type UserRecord } from './fields';
import { ActionButton, stop, useDelayedRefresh } from './ActionButton';

/** Deactivate (with confirmation) or reactivate the record's account (users:manage). */
export function ActivationButton({ compact = false }: { compact?: boolean }) {
  const record = useRecordContext<UserRecord>();
  const resource = useResourceContext() ?? 'users';
  const permission = resource === 'platform-managers' ? 'platform-managers:manage' : 'users:manage';
  const api = useConsoleApi();
  const refreshSoon = useDelayedRefresh();
  const { has } = usePermissionCheck();
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const deactivated = isDeactivated(record);
  const mutation = useApiMutation({
    mutationFn: (active: boolean) => api.setUserActive(record!.id, active, resource),
    success: (active) => (active ? 'kasuwa.users.actions.reactivated' : 'kasuwa.users.actions.deactivated'),
    failure: 'kasuwa.users.actions.failure',
    onSuccess: (_answer, active) => {
      // The user page keeps the status it was given (the profile it reads has none): set it here.
      queryClient.setQueriesData<UserRecord>(
        {
          predicate: (query) =>
            query.queryKey[1] === 'getOne' && (query.queryKey[2] as { id?: string })?.id === String(record!.id),
        },
        (old) => (old ? { ...old, status: active ? 'ACTIVE' : 'DEACTIVATED', isActive: active } : old),
      );
      refreshSoon();
    },
  });
  if (!record || !has(permission) || record.status === 'DELETED') return null;
  if (deactivated) {
    return (
      <ActionButton
        label="kasuwa.users.actions.reactivate"
        icon={<CheckCircleIcon fontSize={compact ? 'small' : undefined} />}
        color="success"
        compact={compact}
        onClick={(event) => {
          stop(event);
          mutation.mutate(true);
        }}
        disabled={mutation.isPending}
        testId="user-reactivate"
      />
    );
  }
  return (
    <>
      <ActionButton
        label="kasuwa.users.actions.deactivate"
        icon={<BlockIcon fontSize={compact ? 'small' : undefined} />}
        color="warning"
        compact={compact}
        onClick={(event) => {
          stop(event);
          setConfirming(true);
        }}
        disabled={mutation.isPending}
        testId="user-deactivate"
      />
      <Confirm
        isOpen={confirming}
        title="kasuwa.users.actions.deactivateTitle"
        titleTranslateOptions={{ name: fullName(record) }}
        content="kasuwa.users.actions.deactivateContent"
        onConfirm={() => {
          setConfirming(false);
          mutation.mutate(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** Deletes the record's account after confirmation (DELETE users/delete/user/{id}, users:manage). */
export function DeleteUserButton({ redirectTo, compact = false }: { redirectTo?: string; compact?: boolean }) {
  const record = useRecordContext<UserRecord>();
  const resource = useResourceContext() ?? 'users';
  const redirect = useRedirect();
  const api = useConsoleApi();
  const refreshSoon = useDelayedRefresh();
  const { has } = usePermissionCheck();
  const [confirming, setConfirming] = useState(false);
  const mutation = useApiMutation({
    mutationFn: () => api.delete(resource, { id: record!.id, previousData: record }),
    success: 'kasuwa.users.actions.deleted',
    failure: 'kasuwa.users.actions.failure',
    onSuccess: () => {
      if (redirectTo) redirect(redirectTo, resource);
      refreshSoon();
    },
  });
  if (!record || !has('users:manage') || record.status === 'DELETED') return null;
  return (
    <>
      <ActionButton
        label="kasuwa.users.actions.delete"
        icon={<DeleteIcon fontSize={compact ? 'small' : undefined} />}
        color="error"
        compact={compact}
        onClick={(event) => {
          stop(event);
          setConfirming(true);
        }}
        disabled={mutation.isPending}
        testId="user-delete"
      />
      <Confirm
        isOpen={confirming}
        title="kasuwa.users.actions.deleteTitle"
        titleTranslateOptions={{ name: fullName(record) }}
        content="kasuwa.users.actions.deleteContent"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          mutation.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** GET users/export/{type}: the server e-mails the list (users:export). */
export function ExportUsersButton({ type }: { type: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useConsoleApi();
  const { has } = usePermissionCheck();
  const mutation = useMutation({
    mutationFn: () => api.exportUsers(type),
    onSuccess: (answer) => {
      if (answer?.success === false) {
        notify(answer.message || translate('kasuwa.users.actions.exportFailure'), { type: 'error' });
        return;
      }
      notify(answer?.message || translate('kasuwa.users.actions.exported'), { type: 'success' });
    },
    onError: (error) =>
      notify(serverMessage(error, translate('kasuwa.users.actions.exportFailure')), { type: 'error' }),
  });
  if (!has('users:export')) return null;
  return (
    <Button
      label="kasuwa.users.actions.export"
      onClick={() => mutation.mutate()}
      disabled={mutation.isPending}
      data-testid="users-export"
    >
      <FileDownloadIcon />
    </Button>
  );
}
