import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { StoredIdField } from '../../../kernel/http/dto-fields';

export class UnitTypesQueryDto {
  @StoredIdField({ optional: true, description: 'Only the units used in this country, and those used everywhere.' })
  countryId?: number;
}

class ReferenceEntryResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() nameFr: string;
  @ApiProperty({
    description: 'Where the entry comes from (source keys are explained in the FarmerRecordTypes migration).',
  })
  source: string;
}

export class SimpleTypeResponse extends ReferenceEntryResponse {
  @ApiProperty({ type: String, nullable: true }) note: string | null;
}

export class CropTypeResponse extends ReferenceEntryResponse {
  @ApiProperty({ description: 'Crop family (FAO ICC 1.1 group)', example: 'Cereals' }) family: string;
  @ApiProperty({ example: 'Céréales' }) familyFr: string;
  @ApiProperty({ example: 'Zea mays' }) botanicalName: string;
}

export class FertilizerTypeResponse extends SimpleTypeResponse {
  @ApiProperty({ example: 'NPK' }) code: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'N-P2O5-K2O where the product has one fixed grade',
    example: '46-0-0',
  })
  grade: string | null;
}

export class UnitTypeResponse extends SimpleTypeResponse {
  @ApiProperty({ enum: ['MASS', 'VOLUME'] }) measure: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Kilograms in one unit; null where no source gives a figure',
    example: 30,
  })
  kgPerUnit: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Litres in one unit (volume units)' }) litrePerUnit:
    number | null;
  @ApiProperty({
    enum: ['SI', 'NOMINAL', 'STATED', 'SPEC_ONLY', 'UNKNOWN'],
    description: 'How the equivalent is known',
  })
  basis: string;
  @ApiProperty({ type: String, nullable: true }) commodity: string | null;
  @ApiProperty({
    type: [Number],
    nullable: true,
    description: 'Countries where a source places the unit; null: everywhere',
  })
  countryIds: number[] | null;
}
