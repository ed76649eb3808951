import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import { useRecordContext } from 'react-admin';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import { usePermissionCheck } from '../../permissions';
import type { UserRecord } from './fields';
import { ActionButton, stop, useDelayedRefresh } from './ActionButton';

/** Approve / decline an extension agent (users:approve); lists refresh 1 s later. */
export function ApprovalButtons({ status, compact = false }: { status: string; compact?: boolean }) {
  const record = useRecordContext<UserRecord>();
  const api = useConsoleApi();
  const refreshSoon = useDelayedRefresh();
  const { has } = usePermissionCheck();
  const mutation = useApiMutation({
    mutationFn: (decision: 'APPROVED' | 'DECLINED') => api.decideExtensionAgent(record!.id, decision),
    success: (decision) =>
      decision === 'APPROVED' ? 'kasuwa.users.extensionAgents.approved' : 'kasuwa.users.extensionAgents.declined',
    failure: 'kasuwa.users.actions.failure',
    onSuccess: () => refreshSoon(),
  });
  if (!record || !has('users:approve')) return null;
  return (
    <>
      {status !== 'APPROVED' && (
        <ActionButton
          label="kasuwa.users.extensionAgents.approve"
          icon={<ThumbUpIcon fontSize="small" />}
          color="success"
          compact={compact}
          disabled={mutation.isPending}
          onClick={(event) => {
            stop(event);
            mutation.mutate('APPROVED');
          }}
          testId="ea-approve"
        />
      )}
      {status !== 'DECLINED' && (
        <ActionButton
          label="kasuwa.users.extensionAgents.decline"
          icon={<ThumbDownIcon fontSize="small" />}
          color="error"
          compact={compact}
          disabled={mutation.isPending}
          onClick={(event) => {
            stop(event);
            mutation.mutate('DECLINED');
          }}
          testId="ea-decline"
        />
      )}
    </>
  );
}
