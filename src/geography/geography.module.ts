import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { COUNTRY_LOOKUP } from '../kernel/auth/access.ports';
import './geography.errors';
import { CountryDirectory } from './queries/country-directory';
import { DirectoryCountryLookup } from './queries/country-lookup';
import { GeographyQueries } from './queries/geography.queries';
import { GeographyController } from './http/geography.controller';
import { CitySectorEntity } from './read-models/city-sector.entity';
import { CityEntity } from './read-models/city.entity';
import { CountryEntity } from './read-models/country.entity';
import { RegionEntity } from './read-models/region.entity';
import { RoleEntity } from './read-models/role.entity';
import { StateEntity } from './read-models/state.entity';

export const GEOGRAPHY_ENTITIES = [CountryEntity, RegionEntity, StateEntity, CityEntity, CitySectorEntity, RoleEntity];

/**
 * Reference data: countries, regions, states, cities and roles (seeded by the Geography migration, read-only here).
 * It depends on no other module; those that use it (and the kernel's access guard, for COUNTRY_LOOKUP) import it.
 */
@Module({
  imports: [TypeOrmModule.forFeature(GEOGRAPHY_ENTITIES)],
  controllers: [GeographyController],
  providers: [
    CountryDirectory,
    GeographyQueries,
    DirectoryCountryLookup,
    { provide: COUNTRY_LOOKUP, useExisting: DirectoryCountryLookup },
  ],
  exports: [CountryDirectory, GeographyQueries, COUNTRY_LOOKUP],
})
export class GeographyModule {}
