import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import { useTranslate } from 'react-admin';
import { ChecklistDialog } from '../../shared/ChecklistDialog';
import { usePartners } from '../directory/PartnerList';
import type { Visit } from '../types';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import { partnerItems, VISITS_KEY } from './visits';

/** POST visit/{id}/share with the partners ticked. */
export function ShareButton({ visit }: { visit: Visit }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const partners = usePartners();
  const [open, setOpen] = useState(false);
  const share = useApiMutation({
    mutationFn: (chosen: string[]) => api.shareVisit(visit.id, chosen),
    success: 'kasuwa.partners.visits.shared',
    failure: 'kasuwa.partners.visits.shareFailure',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [VISITS_KEY] });
      setOpen(false);
    },
  });
  return (
    <>
      <Button size="small" startIcon={<ShareIcon />} onClick={() => setOpen(true)} data-testid="visit-share">
        {translate('kasuwa.partners.visits.share')}
      </Button>
      <ChecklistDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('kasuwa.partners.visits.shareTitle', { title: visit.title })}
        items={
          partners.data
            ? partnerItems(
                partners.data,
                (visit.sharedWith ?? []).map((p) => p.id),
              )
            : undefined
        }
        initial={[]}
        error={partners.error}
        empty={translate('kasuwa.partners.visits.noPartners')}
        onSave={(chosen) => share.mutate(chosen)}
        saving={share.isPending}
        requireChoice
        saveLabel={translate('kasuwa.partners.visits.shareSave')}
        testIds={{ dialog: 'visit-share-dialog', list: 'visit-share-partners', save: 'visit-share-save' }}
      />
    </>
  );
}
