import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Grid,
  IconButton,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { newId } from './offline/queue';
import { SEASONS, SECTIONS, type AppliedItem, type PlantingRecord, type RecordType, type SectionKey } from './types';
import { fieldErrorsOf, messageOf } from './ui';
import { useFarmersApi } from './useFarmersApi';

const HOUR = 60 * 60 * 1000;
const LISTS = [
  'crop-types',
  'training-types',
  'unit-types',
  'fertilizer-types',
  'manure-types',
  'seed-types',
  'cpp-types',
] as const;

type Item = Record<string, string> & { id?: string; key: string };
type Draft = {
  season: string;
  year: string;
  cropTypeId: string;
  sowingDate: string;
  trainingTypeId: string;
  previousYield: string;
  estimatedYield: string;
  actualYield: string;
  yieldUnitTypeId: string;
} & Record<SectionKey, Item[]>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const itemOf = (item: AppliedItem): Item => {
  const fields: Item = { key: item.id ?? newId(), quantity: text(item.quantity), unitTypeId: text(item.unitTypeId) };
  if (item.id) fields.id = item.id;
  for (const name of [
    'fertilizerTypeId',
    'manureTypeId',
    'seedTypeId',
    'cppTypeId',
    'composition',
    'microNutrition',
  ] as const) {
    if (item[name] !== undefined) fields[name] = text(item[name]);
  }
  return fields;
};

const draftOf = (record?: PlantingRecord): Draft => ({
  season: record?.season ?? 'RAINY',
  year: text(record?.year ?? new Date().getFullYear()),
  cropTypeId: text(record?.cropTypeId),
  sowingDate: text(record?.sowingDate),
  trainingTypeId: text(record?.trainingTypeId),
  previousYield: text(record?.previousYield),
  estimatedYield: text(record?.estimatedYield),
  actualYield: text(record?.actualYield),
  yieldUnitTypeId: text(record?.yieldUnitTypeId),
  fertilizers: (record?.fertilizers ?? []).map(itemOf),
  manures: (record?.manures ?? []).map(itemOf),
  seeds: (record?.seeds ?? []).map(itemOf),
  cropProtectionProducts: (record?.cropProtectionProducts ?? []).map(itemOf),
});

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The API's body of the form's values. */
function bodyOf(draft: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {
    season: draft.season,
    year: Number(draft.year),
    cropTypeId: Number(draft.cropTypeId),
    sowingDate: draft.sowingDate || null,
    trainingTypeId: numberOrNull(draft.trainingTypeId),
    previousYield: numberOrNull(draft.previousYield),
    estimatedYield: numberOrNull(draft.estimatedYield),
    actualYield: numberOrNull(draft.actualYield),
    yieldUnitTypeId: numberOrNull(draft.yieldUnitTypeId),
  };
  for (const section of SECTIONS) {
    body[section.key] = draft[section.key].map(({ key: _key, id, ...item }) => {
      const out: Record<string, unknown> = {
        quantity: Number(item.quantity),
        unitTypeId: Number(item.unitTypeId),
        [section.typeField]: Number(item[section.typeField]),
      };
      if (id) out.id = id;
      if (section.key === 'fertilizers') {
        out.composition = item.composition?.trim() || null;
        out.microNutrition = item.microNutrition?.trim() || null;
      }
      return out;
    });
  }
  return body;
}

/** The form's own checks (the server checks again): crop, year, each entry's type, quantity and unit, a yield's unit. */
function check(draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!/^\d{4}$/.test(draft.year)) errors.year = 'kasuwa.farmers.form.yearFormat';
  if (!draft.cropTypeId) errors.cropTypeId = 'kasuwa.farmers.form.required';
  for (const section of SECTIONS) {
    draft[section.key].forEach((item, index) => {
      if (!item[section.typeField])
        errors[`${section.key}.${index}.${section.typeField}`] = 'kasuwa.farmers.form.required';
      if (!(Number(item.quantity) > 0))
        errors[`${section.key}.${index}.quantity`] = 'kasuwa.farmers.records.quantityInvalid';
      if (!item.unitTypeId) errors[`${section.key}.${index}.unitTypeId`] = 'kasuwa.farmers.form.required';
    });
  }
  const anyYield = [draft.previousYield, draft.estimatedYield, draft.actualYield].some((value) => value.trim() !== '');
  for (const name of ['previousYield', 'estimatedYield', 'actualYield'] as const) {
    if (draft[name].trim() !== '' && !(Number(draft[name]) >= 0))
      errors[name] = 'kasuwa.farmers.records.quantityInvalid';
  }
  if (anyYield && !draft.yieldUnitTypeId) errors.yieldUnitTypeId = 'kasuwa.farmers.records.yieldUnitRequired';
  return errors;
}

/**
 * Creates or edits a planting record of a farm: season, year, crop, sowing date, training, the four sections
 * (fertilizer, manure, seed, crop protection), each entry removable on its own, and the yields. A new record has
 * its id from here; offline, it is kept on this device and sent when the connection returns.
 */
