import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useCanAccess, useTranslate } from 'react-admin';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';

/** The console route of the PDF export (spec: admin/inventory/export/pdf). */
export const EXPORT_PDF_PATH = '/inventory/export/pdf';

/**
 * Downloads the stock as a PDF (GET inventory/export/pdf), for one warehouse or all of the caller's; with `linkToPage`,
 * opens the export screen instead (where the scope is chosen).
 */
export function ExportPdfButton({ warehouseId, linkToPage = false }: { warehouseId?: string; linkToPage?: boolean }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'inventory', action: 'export' });
  const exporting = useApiMutation({
    mutationFn: () => api.exportStockPdf(warehouseId),
    failure: 'kasuwa.inventory.exportFailure',
  });
  if (!canAccess) return null;
  if (linkToPage) {
    return (
      <Button
        size="small"
        startIcon={<PictureAsPdfIcon />}
        component={Link}
        to={`${basename}${EXPORT_PDF_PATH}`}
        data-testid="inventory-export-open"
      >
        {translate('kasuwa.inventory.exportPdf')}
      </Button>
    );
  }
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfIcon />}
      onClick={() => exporting.mutate()}
      disabled={exporting.isPending}
      data-testid="inventory-export-pdf"
    >
      {translate('kasuwa.inventory.exportPdf')}
    </Button>
  );
}
