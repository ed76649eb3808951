/** What a buyer types in the trade dialog, kept in this tab (sessionStorage) until sent or cancelled, and its quantity's rule. */

const MAX_QUANTITY = 1_000_000;

export type Kind = 'quote' | 'order';

/** What a buyer typed in the dialog, kept in this tab until sent or cancelled: a session that ends loses nothing. */
interface Draft {
  kind: Kind;
  quantity: string;
  method: number | '';
  location: string;
  comment: string;
}

const draftKey = (productId: string | number) => `kasuwa.tradeDraft.${productId}`;

export function readDraft(productId: string | number): Draft | null {
  try {
    const draft = JSON.parse(window.sessionStorage.getItem(draftKey(productId)) ?? 'null') as Draft | null;
    return draft && (draft.kind === 'quote' || draft.kind === 'order') ? draft : null;
  } catch {
    return null;
  }
}

export function keepDraft(productId: string | number, draft: Draft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(draftKey(productId), JSON.stringify(draft));
    else window.sessionStorage.removeItem(draftKey(productId));
  } catch {
    // Storage refused (private mode, full): the draft only lives in the dialog.
  }
}

/** A whole number from 1 to 1,000,000, else null. */
export function quantityOf(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= MAX_QUANTITY ? value : null;
}
