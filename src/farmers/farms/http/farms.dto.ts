import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { FarmDetails, isFarmSize, SIZE_UNITS, SizeUnit } from '../domain/farm';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class FarmEditDto {
  @ApiProperty({ example: 'Dawakin Tofa plot', maxLength: 100 })
  @Transform(trim)
  @IsString({ message: 'FARM_NAME_REQUIRED' })
  @IsNotEmpty({ message: 'FARM_NAME_REQUIRED' })
  @MaxLength(100, { message: 'RECORD_TEXT_TOO_LONG' })
  name: string;

  @ApiProperty({ example: 2.5, description: 'Greater than 0, at most 8 digits' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'FARM_SIZE_INVALID' })
  @ValidateBy(
    { name: 'farmSize', validator: { validate: (value: unknown) => typeof value === 'number' && isFarmSize(value) } },
    { message: 'FARM_SIZE_INVALID' },
  )
  size: number;

  @ApiProperty({ enum: SIZE_UNITS, description: 'HA (hectares), ACRE or M2 (square metres)' })
  @IsIn(SIZE_UNITS, { message: 'FARM_SIZE_UNIT_INVALID' })
  sizeUnit: SizeUnit;

  @ApiProperty({ example: 'Dawakin Tofa', maxLength: 100 })
  @Transform(trim)
  @IsString({ message: 'FARM_COMMUNITY_REQUIRED' })
  @IsNotEmpty({ message: 'FARM_COMMUNITY_REQUIRED' })
  @MaxLength(100, { message: 'FARM_COMMUNITY_REQUIRED' })
  community: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'FARM_ADDRESS_TOO_LONG' })
  @MaxLength(100, { message: 'FARM_ADDRESS_TOO_LONG' })
  address?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90, example: 12.0022 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'FARM_LATITUDE_INVALID' })
  @Min(-90, { message: 'FARM_LATITUDE_INVALID' })
  @Max(90, { message: 'FARM_LATITUDE_INVALID' })
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180, example: 8.592 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'FARM_LONGITUDE_INVALID' })
  @Min(-180, { message: 'FARM_LONGITUDE_INVALID' })
  @Max(180, { message: 'FARM_LONGITUDE_INVALID' })
  longitude?: number | null;

  details(): FarmDetails {
    return {
      name: this.name,
      size: this.size,
      sizeUnit: this.sizeUnit,
      community: this.community,
      address: this.address || null,
      latitude: this.latitude ?? null,
      longitude: this.longitude ?? null,
    };
  }
}

export class FarmDto extends FarmEditDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The client’s id for the farm (offline capture): a retry with the same id and details makes one farm',
  })
  @IsOptional()
  @IsUUID('all')
  id?: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  farmerId: string;
}

export class FarmResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) farmerId: string;
  @ApiProperty() name: string;
  @ApiProperty() size: number;
  @ApiProperty({ enum: SIZE_UNITS }) sizeUnit: string;
  @ApiProperty({ description: 'The size in hectares' }) sizeHa: number;
  @ApiProperty() community: string;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: Number, nullable: true }) latitude: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude: number | null;
  @ApiProperty({ format: 'uuid' }) mappedBy: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class DeletedResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
}
