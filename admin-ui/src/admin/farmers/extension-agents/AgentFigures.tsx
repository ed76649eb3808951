import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useFormat } from '../../shared/format';
import { FigureCard, t, useFigure } from './widgets';

/** The eight figure cards of an agent. */
export function AgentFigures({ agentId }: { agentId: string }) {
  const api = useConsoleApi();
  const translate = useTranslate();
  const format = useFormat();
  const total = useFigure(agentId, 'total-farms-size', api.agentTotalFarmsSize);
  const average = useFigure(agentId, 'avg-farms-size', api.agentAverageFarmsSize);
  const using = useFigure(agentId, 'farmers-using-fertilizers', api.agentUsingFertilizers);
  const actual = useFigure(agentId, 'actual-yield', api.agentActualYield);
  const yieldAvg = useFigure(agentId, 'yield-avg', api.agentYieldAverage);
  const fertilizers = useFigure(agentId, 'fertilizers-used', api.agentFertilizersUsed);
  // Hectares to 2 decimals as everywhere in the console; kilograms to 1.
  const ha = (value: number) => format.area(value);
  const kg = (value: number) => translate(t('units.kg'), { value: format.number(value, 1) });
  const cards = [
    {
      id: 'total-farms-size',
      label: 'totals.totalFarmsSize',
      value: total.data && ha(total.data.totalHa),
      detail: total.data && `${total.data.farms} ${translate(t('totals.farms')).toLowerCase()}`,
    },
    {
      id: 'avg-farms-size',
      label: 'totals.avgFarmsSize',
      value: average.data && ha(average.data.averageHa),
      detail: average.data && translate(t('units.perFarm'), { count: average.data.farms }),
    },
    {
      id: 'farmers-using-fertilizers',
      label: 'totals.usingFertilizers',
      value: using.data?.count,
      detail:
        using.data && translate(t('units.ofFarmers'), { count: using.data.count, total: using.data.totalFarmers }),
    },
    {
      id: 'fertilizers-used',
      label: 'totals.fertilizersUsed',
      value: fertilizers.data && kg(fertilizers.data.totalKg),
    },
    {
      id: 'actual-yield',
      label: 'totals.actualYield',
      value: actual.data && kg(actual.data.totalKg),
      detail: actual.data && `${actual.data.records} ${translate(t('totals.records')).toLowerCase()}`,
    },
    {
      id: 'yield-avg',
      label: 'totals.yieldAvg',
      value: yieldAvg.data && kg(yieldAvg.data.averageKg),
      detail: yieldAvg.data && translate(t('units.perRecord'), { count: yieldAvg.data.records }),
    },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
      }}
    >
      {cards.map((card) => (
        <FigureCard
          key={card.id}
          testId={`ea-${card.id}`}
          label={t(card.label)}
          value={card.value ?? '…'}
          detail={card.detail}
        />
      ))}
    </Box>
  );
}
