import { useTranslate } from 'react-admin';
import { MenuCount } from '../../shared/MenuCount';
import { useAffiliationCount } from './useAffiliations';

/** The number of affiliation requests waiting (GET partners/PENDING/count), beside the menu entry. */
export function PendingAffiliationsBadge() {
  const translate = useTranslate();
  const count = useAffiliationCount('PENDING').data;
  return (
    <MenuCount
      count={count}
      testId="menu-affiliations-count"
      label={translate('kasuwa.partners.affiliations.pendingCount', { count })}
    />
  );
}
