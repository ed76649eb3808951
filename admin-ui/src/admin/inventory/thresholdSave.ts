/** A threshold as typed, and the call that sets, changes or removes it. */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { fieldErrorMap, serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { INVENTORY_KEY } from './resources';
import type { ThresholdDraft } from './types';

export const F = 'kasuwa.inventory.fields';

/** Sends one threshold change (set, change or, with null, remove) and says how it went. */
export function useThresholdSave(warehouseId: string) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useConsoleApi();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = async (
    draft: ThresholdDraft,
  ): Promise<{ ok: true } | { ok: false; message: string; errors: Record<string, string> }> => {
    setBusy(true);
    try {
      const answer = await api.setThreshold(warehouseId, draft);
      notify(
        answer.message ||
          (draft.threshold === null ? 'kasuwa.inventory.thresholdRemoved' : 'kasuwa.inventory.thresholdSaved'),
        { type: 'success' },
      );
      await client.invalidateQueries({ queryKey: [INVENTORY_KEY] });
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        message: serverMessage(error, translate('kasuwa.inventory.thresholdFailure')),
        errors: fieldErrorMap(error),
      };
    } finally {
      setBusy(false);
    }
  };
  return { save, busy };
}

export const parseThreshold = (text: string): number | null | 'invalid' => {
  if (!text.trim()) return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : 'invalid';
};
