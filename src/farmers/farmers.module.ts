import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import './farmers.errors';
import './farmers.messages';
import { FARMS_CONTROLLERS, FARMS_PROVIDERS } from './farms/farms.parts';
import { RECORDS_CONTROLLERS, RECORDS_ENTITIES, RECORDS_PROVIDERS } from './records/records.parts';
import { FarmerScope } from './registry/queries/farmer-scope';

/** Farmers, their farms and planting records. */
@Module({
  imports: [TypeOrmModule.forFeature([...RECORDS_ENTITIES])],
  controllers: [...FARMS_CONTROLLERS, ...RECORDS_CONTROLLERS],
  providers: [FarmerScope, ...FARMS_PROVIDERS, ...RECORDS_PROVIDERS],
})
export class FarmersModule {}
