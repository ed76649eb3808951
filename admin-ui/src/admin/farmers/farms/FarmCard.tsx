import { Button, Card, CardContent, CardHeader, Chip, IconButton, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useLocale, useTranslate } from 'react-admin';
import type { Farm, PlantingRecord } from '../types';
import { formatArea } from '../../shared/format';
import { FarmRecords, formatNumber, type Removal } from '../records/FarmRecords';

/** One farm: its name, size, community and position, its planting records, and what the caller may do to them. */
export function FarmCard({
  farm,
  canChange,
  onAddRecord,
  onEditFarm,
  onEditRecord,
  onRemove,
}: {
  farm: Farm;
  canChange: boolean;
  onAddRecord: () => void;
  onEditFarm: () => void;
  onEditRecord: (record: PlantingRecord) => void;
  onRemove: (removal: Removal) => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Card variant="outlined" data-testid="farm-card" data-id={farm.id}>
      <CardHeader
        title={<span data-testid="farm-name">{farm.name}</span>}
        subheader={
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={`${formatNumber(locale, farm.size)} ${translate(`kasuwa.farmers.farms.units.${farm.sizeUnit}`)}`}
              data-testid="farm-size"
            />
            {farm.sizeUnit !== 'HA' && <Chip size="small" variant="outlined" label={formatArea(locale, farm.sizeHa)} />}
            <Chip size="small" variant="outlined" label={farm.community} />
            {farm.latitude !== null && farm.longitude !== null && (
              <Chip size="small" variant="outlined" label={`${farm.latitude}, ${farm.longitude}`} />
            )}
          </Stack>
        }
        action={
          canChange && (
            <Stack direction="row">
              <Button size="small" startIcon={<AddIcon />} onClick={onAddRecord} data-testid="record-add">
                {translate('kasuwa.farmers.records.add')}
              </Button>
              <Tooltip title={translate('kasuwa.farmers.actions.edit')}>
                <IconButton onClick={onEditFarm} data-testid="farm-edit">
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate('ra.action.delete')}>
                <IconButton onClick={() => onRemove({ kind: 'farm', farm })} data-testid="farm-delete">
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <FarmRecords farm={farm} canChange={canChange} onEdit={onEditRecord} onRemove={onRemove} />
      </CardContent>
    </Card>
  );
}
