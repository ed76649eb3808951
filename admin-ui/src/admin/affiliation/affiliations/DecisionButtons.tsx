import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { type AffiliationDecision, type AffiliationRequest } from '../types';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import { AFFILIATIONS_KEY } from './useAffiliations';

const requesterOf = (request: AffiliationRequest) => request.company || request.fullName;

/**
 * Approve or decline, each confirmed first (POST partners/{id}/{decision}); the server's answer names the requester.
 * The lists and counts (tabs and menu badge) are read again once it is saved.
 */
export function DecisionButtons({ request }: { request: AffiliationRequest }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const [asked, setAsked] = useState<AffiliationDecision | null>(null);
  const decide = useApiMutation({
    mutationFn: (decision: AffiliationDecision) => api.decideAffiliation(request.id, decision),
    success: 'kasuwa.partners.affiliations.saved',
    failure: 'kasuwa.partners.affiliations.failure',
    onSuccess: async () => {
      setAsked(null);
      await queryClient.invalidateQueries({ queryKey: [AFFILIATIONS_KEY] });
    },
    onError: () => setAsked(null),
  });
  const name = requesterOf(request);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {(['APPROVED', 'DECLINED'] as const).map((decision) => (
          <Button
            key={decision}
            size="small"
            variant="contained"
            disableElevation
            color={decision === 'APPROVED' ? 'success' : 'error'}
            startIcon={decision === 'APPROVED' ? <CheckIcon /> : <CloseIcon />}
            disabled={decide.isPending}
            onClick={() => setAsked(decision)}
            data-testid={decision === 'APPROVED' ? 'affiliation-approve' : 'affiliation-decline'}
          >
            {translate(
              decision === 'APPROVED' ? 'kasuwa.partners.affiliations.approve' : 'kasuwa.partners.affiliations.decline',
            )}
          </Button>
        ))}
      </Stack>
      <Dialog
        open={asked !== null}
        onClose={() => !decide.isPending && setAsked(null)}
        data-testid="affiliation-confirm-dialog"
      >
        <DialogTitle>
          {translate(
            asked === 'DECLINED'
              ? 'kasuwa.partners.affiliations.declineTitle'
              : 'kasuwa.partners.affiliations.approveTitle',
          )}
        </DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="affiliation-confirm-text">
            {translate(
              asked === 'DECLINED'
                ? 'kasuwa.partners.affiliations.declineText'
                : 'kasuwa.partners.affiliations.approveText',
              { name },
            )}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(null)} disabled={decide.isPending} data-testid="affiliation-confirm-cancel">
            {translate('kasuwa.partners.common.cancel')}
          </Button>
          <Button
            variant="contained"
            disableElevation
            color={asked === 'DECLINED' ? 'error' : 'success'}
            disabled={decide.isPending}
            onClick={() => asked && decide.mutate(asked)}
            data-testid="affiliation-confirm"
          >
            {translate(
              asked === 'DECLINED' ? 'kasuwa.partners.affiliations.decline' : 'kasuwa.partners.affiliations.approve',
            )}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
