import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Hub } from '../api';
import { t } from '../ui';

const WIDTH = 400;

/** The hubs drawn as dots within their extent: an SVG, no map tiles to download (as the agents' farms map). */
export function HubsMap({ hubs }: { hubs: Hub[] }) {
  const translate = useTranslate();
  if (!hubs.length) return null;
  const pad = 0.5;
  const west = Math.min(...hubs.map((h) => h.longitude)) - pad;
  const east = Math.max(...hubs.map((h) => h.longitude)) + pad;
  const south = Math.min(...hubs.map((h) => h.latitude)) - pad;
  const north = Math.max(...hubs.map((h) => h.latitude)) + pad;
  const mid = ((north + south) / 2) * (Math.PI / 180);
  const height = Math.max(120, Math.round((WIDTH * (north - south)) / ((east - west) * Math.cos(mid))));
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <svg
          viewBox={`0 0 ${WIDTH} ${height}`}
          width="100%"
          role="img"
          aria-label={translate(t('hubs.map'))}
          data-testid="hubs-map"
        >
          <rect x={0} y={0} width={WIDTH} height={height} fill="#f1f8e9" stroke="#aed581" />
          {hubs.map((hub) => (
            <circle
              key={hub.id}
              cx={((hub.longitude - west) / (east - west)) * WIDTH}
              cy={((north - hub.latitude) / (north - south)) * height}
              r={6}
              fill={hub.open ? '#2e7d32' : '#9e9e9e'}
              stroke="#1b5e20"
              data-testid="hub-dot"
            >
              <title>{hub.name}</title>
            </circle>
          ))}
        </svg>
        <Typography variant="caption" color="text.secondary">
          {translate(t('hubs.mapHelp'), { count: hubs.length })}
        </Typography>
      </CardContent>
    </Card>
  );
}
