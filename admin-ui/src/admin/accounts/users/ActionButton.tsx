/** What the user actions share: a labelled action button, and the lists' refresh once the API's projections caught up. */
import { type MouseEvent, type ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { Button, useRefresh, useTranslate } from 'react-admin';

/** Lists are refreshed 1 s after a user is changed (the API's projections catch up meanwhile). */
export const REFRESH_DELAY_MS = 1000;

export function useDelayedRefresh() {
  const refresh = useRefresh();
  return () => window.setTimeout(refresh, REFRESH_DELAY_MS);
}

export const stop = (event: MouseEvent) => event.stopPropagation();

/** A labelled action: a text button, or (compact, in list rows) an icon with the label as tooltip. */
export function ActionButton({
  label,
  icon,
  color,
  onClick,
  disabled,
  compact,
  testId,
}: {
  label: string;
  icon: ReactElement;
  color?: 'primary' | 'warning' | 'error' | 'success';
  onClick: (event: MouseEvent) => void;
  disabled?: boolean;
  compact?: boolean;
  testId: string;
}) {
  const translate = useTranslate();
  const text = translate(label);
  if (compact) {
    return (
      <Tooltip title={text}>
        <span>
          <IconButton
            size="small"
            color={color ?? 'primary'}
            aria-label={text}
            onClick={onClick}
            disabled={disabled}
            data-testid={testId}
          >
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button label={label} color={color} onClick={onClick} disabled={disabled} data-testid={testId}>
      {icon}
    </Button>
  );
}
