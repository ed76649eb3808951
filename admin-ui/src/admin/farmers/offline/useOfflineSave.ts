import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { fieldErrorsOf, messageOf } from '../ui';
import type { SubmitOutcome } from './queue';

/**
 * A farm or record dialog's save: the form's own checks first, then the submission sent (or kept on this device
 * when offline, said so), the server's field errors and message kept for the form to show.
 */
export function useOfflineSave<Draft>({
  check,
  send,
  saved,
  onSaved,
}: {
  check: (draft: Draft) => Record<string, string>;
  send: (draft: Draft) => Promise<SubmitOutcome<{ message?: string }>>;
  /** What is said when the server's answer has no message of its own. */
  saved: string;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (draft: Draft) => {
    const found = check(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const outcome = await send(draft);
      const queued = outcome.status === 'QUEUED';
      notify(queued ? 'kasuwa.farmers.pending.kept' : outcome.result.message || saved, {
        type: queued ? 'info' : 'success',
      });
      onSaved();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(messageOf(error, translate('kasuwa.farmers.form.failure')));
    } finally {
      setBusy(false);
    }
  };
  return { errors, failure, busy, save };
}
