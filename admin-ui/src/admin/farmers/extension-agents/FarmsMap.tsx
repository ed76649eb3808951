import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { mapHeight, mapPoints } from './chartData';
import type { FarmsMap as FarmsMapData } from './types';
import { t } from './widgets';

const WIDTH = 480;

/** The agent's located farms drawn as dots within the country's extent: an SVG, no map tiles to download. */
export function FarmsMap({ data }: { data: FarmsMapData }) {
  const translate = useTranslate();
  if (!data.bounds || !data.farms.length)
    return <Typography color="text.secondary">{translate(t('profile.noLocation'))}</Typography>;
  const height = mapHeight(data.bounds, WIDTH);
  const points = mapPoints(data.farms, data.bounds, WIDTH, height);
  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-label={translate(t('profile.map'))}
        data-testid="ea-farms-map"
      >
        <rect x={0} y={0} width={WIDTH} height={height} fill="#f1f8e9" stroke="#aed581" />
        {[0.25, 0.5, 0.75].map((f) => (
          <g key={f} stroke="#dcedc8">
            <line x1={WIDTH * f} y1={0} x2={WIDTH * f} y2={height} />
            <line x1={0} y1={height * f} x2={WIDTH} y2={height * f} />
          </g>
        ))}
        {points.map((p) => (
          <circle
            key={p.key}
            cx={p.x}
            cy={p.y}
            r={p.r}
            fill="#2e7d32"
            fillOpacity={0.7}
            stroke="#1b5e20"
            data-testid="ea-farm-dot"
          >
            <title>{`${p.sizeHa} ha`}</title>
          </circle>
        ))}
      </svg>
      <Typography variant="caption" color="text.secondary">
        {translate(t('profile.mapHelp'), { count: points.length })}
      </Typography>
    </Box>
  );
}
