import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RECORDS_CONTROLLERS, RECORDS_ENTITIES, RECORDS_PROVIDERS } from './records/records.parts';

/** Farmers, their farms and planting records. */
@Module({
  imports: [TypeOrmModule.forFeature([...RECORDS_ENTITIES])],
  controllers: [...RECORDS_CONTROLLERS],
  providers: [...RECORDS_PROVIDERS],
})
export class FarmersModule {}
