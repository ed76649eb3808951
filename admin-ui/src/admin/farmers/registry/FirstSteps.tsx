import { Alert, Button, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { CreateListItem } from '../imports/ImportFileValues';
import { FARMERS_IMPORT } from '../permissions';
import type { Named } from '../types';

/**
 * The first steps of a country where nobody can be enrolled yet (a fresh install): every farmer belongs to a project and
 * an aggregation partner, and the country has none. The enrolment form walks through creating each (administrators; the
 * server tells anyone else who may) and checks off what exists; the import (ImportLink, beside the form) can create them
 * too from the values given for the whole file.
 */
export function FirstSteps({
  countryId,
  projects,
  partners,
}: {
  countryId: number | undefined;
  projects: Named[] | undefined;
  partners: Named[] | undefined;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`kasuwa.farmers.firstSteps.${key}`);
  const queryClient = useQueryClient();
  const form = useFormContext();
  if (!countryId || !projects || !partners || (projects.length > 0 && partners.length > 0)) return null;
  const created = (field: 'project' | 'aggregationPartner', item: Named) => {
    const key = field === 'project' ? 'projects' : 'aggregation-partners';
    queryClient.setQueryData<Named[]>(['farmers', key, countryId], (list) => [...(list ?? []), item]);
    form.setValue(field === 'project' ? 'projectId' : 'aggregationPartnerId', item.id, { shouldDirty: true });
  };
  const step = (field: 'project' | 'aggregationPartner', list: Named[]) =>
    list.length > 0 ? (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={`first-steps-done-${field}`}>
        <CheckCircleIcon color="success" fontSize="small" />
        <span>{translate(`kasuwa.farmers.firstSteps.done.${field}`, { name: list[0].name })}</span>
      </Stack>
    ) : (
      <CreateListItem field={field} countryId={countryId} onCreated={(item) => created(field, item)} />
    );
  return (
    <Stack
      spacing={1.5}
      sx={{ mb: 2 }}
      data-testid="first-steps"
      component="section"
      aria-labelledby="first-steps-title"
    >
      <Typography variant="subtitle1" component="h2" id="first-steps-title">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      {step('project', projects)}
      {step('aggregationPartner', partners)}
    </Stack>
  );
}

/** Farmers already on a sheet: the import brings them in at once (those who may import). */
export function ImportLink() {
  const translate = useTranslate();
  const basename = useBasename();
  const { has } = usePermissionCheck();
  if (!has(FARMERS_IMPORT)) return null;
  return (
    <Alert severity="info" icon={<UploadFileIcon fontSize="inherit" />} data-testid="farmer-form-import">
      {translate('kasuwa.farmers.firstSteps.importHint')}{' '}
      {/* The alert's own text colour: the theme's primary on the info background falls just short of 4.5:1. */}
      <Button
        component={Link}
        to={`${basename}/farmers/import`}
        size="small"
        color="inherit"
        sx={{ fontWeight: 700, textDecoration: 'underline' }}
        data-testid="farmer-form-import-link"
      >
        {translate('kasuwa.farmers.firstSteps.importLink')}
      </Button>
    </Alert>
  );
}
