import { useQuery } from '@tanstack/react-query';
import { useConsoleApi } from '../../api/useConsoleApi';
import { Loading, Unavailable, WEATHER_KEY } from './WeatherStatus';
import { ForecastPanel } from './ForecastPanel';
import { OutlookPanel } from './OutlookPanel';
import { FieldWorkPanel } from './FieldWorkPanel';

/** The forecast of a point (search by address). */
export function PointForecast({ latitude, longitude }: { latitude: number; longitude: number }) {
  const api = useConsoleApi();
  const query = useQuery({
    queryKey: [WEATHER_KEY, 'forecast', latitude, longitude],
    queryFn: ({ signal }) => api.forecastAt(latitude, longitude, signal),
    retry: false,
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <Unavailable error={query.error} retry={() => void query.refetch()} />;
  return (
    <>
      <ForecastPanel forecast={query.data} />
      <OutlookPanel latitude={latitude} longitude={longitude} />
    </>
  );
}

/** A saved location's forecast with its field work, and its outlooks. */
export function SavedLocationForecast({ id }: { id: string }) {
  const api = useConsoleApi();
  const query = useQuery({
    queryKey: [WEATHER_KEY, 'location-forecast', id],
    queryFn: ({ signal }) => api.locationForecast(id, signal),
    retry: false,
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <Unavailable error={query.error} retry={() => void query.refetch()} />;
  const { location, forecast, fieldWork } = query.data;
  return (
    <>
      <ForecastPanel forecast={forecast} />
      <FieldWorkPanel work={fieldWork} />
      <OutlookPanel latitude={location.latitude} longitude={location.longitude} />
    </>
  );
}
