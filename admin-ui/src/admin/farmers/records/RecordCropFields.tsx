import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RecordFields } from './RecordFields';
import type { Draft } from './recordDraft';
import { SEASONS, type RecordType } from '../types';
import type { RecordTypeChoices } from './useRecordTypes';

/** The record's season, year, crop (with its family), sowing date and training. */
export function RecordCropFields({
  draft,
  setField,
  fields: { select, input },
  choices,
  optionsOf,
  crop,
  locale,
}: {
  draft: Draft;
  setField: (key: keyof Draft) => (value: string) => void;
  fields: RecordFields;
  choices: RecordTypeChoices;
  optionsOf: (types: RecordType[]) => { id: number; name: string }[];
  crop: RecordType | undefined;
  locale: string;
}) {
  const translate = useTranslate();
  return (
    <Grid container spacing={1} sx={{ pt: 1 }}>
      <Grid size={{ xs: 6, sm: 3 }}>
        {select(
          'season',
          'kasuwa.farmers.records.season',
          draft.season,
          setField('season'),
          SEASONS.map((season) => ({ id: season, name: translate(`kasuwa.farmers.seasons.${season}`) })),
        )}
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        {input('year', 'kasuwa.farmers.records.year', draft.year, setField('year'), 'number')}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {select(
          'cropTypeId',
          'kasuwa.farmers.records.crop',
          draft.cropTypeId,
          setField('cropTypeId'),
          optionsOf(choices['crop-types']),
        )}
        {crop && (
          <Typography variant="caption" color="text.secondary" data-testid="record-crop-family">
            {translate('kasuwa.farmers.records.family', { family: locale === 'fr' ? crop.familyFr : crop.family })}
          </Typography>
        )}
      </Grid>
      <Grid size={{ xs: 6 }}>
        {input('sowingDate', 'kasuwa.farmers.records.sowingDate', draft.sowingDate, setField('sowingDate'), 'date')}
      </Grid>
      <Grid size={{ xs: 6 }}>
        {select(
          'trainingTypeId',
          'kasuwa.farmers.records.training',
          draft.trainingTypeId,
          setField('trainingTypeId'),
          optionsOf(choices['training-types']),
          true,
        )}
      </Grid>
    </Grid>
  );
}
