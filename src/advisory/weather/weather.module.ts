import { Module } from '@nestjs/common';
import { DeleteWeatherLocationHandler, SaveWeatherLocationHandler } from './commands/weather-location.commands';
import { WeatherController } from './http/weather.controller';
import { OpenMeteoProvider } from './provider/open-meteo.provider';
import { WeatherCache } from './provider/weather-cache';
import { WEATHER_PROVIDER } from './provider/weather-provider';
import { WeatherLocationViews } from './queries/weather-location.views';
import {
  ForecastAtHandler,
  ListMyWeatherLocationsHandler,
  LocationForecastHandler,
  RainfallOutlookHandler,
  SearchPlacesHandler,
} from './queries/weather.queries';
import { WeatherLocationProjection } from './read-models/weather-location.projection';
import './weather.errors';
import './weather.messages';

/**
 * Weather for saved farms: the caller's locations, forecasts through one WeatherProvider (Open-Meteo's adapter,
 * cached in Redis per rounded place and hour), the field-work advice, the rainfall outlooks and the place search.
 */
@Module({
  controllers: [WeatherController],
  providers: [
    { provide: WEATHER_PROVIDER, useClass: OpenMeteoProvider },
    WeatherCache,
    WeatherLocationViews,
    WeatherLocationProjection,
    SaveWeatherLocationHandler,
    DeleteWeatherLocationHandler,
    ListMyWeatherLocationsHandler,
    ForecastAtHandler,
    LocationForecastHandler,
    RainfallOutlookHandler,
    SearchPlacesHandler,
  ],
  exports: [WeatherCache],
})
export class WeatherModule {}
