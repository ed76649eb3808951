import { decider } from '../../../kernel/testing/given-when-then';
import {
  decideDelete,
  decideSave,
  evolveWeatherLocation,
  initialWeatherLocationState,
  WeatherLocationDeleted,
  WeatherLocationSaved,
} from './weather-location';

const place = { sealed: 1 as const, subject: 'u1', iv: '', tag: '', data: '' };
const NOW = '2026-01-01T00:00:00.000Z';
const saved = WeatherLocationSaved.create({ locationId: 'l1', ownerId: 'u1', place, at: NOW });
const deleted = WeatherLocationDeleted.create({ locationId: 'l1', ownerId: 'u1', at: NOW });
const location = decider(evolveWeatherLocation, initialWeatherLocationState);

describe('a saved weather location', () => {
  it('is saved once', () => {
    location
      .given()
      .when((s) => decideSave(s, { locationId: 'l1', ownerId: 'u1', place, now: NOW }))
      .then(saved);
    location
      .given(saved)
      .when((s) => decideSave(s, { locationId: 'l1', ownerId: 'u1', place, now: NOW }))
      .thenFails('WEATHER_LOCATION_ALREADY_EXISTS');
  });

  it('is deleted by its owner only, and only once', () => {
    location
      .given(saved)
      .when((s) => decideDelete(s, { locationId: 'l1', ownerId: 'u1', now: NOW }))
      .then(deleted);
    location
      .given(saved)
      .when((s) => decideDelete(s, { locationId: 'l1', ownerId: 'u2', now: NOW }))
      .thenFails('WEATHER_LOCATION_NOT_FOUND');
    location
      .given(saved, deleted)
      .when((s) => decideDelete(s, { locationId: 'l1', ownerId: 'u1', now: NOW }))
      .thenFails('WEATHER_LOCATION_NOT_FOUND');
    location
      .given()
      .when((s) => decideDelete(s, { locationId: 'l1', ownerId: 'u1', now: NOW }))
      .thenFails('WEATHER_LOCATION_NOT_FOUND');
  });
});
