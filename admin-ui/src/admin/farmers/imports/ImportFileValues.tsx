import { useEffect, useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FileValues } from './ImportMapping';
import type { Named } from '../types';
import { messageOf } from '../ui';
import { useFarmersApi } from '../useFarmersApi';

/** The fields whose value for the whole file is chosen from a list, and the values each offers. */
const CHOICES: Record<string, string[]> = {
  gender: ['MALE', 'FEMALE'],
  farmSizeUnit: ['HA', 'ACRE', 'M2'],
  season: ['RAINY', 'DRY', 'OTHER'],
};

type ListField = 'project' | 'aggregationPartner';

/**
 * A country without any project or aggregation partner yet (a fresh install): the name the file's farmers belong to is
 * typed and created here (administrators; anyone else is told by the server who may).
 */
export function CreateListItem({
  field,
  countryId,
  onCreated,
}: {
  field: ListField;
  countryId: number;
  onCreated: (item: Named) => void;
}) {
  const translate = useTranslate();
  const api = useFarmersApi();
  const t = (key: string) => translate(`kasuwa.farmers.import.values.${key}`);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function create() {
    setBusy(true);
    setProblem(null);
    try {
      onCreated((await api.addReferenceItem(field, countryId, name.trim())).data);
    } catch (error) {
      setProblem(messageOf(error, t('createFailed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Alert severity="warning" data-testid={`import-values-none-${field}`}>
      <Stack spacing={1}>
        <span>{t(`none.${field}`)}</span>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={t(`newName.${field}`)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': `import-values-new-${field}` } }}
          />
          <Button
            variant="outlined"
            size="small"
            disabled={busy || !name.trim()}
            onClick={create}
            data-testid={`import-values-create-${field}`}
          >
            {t(`create.${field}`)}
          </Button>
        </Stack>
        {problem && <span role="alert">{problem}</span>}
      </Stack>
    </Alert>
  );
}

/**
 * Values for the whole file, for the required fields the sheet has no column for (a project, an aggregation partner, an
 * address...): each fills every row, and a blank cell of a column the sheet does have. Projects and aggregation partners
 * are chosen among the country's; when the country has none yet, one is created here.
 */
export function ImportFileValues({
  fields,
  values,
  onChange,
  countryId,
  disabled = false,
}: {
  /** The fields to offer, in order. */
  fields: string[];
  values: FileValues;
  onChange: (values: FileValues) => void;
  countryId: number | undefined;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const api = useFarmersApi();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`kasuwa.farmers.import.values.${key}`, options);
  const fieldLabel = (field: string) => translate(`kasuwa.farmers.import.fields.${field}`, { _: field });
  const [lists, setLists] = useState<Record<ListField, Named[]> | null>(null);
  const wantsLists = fields.includes('project') || fields.includes('aggregationPartner');

  useEffect(() => {
    if (!wantsLists || countryId === undefined) return;
    const controller = new AbortController();
    Promise.all([
      api.projectsOf(countryId, controller.signal),
      api.aggregationPartnersOf(countryId, controller.signal),
    ]).then(
      ([project, aggregationPartner]) => setLists({ project, aggregationPartner }),
      () => !controller.signal.aborted && setLists({ project: [], aggregationPartner: [] }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- api is made anew at each render: the lists follow the country only
  }, [wantsLists, countryId]);

  if (fields.length === 0) return null;
  const set = (field: string, value: string) => onChange({ ...values, [field]: value });
  return (
    <Stack spacing={1} data-testid="import-values">
      <Typography variant="subtitle1" component="h2">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      {fields.map((field) => {
        const listed = field === 'project' || field === 'aggregationPartner' ? lists?.[field] : undefined;
        const options =
          CHOICES[field]?.map((value) => ({
            value,
            label: translate(`kasuwa.farmers.import.values.choices.${value}`, { _: value }),
          })) ?? listed?.map((item) => ({ value: item.name, label: item.name }));
        if (listed && listed.length === 0 && countryId !== undefined) {
          return (
            <CreateListItem
              key={field}
              field={field as ListField}
              countryId={countryId}
              onCreated={(item) => {
                setLists((current) => (current ? { ...current, [field]: [item] } : current));
                set(field, item.name);
              }}
            />
          );
        }
        return (
          <TextField
            key={field}
            select={!!options}
            size="small"
            sx={{ maxWidth: 480 }}
            disabled={disabled}
            label={t('label', { field: fieldLabel(field) })}
            value={values[field] ?? ''}
            onChange={(event) => set(field, event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': `import-value-${field}` }, inputLabel: { shrink: true } }}
          >
            {options?.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Stack>
  );
}
