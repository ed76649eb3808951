import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { usePreferences } from '../../shared/usePreferences';
import type { MessageKey } from '../messages';
import { useT } from '../useT';
import { isNotFound } from './errors';
import { formatPrice } from './format';
import { currentPosition, distanceKm, positionAllowed, roundKm, type Position } from './geo';
import { useRemote } from './useRemote';
import type { PublicProduct } from './types';

// Leaflet is only downloaded for products that have places to show.
const PlacesMap = lazy(() => import('./PlacesMap'));

const ROLE_LABELS: Record<string, MessageKey> = {
  ROLE_INPUT_PROVIDER: 'places.role.ROLE_INPUT_PROVIDER',
  ROLE_DISTRIBUTOR: 'places.role.ROLE_DISTRIBUTOR',
  ROLE_WHOLESALER: 'places.role.ROLE_WHOLESALER',
  ROLE_RETAILER: 'places.role.ROLE_RETAILER',
  ROLE_AGRODEALER: 'places.role.ROLE_AGRODEALER',
};

/**
 * Where to buy the product (GET retailers/{id}): a map, and the same places as a list with their price, whether the
 * seller of each place has it in stock (that seller's own stock) and, once the visitor shares their position, the
 * distance (nearest first).
 */
export function WhereToBuy({ product }: { product: PublicProduct }) {
  const t = useT();
  const { language } = usePreferences();
  const points = useRemote('/api/v1/retailers/{id}', { params: { path: { id: product.id } } });
  const [me, setMe] = useState<Position | null>(null);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');

  const locate = async () => {
    setLocating('busy');
    const found = await currentPosition();
    setMe(found);
    setLocating(found ? 'idle' : 'failed');
  };

  // Visitors who already allowed it see distances straight away; the others are asked on a click.
  useEffect(() => {
    let live = true;
    void positionAllowed().then((allowed) => {
      if (allowed && live) void locate();
    });
    return () => {
      live = false;
    };
  }, []);

  const places = useMemo(() => {
    const list = (points.data ?? []).map((point, index) => ({
      ...point,
      key: `${index}-${point.latitude}-${point.longitude}`,
      km: me ? distanceKm(me, point) : null,
    }));
    return me ? list.sort((a, b) => (a.km ?? 0) - (b.km ?? 0)) : list;
  }, [points.data, me]);

  const roleLabel = (role: string) => (ROLE_LABELS[role] ? t(ROLE_LABELS[role]) : role);
  const price = (value: string) => formatPrice(value, product.currency, language);

  return (
    <Box component="section" aria-labelledby="where-to-buy" data-testid="where-to-buy">
      <Typography id="where-to-buy" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('places.title')}
      </Typography>
      {points.isPending ? (
        <CircularProgress size={24} />
      ) : points.error && !isNotFound(points.error) ? (
        <Alert severity="error" data-testid="places-error">
          {t('places.error')}
        </Alert>
      ) : places.length === 0 ? (
        <Typography color="text.secondary" data-testid="places-empty">
          {t('places.none')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <Suspense fallback={<Box sx={{ height: 320, bgcolor: 'action.hover', borderRadius: 2 }} />}>
            <PlacesMap
              places={places.map((place) => ({
                key: place.key,
                latitude: place.latitude,
                longitude: place.longitude,
                title: place.company ?? roleLabel(place.role),
                detail: `${place.location} · ${price(place.price)} · ${t(place.inStock ? 'places.inStock' : 'places.outOfStock')}`,
              }))}
              me={me}
              label={t('places.map')}
              meLabel={t('places.you')}
            />
          </Suspense>
          <Box>
            {!me && (
              <Button
                size="small"
                startIcon={locating === 'busy' ? <CircularProgress size={16} /> : <MyLocationIcon />}
                disabled={locating === 'busy'}
                onClick={() => void locate()}
                data-testid="places-locate"
              >
                {t(locating === 'busy' ? 'places.locating' : 'places.locate')}
              </Button>
            )}
            {locating === 'failed' && (
              <Typography variant="body2" color="text.secondary" data-testid="places-locate-failed">
                {t('places.locateFailed')}
              </Typography>
            )}
            <List dense data-testid="places-list">
              {places.map((place) => (
                <ListItem key={place.key} disableGutters data-testid="place-item" alignItems="flex-start">
                  <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                    <PlaceIcon color="primary" fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={
                      <>
                        <Box component="span" sx={{ fontWeight: 600 }} data-testid="place-company">
                          {place.company ?? roleLabel(place.role)}
                        </Box>
                        {' · '}
                        <Box component="span" sx={{ fontWeight: 700, color: 'primary.main' }} data-testid="place-price">
                          {price(place.price)}
                        </Box>
                        {' · '}
                        <Box
                          component="span"
                          sx={{ fontWeight: place.inStock ? 700 : 400 }}
                          data-testid="place-stock"
                          data-in-stock={place.inStock ? 'true' : 'false'}
                        >
                          {t(place.inStock ? 'places.inStock' : 'places.outOfStock')}
                        </Box>
                      </>
                    }
                    secondary={
                      <>
                        {roleLabel(place.role)} · {place.location}
                        {place.km !== null && (
                          <>
                            {' · '}
                            <Box component="span" data-testid="place-distance">
                              {t('places.distance', { km: new Intl.NumberFormat(language).format(roundKm(place.km)) })}
                            </Box>
                          </>
                        )}
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        </Box>
      )}
    </Box>
  );
}
