import { useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { Form, Loading, SaveButton, Title, Toolbar, useBasename, useNotify, useTranslate } from 'react-admin';
import { useWorkingCountryId } from '../../api/reference';
import { newId } from '../offline/queue';
import { PendingIndicator } from '../offline/PendingIndicator';
import { ImportLink } from './FirstSteps';
import { FARMERS_CREATE, FARMERS_EDIT } from '../permissions';
import { PageHeading, RequirePermission, fieldErrorsOf, messageOf } from '../ui';
import { useFarmersApi } from '../useFarmersApi';
import { toSubmission, validate, valuesOf, type Values } from './farmerValues';
import { FarmerFields } from './FarmerFields';

/**
 * farmers/create and farmers/edit/{id}: the farmer form with its consent step. A new farmer gets its id here, so that
 * a submission sent again (a retry, or one kept while offline) is the same farmer. Offline, or when the network
 * fails, the submission is kept on this device and sent when the connection returns.
 */
function FarmerFormPage({ id }: { id?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const api = useFarmersApi();
  const creating = !id;
  const newFarmerId = useRef(newId());
  const countryId = useWorkingCountryId();
  const farmer = useQuery({
    queryKey: ['farmers', 'one', id],
    enabled: !!id,
    queryFn: ({ signal }) => api.getFarmer(id!, signal),
  });
  const defaults = useMemo(
    () => (farmer.data ? valuesOf(farmer.data) : { gender: '', onBehalf: false, inviteToPlatform: false }),
    [farmer.data],
  );
  if (id && farmer.isPending) return <Loading />;
  if (id && farmer.error)
    return <Alert severity="error">{messageOf(farmer.error, translate('kasuwa.farmers.loadFailure'))}</Alert>;

  const save = async (values: Values) => {
    const farmerId = id ?? newFarmerId.current;
    const submission = toSubmission(values);
    try {
      const outcome = await api.saveFarmer({ id: farmerId, ...submission }, creating);
      if (outcome.status === 'QUEUED') {
        notify('kasuwa.farmers.pending.kept', { type: 'info' });
        navigate(`${basename}/farmers`);
        return undefined;
      }
      notify(
        outcome.result.message || translate(creating ? 'kasuwa.farmers.form.created' : 'kasuwa.farmers.form.updated'),
        { type: 'success' },
      );
      navigate(`${basename}/farmers/${farmerId}`);
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      notify(messageOf(error, translate('kasuwa.farmers.form.failure')), { type: 'error' });
      return Object.keys(errors).length ? errors : undefined;
    }
  };

  return (
    <Box>
      <Title title={translate(creating ? 'kasuwa.farmers.form.createTitle' : 'kasuwa.farmers.form.editTitle')} />
      <PageHeading
        title={translate(creating ? 'kasuwa.farmers.form.createTitle' : 'kasuwa.farmers.form.editTitle')}
        actions={<PendingIndicator />}
      />
      {creating && (
        <Box sx={{ mb: 2 }}>
          <ImportLink />
        </Box>
      )}
      <Card>
        <Form
          defaultValues={defaults}
          record={farmer.data ? { id: farmer.data.id } : undefined}
          validate={validate}
          onSubmit={save}
          noValidate
        >
          <CardContent>
            <FarmerFields countryId={farmer.data?.countryId ?? countryId} />
          </CardContent>
          <Toolbar>
            <SaveButton
              label={creating ? 'kasuwa.farmers.form.create' : 'kasuwa.farmers.form.save'}
              alwaysEnable
              data-testid="farmer-save"
            />
          </Toolbar>
        </Form>
      </Card>
    </Box>
  );
}

export function FarmerCreate() {
  return (
    <RequirePermission permission={FARMERS_CREATE}>
      <FarmerFormPage />
    </RequirePermission>
  );
}

export function FarmerEdit() {
  const { id } = useParams();
  return (
    <RequirePermission permission={FARMERS_EDIT}>
      <FarmerFormPage key={id} id={id} />
    </RequirePermission>
  );
}
