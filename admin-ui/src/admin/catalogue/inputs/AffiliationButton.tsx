import { useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, CircularProgress } from '@mui/material';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useGetOne, useTranslate } from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { AFFILIATIONS_KEY } from '../../affiliation/affiliations/useAffiliations';
import { AFFILIATIONS_MANAGE } from '../../affiliation/permissions';
import { isDealerSide } from '../../affiliation/roles';
import { useWorkingRole } from '../../affiliation/ui';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import { serverMessage } from '../../api/errors';
import type { ProductDetail } from '../types';

/** The detail page's query of the product (same key, so read from its cache). */
const DETAIL = { detail: true };

/**
 * "Request affiliation" with the product's input provider (POST partners), for distributors, wholesalers, retailers
 * and agro-dealers. Where they stand (GET partners/isAffiliated/{id} and partners/isPending/{id}) is read first and
 * again once a request is saved: a pending request or an affiliation disables it.
 */
export function AffiliationButton() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const { productId = '' } = useParams<{ productId: string }>();
  const { role } = useWorkingRole();
  const { has } = usePermissionCheck();
  const asker = isDealerSide(role) && has(AFFILIATIONS_MANAGE);
  const product = useGetOne<ProductDetail>(
    'inputs',
    { id: productId, meta: DETAIL },
    { enabled: asker && !!productId, retry: false },
  );
  const providerId = product.data?.seller?.id;
  const standing = useQuery({
    queryKey: [AFFILIATIONS_KEY, 'standing', providerId],
    enabled: asker && !!providerId,
    retry: false,
    queryFn: async ({ signal }) => {
      const [affiliated, pending] = await Promise.all([
        api.isAffiliated(providerId!, signal),
        api.isPending(providerId!, signal),
      ]);
      return { isAffiliated: affiliated.isAffiliated, isPending: pending.isPending, status: pending.status };
    },
  });
  const request = useApiMutation({
    mutationFn: () => api.requestAffiliation(providerId!),
    success: 'kasuwa.partners.button.sent',
    failure: 'kasuwa.partners.button.failure',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [AFFILIATIONS_KEY] });
    },
  });
  if (!asker || !providerId) return null;
  if (standing.error) {
    return (
      <Button
        variant="outlined"
        startIcon={<HandshakeIcon />}
        disabled
        data-testid="input-request-affiliation"
        data-status="UNKNOWN"
        title={serverMessage(standing.error, translate('kasuwa.partners.button.statusFailure'))}
      >
        {translate('kasuwa.catalogue.inputs.requestAffiliation')}
      </Button>
    );
  }
  const status = standing.data
    ? standing.data.isAffiliated
      ? 'APPROVED'
      : standing.data.isPending
        ? 'PENDING'
        : 'NONE'
    : 'LOADING';
  const busy = status === 'LOADING' || request.isPending;
  const label =
    status === 'APPROVED'
      ? 'kasuwa.partners.button.affiliated'
      : status === 'PENDING'
        ? 'kasuwa.partners.button.pending'
        : 'kasuwa.catalogue.inputs.requestAffiliation';
  const icon = busy ? (
    <CircularProgress size={16} color="inherit" />
  ) : status === 'APPROVED' ? (
    <VerifiedIcon />
  ) : status === 'PENDING' ? (
    <HourglassTopIcon />
  ) : (
    <HandshakeIcon />
  );
  return (
    <Button
      variant={status === 'NONE' ? 'contained' : 'outlined'}
      disableElevation
      color={status === 'APPROVED' ? 'success' : 'primary'}
      startIcon={icon}
      disabled={busy || status !== 'NONE'}
      onClick={() => request.mutate()}
      data-testid="input-request-affiliation"
      data-status={status}
    >
      {translate(label)}
    </Button>
  );
}
