import { Divider, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Option, RecordFields } from './RecordFields';
import type { Draft } from './recordDraft';

/** The record's previous, estimated and actual yields and their unit (a mass: a volume is no yield's unit). */
export function RecordYields({
  draft,
  setField,
  fields: { select, input },
  massUnits,
}: {
  draft: Draft;
  setField: (key: keyof Draft) => (value: string) => void;
  fields: RecordFields;
  massUnits: Option[];
}) {
  const translate = useTranslate();
  return (
    <>
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('kasuwa.farmers.records.yields')}
      </Typography>
      <Grid container spacing={1}>
        {(['previousYield', 'estimatedYield', 'actualYield'] as const).map((key) => (
          <Grid key={key} size={{ xs: 6, sm: 3 }}>
            {input(key, `kasuwa.farmers.records.${key}`, draft[key], setField(key), 'number')}
          </Grid>
        ))}
        <Grid size={{ xs: 6, sm: 3 }}>
          {select(
            'yieldUnitTypeId',
            'kasuwa.farmers.records.yieldUnit',
            draft.yieldUnitTypeId,
            setField('yieldUnitTypeId'),
            massUnits,
            true,
          )}
        </Grid>
      </Grid>
    </>
  );
}