export function RecordDialog({
  farmerId,
  farmId,
  record,
  onClose,
  onSaved,
}: {
  farmerId: string;
  farmId: string;
  record?: PlantingRecord;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const api = useFarmersApi();
  const [id] = useState(() => record?.id ?? newId());
  const [draft, setDraft] = useState<Draft>(() => draftOf(record));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lists = useQueries({
    queries: LISTS.map((kind) => ({
      queryKey: ['farmers', 'record-types', kind],
      staleTime: HOUR,
      queryFn: ({ signal }: { signal: AbortSignal }) => api.recordTypes(kind, signal),
    })),
  });
  const choices = Object.fromEntries(
    LISTS.map((kind, index) => [kind, (lists[index].data ?? []) as RecordType[]]),
  ) as Record<(typeof LISTS)[number], RecordType[]>;
  const nameOf = (type: RecordType) => (locale === 'fr' && type.nameFr ? type.nameFr : type.name);
  const crop = choices['crop-types'].find((type) => String(type.id) === draft.cropTypeId);

  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const setItem = (section: SectionKey, index: number, name: string, value: string) =>
    setDraft((current) => ({
      ...current,
      [section]: current[section].map((item, at) => (at === index ? { ...item, [name]: value } : item)),
    }));
  const addItem = (section: SectionKey) =>
    setDraft((current) => ({
      ...current,
      [section]: [...current[section], { key: newId(), quantity: '', unitTypeId: '' }],
    }));

  /** A saved entry is deleted on the server at once (delete-fertilizer, ...); a new one just leaves the form. */
  const removeItem = async (section: (typeof SECTIONS)[number], index: number) => {
    const item = draft[section.key][index];
    if (item.id && record) {
      if (!window.confirm(translate('kasuwa.farmers.records.removeItemConfirm'))) return;
      try {
        const answer = await api.deleteRecordItem(section.remove, item.id);
        notify(answer.message || 'kasuwa.farmers.records.itemRemoved', { type: 'success' });
        onSaved();
      } catch (error) {
        notify(messageOf(error, translate('kasuwa.farmers.form.failure')), { type: 'error' });
        return;
      }
    }
    setDraft((current) => ({ ...current, [section.key]: current[section.key].filter((_, at) => at !== index) }));
  };

  const save = async () => {
    const found = check(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const label = `${crop ? nameOf(crop) : ''} · ${translate(`kasuwa.farmers.seasons.${draft.season}`)} ${draft.year}`;
      const outcome = await api.saveRecord({ id, farmerId, farmId, ...bodyOf(draft) }, label, !record);
      notify(
        outcome.status === 'QUEUED'
          ? 'kasuwa.farmers.pending.kept'
          : outcome.result.message || 'kasuwa.farmers.records.saved',
        { type: outcome.status === 'QUEUED' ? 'info' : 'success' },
      );
      onSaved();
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(messageOf(error, translate('kasuwa.farmers.form.failure')));
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (key: string) => (errors[key] ? translate(errors[key], { _: errors[key] }) : ' ');
  const select = (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { id: string | number; name: string }[],
    optional = false,
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!errors[key]}
      helperText={errorOf(key)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': `record-${key}` },
      }}
    >
      <option value="">{optional ? '—' : translate('kasuwa.farmers.form.choose')}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
  const input = (key: string, label: string, value: string, onChange: (value: string) => void, type = 'text') => (
    <TextField
      fullWidth
      size="small"
      type={type}
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!errors[key]}
      helperText={errorOf(key)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `record-${key}` } }}
    />
  );
  const units = choices['unit-types'].map((type) => ({ id: type.id, name: nameOf(type) }));

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="record-dialog">
      <DialogTitle>
        {translate(record ? 'kasuwa.farmers.records.editTitle' : 'kasuwa.farmers.records.createTitle')}
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="record-failure">
            {failure}
          </Alert>
        )}
        <Grid container spacing={1} sx={{ pt: 1 }}>
          <Grid size={{ xs: 6, sm: 3 }}>
            {select(
              'season',
              'kasuwa.farmers.records.season',
              draft.season,
              (value) => setDraft((current) => ({ ...current, season: value })),
              SEASONS.map((season) => ({ id: season, name: translate(`kasuwa.farmers.seasons.${season}`) })),
            )}
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            {input(
              'year',
              'kasuwa.farmers.records.year',
              draft.year,
              (value) => set('year')({ target: { value } }),
              'number',
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'cropTypeId',
              'kasuwa.farmers.records.crop',
              draft.cropTypeId,
              (value) => setDraft((current) => ({ ...current, cropTypeId: value })),
              choices['crop-types'].map((type) => ({ id: type.id, name: nameOf(type) })),
            )}
            {crop && (
              <Typography variant="caption" color="text.secondary" data-testid="record-crop-family">
                {translate('kasuwa.farmers.records.family', { family: locale === 'fr' ? crop.familyFr : crop.family })}
              </Typography>
            )}
          </Grid>
          <Grid size={{ xs: 6 }}>
            {input(
              'sowingDate',
              'kasuwa.farmers.records.sowingDate',
              draft.sowingDate,
              (value) => set('sowingDate')({ target: { value } }),
              'date',
            )}
          </Grid>
          <Grid size={{ xs: 6 }}>
            {select(
              'trainingTypeId',
              'kasuwa.farmers.records.training',
              draft.trainingTypeId,
              (value) => setDraft((current) => ({ ...current, trainingTypeId: value })),
              choices['training-types'].map((type) => ({ id: type.id, name: nameOf(type) })),
              true,
            )}
          </Grid>
        </Grid>
        {SECTIONS.map((section) => (
          <Box key={section.key} data-testid={`record-section-${section.key}`} sx={{ mt: 1 }}>
            <Divider sx={{ mb: 1 }} />
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2">{translate(`kasuwa.farmers.records.sections.${section.key}`)}</Typography>
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => addItem(section.key)}
                data-testid={`record-add-${section.key}`}
              >
                {translate('kasuwa.farmers.records.addItem')}
              </Button>
            </Box>
            {draft[section.key].map((item, index) => (
              <Grid
                container
                spacing={1}
                key={item.key}
                data-testid={`record-item-${section.key}`}
                sx={{ alignItems: 'flex-start' }}
              >
                <Grid size={{ xs: 12, sm: section.key === 'fertilizers' ? 3 : 5 }}>
                  {select(
                    `${section.key}.${index}.${section.typeField}`,
                    'kasuwa.farmers.records.type',
                    item[section.typeField] ?? '',
                    (value) => setItem(section.key, index, section.typeField, value),
                    choices[section.list].map((type) => ({ id: type.id, name: nameOf(type) })),
                  )}
                </Grid>
                {section.key === 'fertilizers' && (
                  <>
                    <Grid size={{ xs: 6, sm: 2 }}>
                      {input(
                        `${section.key}.${index}.composition`,
                        'kasuwa.farmers.records.composition',
                        item.composition ?? '',
                        (value) => setItem(section.key, index, 'composition', value),
                      )}
                    </Grid>
                    <Grid size={{ xs: 6, sm: 2 }}>
                      {input(
                        `${section.key}.${index}.microNutrition`,
                        'kasuwa.farmers.records.microNutrition',
                        item.microNutrition ?? '',
                        (value) => setItem(section.key, index, 'microNutrition', value),
                      )}
                    </Grid>
                  </>
                )}
                <Grid size={{ xs: 5, sm: 2 }}>
                  {input(
                    `${section.key}.${index}.quantity`,
                    'kasuwa.farmers.records.quantity',
                    item.quantity,
                    (value) => setItem(section.key, index, 'quantity', value),
                    'number',
                  )}
                </Grid>
                <Grid size={{ xs: 5, sm: section.key === 'fertilizers' ? 2 : 4 }}>
                  {select(
                    `${section.key}.${index}.unitTypeId`,
                    'kasuwa.farmers.records.unit',
                    item.unitTypeId,
                    (value) => setItem(section.key, index, 'unitTypeId', value),
                    units,
                  )}
                </Grid>
                <Grid size={{ xs: 2, sm: 1 }}>
                  <Tooltip title={translate('kasuwa.farmers.records.removeItem')}>
                    <IconButton
                      onClick={() => void removeItem(section, index)}
                      data-testid="record-item-remove"
                      aria-label={translate('kasuwa.farmers.records.removeItem')}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Grid>
              </Grid>
            ))}
          </Box>
        ))}
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {translate('kasuwa.farmers.records.yields')}
        </Typography>
        <Grid container spacing={1}>
          <Grid size={{ xs: 6, sm: 3 }}>
            {input(
              'previousYield',
              'kasuwa.farmers.records.previousYield',
              draft.previousYield,
              (value) => set('previousYield')({ target: { value } }),
              'number',
            )}
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            {input(
              'estimatedYield',
              'kasuwa.farmers.records.estimatedYield',
              draft.estimatedYield,
              (value) => set('estimatedYield')({ target: { value } }),
              'number',
            )}
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            {input(
              'actualYield',
              'kasuwa.farmers.records.actualYield',
              draft.actualYield,
              (value) => set('actualYield')({ target: { value } }),
              'number',
            )}
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            {select(
              'yieldUnitTypeId',
              'kasuwa.farmers.records.yieldUnit',
              draft.yieldUnitTypeId,
              (value) => setDraft((current) => ({ ...current, yieldUnitTypeId: value })),
              choices['unit-types']
                .filter((type) => type.measure !== 'VOLUME')
                .map((type) => ({ id: type.id, name: nameOf(type) })),
              true,
            )}
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="record-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
