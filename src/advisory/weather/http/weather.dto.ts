import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { WeatherPlace } from '../domain/weather-location';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const FINITE = { allowNaN: false, allowInfinity: false };

function optionalText(value: string | null | undefined): string | null {
  return value ? value : null;
}

/** A place to save: the farm's name is required, and where it is. */
export class WeatherLocationDto {
  @ApiProperty({ maxLength: 100, description: 'The farm name', example: 'Musa maize farm' })
  @Transform(trim)
  @IsString({ message: 'WEATHER_FARM_NAME_REQUIRED' })
  @IsNotEmpty({ message: 'WEATHER_FARM_NAME_REQUIRED' })
  @MaxLength(100, { message: 'WEATHER_NAME_TOO_LONG' })
  name: string;

  @ApiProperty({ type: Number, minimum: -90, maximum: 90, example: 12.0022 })
  @IsNumber(FINITE, { message: 'WEATHER_LATITUDE_INVALID' })
  @Min(-90, { message: 'WEATHER_LATITUDE_INVALID' })
  @Max(90, { message: 'WEATHER_LATITUDE_INVALID' })
  latitude: number;

  @ApiProperty({ type: Number, minimum: -180, maximum: 180, example: 8.592 })
  @IsNumber(FINITE, { message: 'WEATHER_LONGITUDE_INVALID' })
  @Min(-180, { message: 'WEATHER_LONGITUDE_INVALID' })
  @Max(180, { message: 'WEATHER_LONGITUDE_INVALID' })
  longitude: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'WEATHER_ADDRESS_TOO_LONG' })
  @MaxLength(300, { message: 'WEATHER_ADDRESS_TOO_LONG' })
  address?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, description: 'LGA, district or department' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'WEATHER_NAME_TOO_LONG' })
  @MaxLength(100, { message: 'WEATHER_NAME_TOO_LONG' })
  lga?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'WEATHER_NAME_TOO_LONG' })
  @MaxLength(100, { message: 'WEATHER_NAME_TOO_LONG' })
  state?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'WEATHER_NAME_TOO_LONG' })
  @MaxLength(100, { message: 'WEATHER_NAME_TOO_LONG' })
  country?: string | null;

  place(): WeatherPlace {
    return {
      name: this.name,
      latitude: this.latitude,
      longitude: this.longitude,
      address: optionalText(this.address),
      lga: optionalText(this.lga),
      state: optionalText(this.state),
      country: optionalText(this.country),
    };
  }
}

/** ?latitude=&longitude= of a place. */
export class CoordinatesQueryDto {
  @ApiProperty({ type: Number, minimum: -90, maximum: 90, example: 9.08 })
  @Type(() => Number)
  @IsNumber(FINITE, { message: 'WEATHER_LATITUDE_INVALID' })
  @Min(-90, { message: 'WEATHER_LATITUDE_INVALID' })
  @Max(90, { message: 'WEATHER_LATITUDE_INVALID' })
  latitude: number;

  @ApiProperty({ type: Number, minimum: -180, maximum: 180, example: 7.4 })
  @Type(() => Number)
  @IsNumber(FINITE, { message: 'WEATHER_LONGITUDE_INVALID' })
  @Min(-180, { message: 'WEATHER_LONGITUDE_INVALID' })
  @Max(180, { message: 'WEATHER_LONGITUDE_INVALID' })
  longitude: number;
}

export class PlaceSearchQueryDto {
  @ApiProperty({
    minLength: 2,
    maxLength: 100,
    description: 'A place name, optionally followed by a comma and a country or state',
    example: 'Ibadan',
  })
  @Transform(trim)
  @IsString({ message: 'WEATHER_PLACE_NAME_INVALID' })
  @MinLength(2, { message: 'WEATHER_PLACE_NAME_INVALID' })
  @MaxLength(100, { message: 'WEATHER_PLACE_NAME_INVALID' })
  name: string;
}

export class WeatherLocationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true }) lga: string | null;
  @ApiProperty({ type: String, nullable: true }) state: string | null;
  @ApiProperty({ type: String, nullable: true }) country: string | null;
  @ApiProperty() createdAt: string;
}

export class DeletedWeatherLocationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
}

export class WeatherUnitsResponse {
  @ApiProperty({ example: '°C' }) temperature: string;
  @ApiProperty({ example: 'km/h' }) windSpeed: string;
  @ApiProperty({ example: 'mm' }) precipitation: string;
  @ApiProperty({ example: 'mm' }) evapotranspiration: string;
}

export class CurrentWeatherResponse {
  @ApiProperty({ description: 'Local time, yyyy-mm-ddThh:mm' }) time: string;
  @ApiProperty({ type: Number, nullable: true }) temperature: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Relative humidity, %' }) humidity: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'WMO weather code' }) weatherCode: number | null;
  @ApiProperty({ type: Number, nullable: true }) windSpeed: number | null;
  @ApiProperty({ type: Number, nullable: true }) precipitation: number | null;
}

