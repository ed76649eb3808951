import { Box, Button, Divider, Grid, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { Option, RecordFields } from './RecordFields';
import type { Item } from './recordDraft';
import type { SECTIONS } from '../types';

/** One section of a record (fertilizers, manures, seeds or crop protection): its entries, each removable, and an add. */
export function RecordSection({
  section,
  items,
  fields: { select, input },
  types,
  units,
  onAdd,
  onChange,
  onRemove,
}: {
  section: (typeof SECTIONS)[number];
  items: Item[];
  fields: RecordFields;
  /** The section's types to choose from. */
  types: Option[];
  units: Option[];
  onAdd: () => void;
  onChange: (index: number, name: string, value: string) => void;
  onRemove: (index: number) => void;
}) {
  const translate = useTranslate();
  return (
    <Box data-testid={`record-section-${section.key}`} sx={{ mt: 1 }}>
      <Divider sx={{ mb: 1 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{translate(`kasuwa.farmers.records.sections.${section.key}`)}</Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd} data-testid={`record-add-${section.key}`}>
          {translate('kasuwa.farmers.records.addItem')}
        </Button>
      </Box>
      {items.map((item, index) => (
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
              (value) => onChange(index, section.typeField, value),
              types,
            )}
          </Grid>
          {section.key === 'fertilizers' && (
            <>
              <Grid size={{ xs: 6, sm: 2 }}>
                {input(
                  `${section.key}.${index}.composition`,
                  'kasuwa.farmers.records.composition',
                  item.composition ?? '',
                  (value) => onChange(index, 'composition', value),
                )}
              </Grid>
              <Grid size={{ xs: 6, sm: 2 }}>
                {input(
                  `${section.key}.${index}.microNutrition`,
                  'kasuwa.farmers.records.microNutrition',
                  item.microNutrition ?? '',
                  (value) => onChange(index, 'microNutrition', value),
                )}
              </Grid>
            </>
          )}
          <Grid size={{ xs: 5, sm: 2 }}>
            {input(
              `${section.key}.${index}.quantity`,
              'kasuwa.farmers.records.quantity',
              item.quantity,
              (value) => onChange(index, 'quantity', value),
              'number',
            )}
          </Grid>
          <Grid size={{ xs: 5, sm: section.key === 'fertilizers' ? 2 : 4 }}>
            {select(
              `${section.key}.${index}.unitTypeId`,
              'kasuwa.farmers.records.unit',
              item.unitTypeId,
              (value) => onChange(index, 'unitTypeId', value),
              units,
            )}
          </Grid>
          <Grid size={{ xs: 2, sm: 1 }}>
            <Tooltip title={translate('kasuwa.farmers.records.removeItem')}>
              <IconButton
                onClick={() => onRemove(index)}
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
  );
}
