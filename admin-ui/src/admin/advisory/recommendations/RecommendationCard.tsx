import { Box, Chip, Typography } from '@mui/material';
import { FunctionField, useLocale, useTranslate } from 'react-admin';
import { type Recommendation } from '../api';
import { t } from '../ui';
import { ConsoleDatagrid, LoadedList } from '../../shared/ConsoleList';

type Application = Recommendation['applications'][number];

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
      <LoadedList
        resource="recommendation-applications"
        data={recommendation.applications.map((line, index) => ({ ...line, id: index }))}
      >
        <ConsoleDatagrid
          empty="—"
          rowTestId="advisory-line"
          aria-label={french ? recommendation.optionLabelFr : recommendation.optionLabel}
        >
          <FunctionField<Application>
            label={t('fields.application')}
            render={(line) => translate(t(`applications.${line.application}`))}
          />
          <FunctionField<Application>
            label={t('fields.product')}
            render={(line) => (
              <>
                {line.alternative && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate(t('recommendation.alternativeOf'))}
                    sx={{ mr: 1 }}
                  />
                )}
                {french ? line.productNameFr : line.productName}
              </>
            )}
          />
          <FunctionField<Application>
            label={t('fields.bags')}
            textAlign="right"
            render={(line) => number(line.bagsPerHa)}
          />
          <FunctionField<Application>
            label={t('fields.kg')}
            textAlign="right"
            render={(line) => number(line.kgPerHa)}
          />
          <FunctionField<Application>
            label={hectares === null ? '—' : translate(t('recommendation.forFarm'), { hectares: number(hectares) })}
            textAlign="right"
            render={(line) => (
              <span data-testid="advisory-line-farm">
                {hectares === null
                  ? '—'
                  : translate(t('recommendation.forFarmValue'), {
                      bags: number(round(line.bagsPerHa * hectares, 2)),
                      kg: number(round(line.kgPerHa * hectares, 1)),
                    })}
              </span>
            )}
          />
          <FunctionField<Application>
            label={t('fields.timing')}
            render={(line) => (
              <span data-testid="advisory-line-when">
                {(french ? line.whenFr : line.when) ?? (
                  <Typography variant="body2" component="span" color="text.secondary">
                    {translate(t('recommendation.whenNotGiven'))}
                  </Typography>
                )}
              </span>
            )}
          />
        </ConsoleDatagrid>
      </LoadedList>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="advisory-source">
        {translate(t('recommendation.source'), {
          source: french ? recommendation.sourceNameFr : recommendation.sourceName,
        })}
      </Typography>
    </Box>
  );
}
