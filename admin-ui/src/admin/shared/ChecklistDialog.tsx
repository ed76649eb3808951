import { useState, type InputHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { serverMessage } from '../api/errors';

export interface ChecklistItem<K extends string | number> {
  value: K;
  label: ReactNode;
  /** `data-testid` of the item's checkbox. */
  testId?: string;
}

/** Items to tick; `chosen` are ticked; `empty` is said when there are none. */
export function Checklist<K extends string | number>({
  items,
  chosen,
  onChange,
  empty,
  testId,
}: {
  items: ChecklistItem<K>[];
  chosen: K[];
  onChange: (chosen: K[]) => void;
  empty: ReactNode;
  testId?: string;
}) {
  if (!items.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <FormGroup data-testid={testId}>
      {items.map((item) => (
        <FormControlLabel
          key={item.value}
          sx={{ alignItems: 'flex-start', mb: 0.5 }}
          control={
            <Checkbox
              size="small"
              sx={{ pt: 0.5 }}
              checked={chosen.includes(item.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...new Set([...chosen, item.value])]
                    : chosen.filter((value) => value !== item.value),
                )
              }
              slotProps={{ input: { 'data-testid': item.testId } as InputHTMLAttributes<HTMLInputElement> }}
            />
          }
          label={item.label}
        />
      ))}
    </FormGroup>
  );
}

export interface ChecklistDialogProps<K extends string | number> {
  open: boolean;
  onClose: () => void;
  title: string;
  help?: string;
  /** The items to tick; undefined while they load. */
  items: ChecklistItem<K>[] | undefined;
  /** The items ticked when the dialog opens; undefined while they load. */
  initial: K[] | undefined;
  /** A failure to read the items: its message replaces the list. */
  error?: unknown;
  /** Said when there is nothing to tick. */
  empty: ReactNode;
  /** Saves the ticked items (the dialog stays open until the caller closes it). */
  onSave: (chosen: K[]) => void;
  saving: boolean;
  /** Saving needs at least one item ticked. */
  requireChoice?: boolean;
  saveLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Names the dialog `{testId}-dialog`, the list `{testId}-list` and the save button `{testId}-save` unless told otherwise. */
  testIds?: { dialog?: string; list?: string; save?: string };
}

function ChecklistForm<K extends string | number>(
  props: ChecklistDialogProps<K> & { items: ChecklistItem<K>[]; initial: K[] },
) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<K[]>(props.initial);
  return (
    <>
      <DialogContent dividers>
        {props.help && <DialogContentText sx={{ mb: 1 }}>{props.help}</DialogContentText>}
        <Checklist
          items={props.items}
          chosen={chosen}
          onChange={setChosen}
          empty={props.empty}
          testId={props.testIds?.list}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          disableElevation
          disabled={props.saving || (props.requireChoice && !chosen.length)}
          onClick={() => props.onSave(chosen)}
          data-testid={props.testIds?.save}
        >
          {props.saveLabel ?? translate('ra.action.save')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * A dialog of items to tick (permissions, countries, partners...): a spinner while the items or the ticked ones
 * load, the server's message when that failed, then the list, ticked as `initial` says, and Cancel and Save.
 * Each opening starts again from `initial`. Clicks stay inside (it may sit in a clickable row).
 */
export function ChecklistDialog<K extends string | number>(props: ChecklistDialogProps<K>) {
  const translate = useTranslate();
  const { open, onClose, title, items, initial, error, saving, maxWidth = 'xs', testIds } = props;
  return (
    <Dialog
      open={open}
      onClose={() => !saving && onClose()}
      fullWidth
      maxWidth={maxWidth}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      data-testid={testIds?.dialog}
    >
      <DialogTitle>{title}</DialogTitle>
      {error || !items || !initial ? (
        <>
          <DialogContent dividers>
            {error ? (
              <Alert severity="error">{serverMessage(error, translate('ra.notification.http_error'))}</Alert>
            ) : (
              <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" disableElevation disabled data-testid={testIds?.save}>
              {props.saveLabel ?? translate('ra.action.save')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <ChecklistForm {...props} items={items} initial={initial} />
      )}
    </Dialog>
  );
}
