import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAffiliationCount } from './useAffiliations';

/** The number of affiliation requests waiting (GET partners/PENDING/count), beside the menu entry. */
export function PendingAffiliationsBadge() {
  const translate = useTranslate();
  const count = useAffiliationCount('PENDING');
  if (!count.data) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={count.data > 999 ? '999+' : count.data}
      aria-label={translate('kasuwa.partners.affiliations.pendingCount', { count: count.data })}
      data-testid="menu-affiliations-count"
      sx={{ ml: 'auto', height: 20, fontSize: '0.72rem', fontWeight: 700 }}
    />
  );
}
