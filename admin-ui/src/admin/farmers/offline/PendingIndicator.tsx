import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Popover, Typography } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useRefresh, useTranslate } from 'react-admin';
import { farmersQueue, useOnline, usePendingSubmissions } from './farmersQueue';
import type { QueuedSubmission } from './queue';

/** One waiting submission: what it is, since when, and why it is still there. */
function PendingRow({ item }: { item: QueuedSubmission }) {
  const translate = useTranslate();
  return (
    <ListItem
      data-testid="pending-item"
      data-id={item.id}
      data-kind={item.kind}
      secondaryAction={
        item.failed ? (
          <Button
            size="small"
            color="error"
            onClick={() => void farmersQueue.discard(item.key)}
            data-testid="pending-discard"
          >
            {translate('kasuwa.farmers.pending.discard')}
          </Button>
        ) : undefined
      }
    >
      <ListItemText
        primary={`${translate(`kasuwa.farmers.pending.kinds.${item.kind}`)}: ${item.label}`}
        secondary={
          item.failed
            ? translate('kasuwa.farmers.pending.refused', { message: item.lastError ?? '' })
            : translate('kasuwa.farmers.pending.since', { time: new Date(item.queuedAt).toLocaleTimeString() })
        }
        slotProps={{ secondary: { color: item.failed ? 'error' : 'text.secondary' } }}
      />
    </ListItem>
  );
}

/**
 * "n pending": the farmer, farm and record submissions kept on this device until the connection returns, and a
 * list of them; says when the browser is offline. Nothing shows when nothing waits and the browser is online.
 */
export function PendingIndicator({ farmerId }: { farmerId?: string }) {
  const translate = useTranslate();
  const online = useOnline();
  const all = usePendingSubmissions();
  const items = farmerId ? all.filter((item) => item.farmerId === farmerId) : all;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // What was sent now shows in the lists and pages: they are read again.
  const refresh = useRefresh();
  const waiting = all.filter((item) => !item.failed).length;
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current) refresh();
    before.current = waiting;
  }, [waiting, refresh]);
  if (online && !items.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {!online && (
        <Chip
          icon={<CloudOffIcon />}
          color="warning"
          label={translate('kasuwa.farmers.pending.offline')}
          data-testid="farmers-offline"
        />
      )}
      {items.length > 0 && (
        <Chip
          icon={<CloudUploadIcon />}
          color={items.some((item) => item.failed) ? 'error' : 'info'}
          label={translate('kasuwa.farmers.pending.count', { smart_count: items.length })}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="farmers-pending"
        />
      )}
      <Popover
        open={!!anchor && items.length > 0}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, maxWidth: 480 }} data-testid="farmers-pending-list">
          <Typography variant="subtitle2">{translate('kasuwa.farmers.pending.title')}</Typography>
          <Alert severity="info" sx={{ my: 1 }}>
            {translate('kasuwa.farmers.pending.explain')}
          </Alert>
          <List dense>
            {items.map((item) => (
              <PendingRow key={item.key} item={item} />
            ))}
          </List>
          {online && (
            <Button size="small" onClick={() => void farmersQueue.flush()} data-testid="pending-send">
              {translate('kasuwa.farmers.pending.sendNow')}
            </Button>
          )}
        </Box>
      </Popover>
    </Box>
  );
}
