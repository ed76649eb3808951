import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { fieldErrorList, serverMessage, successMessage } from '../../api/errors';
import { Checklist } from '../../shared/ChecklistDialog';
import { usePartners } from '../directory/PartnerList';
import type { NewVisit } from '../types';
import { useConsoleApi } from '../../api/useConsoleApi';
import { partnerItems, VISITS_KEY } from './visits';

interface PlanValues {
  title: string;
  startsAt: string;
  endsAt: string;
  place: string;
  participants: string;
  agenda: string;
  sharedWith: string[];
}

const EMPTY_PLAN: PlanValues = {
  title: '',
  startsAt: '',
  endsAt: '',
  place: '',
  participants: '',
  agenda: '',
  sharedWith: [],
};

/** POST visit: date, place, participants, agenda, and the partners it is shared with at once. */
export function PlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const partners = usePartners();
  const [values, setValues] = useState<PlanValues>(EMPTY_PLAN);
  const [errors, setErrors] = useState<Partial<Record<keyof PlanValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const plan = useMutation({
    mutationFn: (visit: NewVisit) => api.planVisit(visit),
    onSuccess: async (answer) => {
      notify(successMessage(answer, translate('kasuwa.partners.visits.planned')), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [VISITS_KEY] });
      setValues(EMPTY_PLAN);
      onClose();
    },
    onError: (error) => {
      const fields: Partial<Record<keyof PlanValues, string>> = {};
      for (const { field, message } of fieldErrorList(error))
        if (field in EMPTY_PLAN) fields[field as keyof PlanValues] = message;
      setErrors(fields);
      setFailure(serverMessage(error, translate('kasuwa.partners.visits.planFailure')));
    },
  });
  const set = (field: keyof PlanValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = () => {
    setFailure(null);
    const required = translate('kasuwa.partners.visits.required');
    const found: Partial<Record<keyof PlanValues, string>> = {};
    for (const field of ['title', 'startsAt', 'place', 'agenda'] as const)
      if (!values[field].trim()) found[field] = required;
    setErrors(found);
    if (Object.keys(found).length) return;
    plan.mutate({
      title: values.title.trim(),
      startsAt: new Date(values.startsAt).toISOString(),
      endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
      place: values.place.trim(),
      participants: values.participants
        .split(/\n|,/)
        .map((name) => name.trim())
        .filter(Boolean),
      agenda: values.agenda.trim(),
      sharedWith: values.sharedWith,
    });
  };
  const field = (
    name: keyof PlanValues,
    label: string,
    extra: { type?: string; multiline?: boolean; help?: string } = {},
  ) => (
    <TextField
      fullWidth
      label={label}
      type={extra.type}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={!!errors[name]}
      helperText={errors[name] || extra.help || ' '}
      data-testid={`visit-${name}`}
      slotProps={{ inputLabel: extra.type ? { shrink: true } : undefined, htmlInput: { name } }}
    />
  );
  return (
    <Dialog
      open={open}
      onClose={() => !plan.isPending && onClose()}
      fullWidth
      maxWidth="sm"
      data-testid="visit-plan-dialog"
    >
      <DialogTitle>{translate('kasuwa.partners.visits.planTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {field('title', translate('kasuwa.partners.visits.visitTitle'))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('startsAt', translate('kasuwa.partners.visits.startsAt'), { type: 'datetime-local' })}
            {field('endsAt', translate('kasuwa.partners.visits.endsAt'), { type: 'datetime-local' })}
          </Stack>
          {field('place', translate('kasuwa.partners.visits.place'))}
          {field('participants', translate('kasuwa.partners.visits.participants'), {
            multiline: true,
            help: translate('kasuwa.partners.visits.participantsHelp'),
          })}
          {field('agenda', translate('kasuwa.partners.visits.agenda'), { multiline: true })}
          <FormLabel>{translate('kasuwa.partners.visits.shareWith')}</FormLabel>
          <Checklist
            items={partnerItems(partners.data)}
            chosen={values.sharedWith}
            onChange={(ids) => setValues((current) => ({ ...current, sharedWith: ids }))}
            empty={translate('kasuwa.partners.visits.noPartners')}
            testId="visit-share-partners"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={plan.isPending}>
          {translate('kasuwa.partners.common.cancel')}
        </Button>
        <Button
          variant="contained"
          disableElevation
          onClick={submit}
          disabled={plan.isPending}
          data-testid="visit-plan-save"
        >
          {translate('kasuwa.partners.visits.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
