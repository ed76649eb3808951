import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import { fieldErrorList, fieldErrorMap, serverMessage } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useCities, useStates, useWorkingCountryId } from '../api/reference';
import { useConsoleApi } from '../api/useConsoleApi';
import { PageHeading, RequirePermission } from '../farmers/ui';
import type { ImportReport, RecommendationInput } from './api';
import { SelectField, t, useCrops } from './ui';

const APPLICATIONS = [
  ['planting', 'plantingProduct', 'planting'],
  ['top1', 'top1Product', 'top1'],
  ['top2', 'top2Product', 'top2'],
] as const;

type Draft = Record<
  'region' | 'source' | 'planting' | 'plantingProduct' | 'top1' | 'top1Product' | 'top2' | 'top2Product',
  string
>;
const EMPTY: Draft = {
  region: '',
  source: '',
  planting: '',
  plantingProduct: '',
  top1: '',
  top1Product: '',
  top2: '',
  top2Product: '',
};

/** advisory/fertilizer-recommendattions/create: administrators create a recommendation (generic for a state, or site-specific) or import a table. */
export function RecommendationTablesPage() {
  const translate = useTranslate();
  return (
    <RequirePermission permission="fertilizer-recommendations:manage">
      <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
        <PageHeading title={translate(t('tables.title'))} />
        <CreateForm />
        <ImportForm />
      </Box>
    </RequirePermission>
  );
}

function CreateForm() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const countryId = useWorkingCountryId();
  const crops = useCrops();
  const [cropId, setCropId] = useState<number | ''>('');
  const [stateId, setStateId] = useState<number | ''>('');
  const [cityId, setCityId] = useState<number | ''>('');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const states = useStates(countryId);
  const cities = useCities(stateId === '' ? null : stateId);
  const save = useApiMutation({
    mutationFn: (body: RecommendationInput) => api.createRecommendation(body),
    success: t('tables.created'),
    failure: t('tables.failure'),
    onSuccess: () => {
      setDraft(EMPTY);
      setErrors({});
    },
    onError: (error) => setErrors(fieldErrorMap(error)),
  });
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = () => {
    const found: Record<string, string> = {};
    if (cropId === '') found.cropId = t('recommendation.required');
    if (stateId === '') found.stateId = t('recommendation.required');
    if (!draft.source.trim()) found.source = t('recommendation.required');
    const applications = APPLICATIONS.filter(([bags]) => draft[bags].trim() !== '').map(
      ([bags, product, application]) => ({
        application,
        product: draft[product].trim(),
        bagsPerHa: Number(draft[bags]),
      }),
    );
    if (!applications.length) found.planting = t('tables.atLeastOne');
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({
      cropId: cropId as number,
      stateId: stateId as number,
      cityId: cityId === '' ? undefined : cityId,
      region: draft.region.trim() || undefined,
      source: draft.source.trim(),
      applications,
    } as RecommendationInput);
  };

  const field = (key: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      label={translate(label)}
      value={draft[key]}
      onChange={set(key)}
      error={!!errors[key]}
      helperText={errors[key] ? translate(errors[key], { _: errors[key] }) : ' '}
      slotProps={{ htmlInput: { name: key, 'data-testid': `advisory-${key}` } }}
      {...props}
    />
  );

  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate(t('tables.createTitle'))}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField
              name="cropId"
              label={t('fields.crop')}
              required
              value={cropId}
              options={crops.data ?? []}
              onChange={setCropId}
              error={errors.cropId}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField
              name="stateId"
              label={t('fields.state')}
              required
              value={stateId}
              options={states.data ?? []}
              onChange={(value) => {
                setStateId(value);
                setCityId('');
              }}
              error={errors.stateId}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField
              name="cityId"
              label={t('fields.city')}
              allowEmpty
              value={cityId}
              options={(cities.data ?? []).filter((c) => c.listed !== false)}
              onChange={setCityId}
              error={errors.cityId}
              helper={translate(t('tables.cityHelp'))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>{field('region', t('fields.region'))}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{field('source', t('fields.source'), { required: true })}</Grid>
          {APPLICATIONS.map(([bags, product]) => (
            <Grid key={bags} size={{ xs: 12, md: 4 }}>
              {field(product, t(`fields.${product}`))}
              {field(bags, t(`fields.${bags}`), { type: 'number' })}
            </Grid>
          ))}
        </Grid>
        <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="advisory-create">
          {translate(t('tables.create'))}
        </Button>
      </CardContent>
    </Card>
  );
}

function ImportForm() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const sent = useApiMutation({
    mutationFn: () => api.importRecommendations(file!, dryRun),
    failure: t('tables.importFailure'),
    success: t('tables.import'),
    onSuccess: (answer) => setReport(answer.data),
    onError: () => setReport(null),
  });
  const rowErrors = sent.isError ? fieldErrorList(sent.error) : [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(t('tables.importTitle'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(t('tables.importHelp'))}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
            {translate(t('tables.file'))}
            <input
              hidden
              type="file"
              accept=".xlsx"
              aria-label={translate(t('tables.file'))}
              data-testid="advisory-import-file"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2">{file?.name ?? '—'}</Typography>
          <FormControlLabel
            control={<Checkbox checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} />}
            label={translate(t('tables.dryRun'))}
          />
          <Button
            variant="contained"
            disabled={!file || sent.isPending}
            onClick={() => sent.mutate()}
            data-testid="advisory-import"
          >
            {translate(t('tables.import'))}
          </Button>
        </Stack>
        {report && (
          <Alert severity="success" data-testid="advisory-import-report">
            {sent.data?.message}
          </Alert>
        )}
        {sent.isError && (
          <>
            <Alert severity="error" sx={{ mb: 1 }} data-testid="advisory-import-failure">
              {serverMessage(sent.error, translate(t('tables.importFailure')))}
            </Alert>
            {rowErrors.length > 0 && (
              <Table size="small" aria-label={translate(t('tables.importTitle'))}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(t('tables.row'))}</TableCell>
                    <TableCell>{translate(t('tables.problem'))}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rowErrors.map((error, index) => (
                    <TableRow key={index}>
                      <TableCell>{error.field}</TableCell>
                      <TableCell>{error.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
