import { createContext, forwardRef, useContext, useState } from 'react';
import { Button, TextField } from '@mui/material';
import { DatagridRow, useRecordContext, useTranslate, type DatagridRowProps } from 'react-admin';
import type { StockLine } from './types';
import { parseThreshold, useThresholdSave } from './thresholdSave';

/** The threshold one row edits: its text as typed, its error, and the calls that change or remove it. */
function useThresholdEditor(line: StockLine, warehouseId: string, onFailure: (message: string | null) => void) {
  const translate = useTranslate();
  const { save, busy } = useThresholdSave(warehouseId);
  const [text, setText] = useState(line.threshold === null ? '' : String(line.threshold));
  const [error, setError] = useState<string | null>(null);
  const send = async (threshold: number | null) => {
    onFailure(null);
    const answer = await save({ productId: line.productId, size: line.size, threshold });
    if (!answer.ok) {
      setError(answer.errors.threshold ?? null);
      onFailure(answer.message);
    } else if (threshold === null) setText('');
  };
  const change = () => {
    const value = parseThreshold(text);
    if (value === null || value === 'invalid')
      return setError(translate(value === null ? 'kasuwa.inventory.required' : 'kasuwa.inventory.thresholdRule'));
    setError(null);
    void send(value);
  };
  return {
    line,
    name: `${line.productName} (${line.size})`,
    text,
    setText,
    error,
    busy,
    change,
    remove: () => send(null),
  };
}

const Editor = createContext<ReturnType<typeof useThresholdEditor> | null>(null);

const useEditor = () => {
  const editor = useContext(Editor);
  if (!editor) throw new Error('A threshold cell is rendered by a ThresholdRow.');
  return editor;
};

/**
 * One stock line's row of the thresholds Datagrid, holding the threshold its cells edit. A row's id carries its
 * threshold, so a threshold the server changed starts the row afresh.
 */
export const ThresholdRow = forwardRef<
  HTMLTableRowElement,
  DatagridRowProps & { warehouseId: string; onFailure: (message: string | null) => void }
>(({ warehouseId, onFailure, ...props }, ref) => {
  const line = useRecordContext(props) as unknown as StockLine;
  const editor = useThresholdEditor(line, warehouseId, onFailure);
  return (
    <Editor.Provider value={editor}>
      <DatagridRow ref={ref} {...props} data-testid="threshold-row" />
    </Editor.Provider>
  );
});
ThresholdRow.displayName = 'ThresholdRow';

/** The threshold typed in place (Enter saves it), or read, for who may not change it. */
export function ThresholdInput({ canManage }: { canManage: boolean }) {
  const translate = useTranslate();
  const { line, name, text, setText, error, change } = useEditor();
  if (!canManage) return <>{line.threshold ?? translate('kasuwa.inventory.noThreshold')}</>;
  return (
    <TextField
      size="small"
      type="number"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') change();
      }}
      error={!!error}
      helperText={error ?? undefined}
      placeholder={translate('kasuwa.inventory.noThreshold')}
      slotProps={{
        htmlInput: {
          min: 0,
          'aria-label': translate('kasuwa.inventory.thresholdOf', { name }),
          'data-testid': 'threshold-value',
        },
      }}
    />
  );
}

/** Saving the threshold typed, or removing the threshold. */
export function ThresholdActions() {
  const translate = useTranslate();
  const { line, name, busy, change, remove } = useEditor();
  return (
    <>
      <Button
        size="small"
        onClick={change}
        disabled={busy}
        aria-label={translate('kasuwa.inventory.saveThresholdOf', { name })}
        data-testid="threshold-save"
      >
        {translate('kasuwa.inventory.save')}
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => void remove()}
        disabled={busy || line.threshold === null}
        aria-label={translate('kasuwa.inventory.removeThresholdOf', { name })}
        data-testid="threshold-remove"
      >
        {translate('kasuwa.inventory.remove')}
      </Button>
    </>
  );
}
