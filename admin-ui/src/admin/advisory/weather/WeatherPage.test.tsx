import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { ApiError } from '../../api/errors';
import weather from './messages';
import type { Forecast } from '../../../shared/weather';
import type { LocationForecast, WeatherLocation } from './api';
import { WeatherPage } from './WeatherPage';

// Recharts measures its container, which jsdom does not lay out.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, kasuwa: { weather: weather.en.texts, common: { loading: 'Loading…' } } }),
  'en',
);

// The Brno reply of the replay fixtures (test/support/open-meteo), as the API maps it.
const FORECAST: Forecast = {
  latitude: 49.2,
  longitude: 16.599998,
  elevation: 231,
  timezone: 'Europe/Prague',
  units: { temperature: '°C', windSpeed: 'km/h', precipitation: 'mm', evapotranspiration: 'mm' },
  current: {
    time: '2026-10-01T15:00',
    temperature: 23.2,
    humidity: 27,
    weatherCode: 0,
    windSpeed: 20.3,
    precipitation: null,
  },
  today: {
    date: '2026-10-01',
    weatherCode: 3,
    temperatureMax: 23.2,
    temperatureMin: 13.1,
    precipitationSum: null,
    precipitationProbabilityMax: 0,
    windSpeedMax: null,
    et0: null,
    sunrise: '2026-10-01T06:53',
    sunset: '2026-10-01T18:32',
  },
  upcomingDays: [
    {
      date: '2026-10-02',
      weatherCode: 3,
      temperatureMax: 23.0,
      temperatureMin: 12.6,
      precipitationSum: null,
      precipitationProbabilityMax: 0,
      windSpeedMax: null,
      et0: null,
      sunrise: null,
      sunset: null,
    },
    {
      date: '2026-10-03',
      weatherCode: 3,
      temperatureMax: 22.5,
      temperatureMin: 9.6,
      precipitationSum: null,
      precipitationProbabilityMax: 0,
      windSpeedMax: null,
      et0: null,
      sunrise: null,
      sunset: null,
    },
  ],
  hourly: [],
  attribution: { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' },
};

const FARM: WeatherLocation = {
  id: 'f1',
  name: 'Brno trial plot',
  latitude: 49.1951,
  longitude: 16.6068,
  address: 'Brno',
  lga: null,
  state: 'South Moravian',
  country: 'Czechia',
  createdAt: '2026-10-01T10:00:00.000Z',
};

const LOCATION_FORECAST: LocationForecast = {
  location: FARM,
  forecast: FORECAST,
  fieldWork: {
    rainExpectedMm: null,
    et0TotalMm: null,
    days: [
      {
        date: '2026-10-01',
        sprayWindows: [],
        noSprayReason: 'DARK',
        rainExpectedMm: null,
        rainChance: 0,
        et0: null,
        advice: 'No spray window: no daylight hours in the forecast.',
      },
    ],
  },
};

const unavailable = () =>
  new ApiError('Weather is unavailable at the moment. Try again later.', 503, {}, 'WEATHER_UNAVAILABLE', []);

function stub(overrides: Record<string, unknown> = {}) {
  return {
    getList: vi.fn(async (resource: string) =>
      resource === 'weather-locations' ? { data: [FARM], total: 1 } : { data: [], total: 0 },
    ),
    locationForecast: vi.fn(async () => LOCATION_FORECAST),
    forecastAt: vi.fn(async () => FORECAST),
    rainfallOutlook: vi.fn(async () => {
      throw unavailable();
    }),
    searchPlaces: vi.fn(async () => [
      {
        name: 'Brno',
        latitude: 49.19522,
        longitude: 16.60796,
        country: 'Czechia',
        countryCode: 'CZ',
        admin1: 'South Moravian',
        admin2: 'Město Brno',
      },
    ]),
    saveWeatherLocation: vi.fn(async (location: object) => ({
      success: true,
      message: 'Location saved.',
      data: { ...FARM, ...location, id: 'f2' },
    })),
    deleteWeatherLocation: vi.fn(async (id: string) => ({ success: true, message: 'Location deleted.', data: { id } })),
    ...overrides,
  };
}

function renderAt(path: string, api: ReturnType<typeof stub>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
        <WeatherPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the weather screen', () => {
  it('lists my locations and shows a saved farm’s forecast, its field work, and the outlook as unavailable', async () => {
    const api = stub();
    renderAt('/advisory/weather/my-locations', api);
    const table = await screen.findByRole('table', { name: 'My locations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Farm', 'Place', 'Coordinates', 'Actions']);
    expect(within(table).getByTestId('weather-location-row').textContent).toContain('Brno trial plot');

    fireEvent.click(screen.getByTestId('weather-location-show'));
    expect((await screen.findByTestId('weather-now')).textContent).toContain('23.2 °C');
    expect(screen.getByTestId('weather-today').textContent).toContain('High 23.2 °C · Low 13.1 °C');
    expect(screen.getByTestId('weather-today').textContent).toContain('Overcast');
    expect(screen.getByTestId('weather-day-2026-10-03').textContent).toContain('Low 9.6 °C');
    expect(screen.getByTestId('field-work-2026-10-01').textContent).toContain(
      'No spray window: no daylight hours in the forecast.',
    );
    expect(api.locationForecast).toHaveBeenCalledWith('f1', expect.anything());
    expect((await screen.findByTestId('weather-unavailable')).textContent).toContain(
      'Weather is unavailable at the moment. Try again later.',
    );
  });

  it('says the weather is unavailable, with a retry, when the service cannot be reached', async () => {
    const api = stub({
      locationForecast: vi.fn(async () => {
        throw unavailable();
      }),
    });
    renderAt('/advisory/weather/my-locations', api);
    fireEvent.click(await screen.findByTestId('weather-location-show'));
    const alert = await screen.findByTestId('weather-unavailable');
    expect(alert.textContent).toContain('Weather is unavailable at the moment. Try again later.');
    api.locationForecast.mockImplementation(async () => LOCATION_FORECAST);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('weather-today')).textContent).toContain('Overcast');
  });

  it('deletes a location after asking', async () => {
    const api = stub();
    renderAt('/advisory/weather/my-locations', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Brno trial plot' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this location?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deleteWeatherLocation).toHaveBeenCalledWith('f1'));
    // The list is read again once the location is gone.
    await waitFor(() => expect(api.getList).toHaveBeenCalledTimes(2));
  });

  it('searches an address, shows its forecast and saves it only with a farm name', async () => {
    const api = stub();
    renderAt('/advisory/weather', api);
    fireEvent.change(screen.getByTestId('weather-search'), { target: { value: 'Brno' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByTestId('weather-place'));
    expect((await screen.findByTestId('weather-today')).textContent).toContain('Overcast');
    expect(api.forecastAt).toHaveBeenCalledWith(49.19522, 16.60796, expect.anything());

    fireEvent.click(screen.getByTestId('weather-save-open'));
    const dialog = screen.getByRole('dialog', { name: 'Save this location' });
    fireEvent.click(within(dialog).getByTestId('weather-save-submit'));
    expect(await within(dialog).findByText('Give the farm a name.')).toBeTruthy();
    expect(api.saveWeatherLocation).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByTestId('weather-farm-name'), { target: { value: ' Brno trial plot ' } });
    fireEvent.click(within(dialog).getByTestId('weather-save-submit'));
    await waitFor(() =>
      expect(api.saveWeatherLocation).toHaveBeenCalledWith({
        name: 'Brno trial plot',
        latitude: 49.19522,
        longitude: 16.60796,
        address: 'Brno',
        lga: 'Město Brno',
        state: 'South Moravian',
        country: 'Czechia',
      }),
    );
  });
});
