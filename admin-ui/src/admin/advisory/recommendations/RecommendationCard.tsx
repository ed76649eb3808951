import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { type Recommendation } from '../api';
import { t } from '../ui';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One recommendation: its applications with their rates per hectare and for the farm, when to apply, and its source. */
export function RecommendationCard({
  recommendation,
  hectares,
  testId,
}: {
  recommendation: Recommendation;
  hectares: number | null;
  testId: string;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const french = locale === 'fr';
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return (
    <Box
      data-testid={testId}
      sx={{
        border: 1,
        borderColor: testId === 'advisory-recommended' ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Typography
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, mb: 1 }}
        data-testid="advisory-option-label"
      >
        {french ? recommendation.optionLabelFr : recommendation.optionLabel}
      </Typography>
      <Table size="small" aria-label={french ? recommendation.optionLabelFr : recommendation.optionLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(t('fields.application'))}</TableCell>
            <TableCell>{translate(t('fields.product'))}</TableCell>
            <TableCell align="right">{translate(t('fields.bags'))}</TableCell>
            <TableCell align="right">{translate(t('fields.kg'))}</TableCell>
            <TableCell align="right">
              {hectares === null ? '—' : translate(t('recommendation.forFarm'), { hectares: number(hectares) })}
            </TableCell>
            <TableCell>{translate(t('fields.timing'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {recommendation.applications.map((line, index) => {
            const when = french ? line.whenFr : line.when;
            return (
              <TableRow key={index} data-testid="advisory-line">
                <TableCell>{translate(t(`applications.${line.application}`))}</TableCell>
                <TableCell>
                  {line.alternative && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={translate(t('recommendation.alternativeOf'))}
                      sx={{ mr: 1 }}
                    />
                  )}
                  {french ? line.productNameFr : line.productName}
                </TableCell>
                <TableCell align="right">{number(line.bagsPerHa)}</TableCell>
                <TableCell align="right">{number(line.kgPerHa)}</TableCell>
                <TableCell align="right" data-testid="advisory-line-farm">
                  {hectares === null
                    ? '—'
                    : translate(t('recommendation.forFarmValue'), {
                        bags: number(round(line.bagsPerHa * hectares, 2)),
                        kg: number(round(line.kgPerHa * hectares, 1)),
                      })}
                </TableCell>
                <TableCell data-testid="advisory-line-when">
                  {when ?? (
                    <Typography variant="body2" component="span" color="text.secondary">
                      {translate(t('recommendation.whenNotGiven'))}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="advisory-source">
        {translate(t('recommendation.source'), {
          source: french ? recommendation.sourceNameFr : recommendation.sourceName,
        })}
      </Typography>
    </Box>
  );
}
