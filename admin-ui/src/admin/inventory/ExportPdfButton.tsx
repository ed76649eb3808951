import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';

/** Downloads the stock as a PDF (GET inventory/export/pdf), for one warehouse or all of the caller's. */
export function ExportPdfButton({ warehouseId }: { warehouseId?: string }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const { canAccess } = useCanAccess({ resource: 'inventory', action: 'export' });
  const exporting = useApiMutation({ mutationFn: () => api.exportStockPdf(warehouseId), failure: 'kasuwa.inventory.exportFailure' });
  if (!canAccess) return null;
  return (
    <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={() => exporting.mutate()} disabled={exporting.isPending} data-testid="inventory-export-pdf">
      {translate('kasuwa.inventory.exportPdf')}
    </Button>
  );
}