export class DailyWeatherResponse {
  @ApiProperty({ description: 'Local date, yyyy-mm-dd' }) date: string;
  @ApiProperty({ type: Number, nullable: true, description: 'WMO weather code (the most severe of the day)' })
  weatherCode: number | null;
  @ApiProperty({ type: Number, nullable: true }) temperatureMax: number | null;
  @ApiProperty({ type: Number, nullable: true }) temperatureMin: number | null;
  @ApiProperty({ type: Number, nullable: true }) precipitationSum: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '%' }) precipitationProbabilityMax: number | null;
  @ApiProperty({ type: Number, nullable: true }) windSpeedMax: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Reference evapotranspiration (FAO-56), mm' }) et0:
    number | null;
  @ApiProperty({ type: String, nullable: true }) sunrise: string | null;
  @ApiProperty({ type: String, nullable: true }) sunset: string | null;
}

export class HourlyWeatherResponse {
  @ApiProperty({ description: 'Local time, yyyy-mm-ddThh:mm (values of the preceding hour)' }) time: string;
  @ApiProperty({ type: Number, nullable: true }) temperature: number | null;
  @ApiProperty({ type: Number, nullable: true }) humidity: number | null;
  @ApiProperty({ type: Number, nullable: true }) dewPoint: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Chance of more than 0.1 mm, %' })
  precipitationProbability: number | null;
  @ApiProperty({ type: Number, nullable: true }) precipitation: number | null;
  @ApiProperty({ type: Number, nullable: true }) windSpeed: number | null;
  @ApiProperty({ type: Number, nullable: true }) weatherCode: number | null;
  @ApiProperty({ type: Number, nullable: true }) et0: number | null;
}

export class AttributionResponse {
  @ApiProperty() text: string;
  @ApiProperty() url: string;
}

export class ForecastResponse {
  @ApiProperty({ description: 'The grid cell used' }) latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty({ type: Number, nullable: true }) elevation: number | null;
  @ApiProperty() timezone: string;
  @ApiProperty({ type: WeatherUnitsResponse }) units: WeatherUnitsResponse;
  @ApiProperty({ type: CurrentWeatherResponse, nullable: true }) current: CurrentWeatherResponse | null;
  @ApiProperty({ type: DailyWeatherResponse, nullable: true }) today: DailyWeatherResponse | null;
  @ApiProperty({ type: [DailyWeatherResponse], description: 'The six days after today' })
  upcomingDays: DailyWeatherResponse[];
  @ApiProperty({ type: [HourlyWeatherResponse] }) hourly: HourlyWeatherResponse[];
  @ApiProperty({ type: AttributionResponse }) attribution: AttributionResponse;
}

export class SprayWindowResponse {
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @ApiProperty() hours: number;
  @ApiProperty() maxWindSpeed: number;
  @ApiProperty() maxTemperature: number;
  @ApiProperty({ description: 'Dry hours forecast right after the window: compare with the product label' })
  dryHoursAfter: number;
}

export class FieldWorkDayResponse {
  @ApiProperty() date: string;
  @ApiProperty({ type: [SprayWindowResponse] }) sprayWindows: SprayWindowResponse[];
  @ApiProperty({ type: String, nullable: true, enum: ['WIND', 'RAIN', 'HOT_DRY', 'DARK'] }) noSprayReason:
    string | null;
  @ApiProperty({ type: Number, nullable: true }) rainExpectedMm: number | null;
  @ApiProperty({ type: Number, nullable: true }) rainChance: number | null;
  @ApiProperty({ type: Number, nullable: true }) et0: number | null;
  @ApiProperty({ description: "A short line in the caller's language" }) advice: string;
}

export class FieldWorkResponse {
  @ApiProperty({ type: [FieldWorkDayResponse] }) days: FieldWorkDayResponse[];
  @ApiProperty({ type: Number, nullable: true }) rainExpectedMm: number | null;
  @ApiProperty({ type: Number, nullable: true }) et0TotalMm: number | null;
}

export class LocationForecastResponse {
  @ApiProperty({ type: WeatherLocationResponse }) location: WeatherLocationResponse;
  @ApiProperty({ type: ForecastResponse }) forecast: ForecastResponse;
  @ApiProperty({ type: FieldWorkResponse }) fieldWork: FieldWorkResponse;
}

export class OutlookPeriodResponse {
  @ApiProperty() start: string;
  @ApiProperty({ type: Number, nullable: true }) precipitationMean: number | null;
  @ApiProperty({ type: Number, nullable: true }) precipitationAnomaly: number | null;
}

export class RainfallOutlookResponse {
  @ApiProperty() latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty({ description: 'Unit of the weekly values, as the service gives it' }) weeklyUnit: string;
  @ApiProperty() monthlyUnit: string;
  @ApiProperty({ type: [OutlookPeriodResponse], description: 'The next 4 weeks' }) weeks: OutlookPeriodResponse[];
  @ApiProperty({ type: [OutlookPeriodResponse], description: 'The next 6 months' }) months: OutlookPeriodResponse[];
  @ApiProperty({ type: AttributionResponse }) attribution: AttributionResponse;
}

export class FoundPlaceResponse {
  @ApiProperty() name: string;
  @ApiProperty() latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty({ type: String, nullable: true }) country: string | null;
  @ApiProperty({ type: String, nullable: true }) countryCode: string | null;
  @ApiProperty({ type: String, nullable: true }) admin1: string | null;
  @ApiProperty({ type: String, nullable: true }) admin2: string | null;
}
