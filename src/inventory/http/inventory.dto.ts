import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsISO8601, IsNumber, IsOptional, IsUUID, Matches, Max, Min } from 'class-validator';
import { BoundedInt, StoredIdField, TrimmedText } from '../../kernel/http/dto-fields';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import { DIRECTIONS, Direction } from '../domain/stock';

const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const ProductIdField = () =>
  applyDecorators(
    ApiProperty({ format: 'uuid', description: 'A product of the organisation, or one on sale in its country' }),
    IsUUID('all', { message: 'ORDER_PRODUCT_ID_FORMAT' }),
  );

// ---- Requests -------------------------------------------------------------------------------------------------------

export class WarehouseDto {
  @TrimmedText(120, { example: 'Kano central store' }) name: string;
  @TrimmedText(40, { description: 'Unique among the owner’s warehouses (whatever the case)', example: 'KN-01' })
  code: string;
  @TrimmedText(120, { description: 'Who runs it', example: 'Musa Bello' }) manager: string;
  @StoredIdField() stateId: number;
  @StoredIdField({ description: 'A local area (LGA, district...) of the state' }) cityId: number;
  @TrimmedText(300, { example: '12 Zaria Road' }) address: string;
  @ApiPropertyOptional({ minimum: -90, maximum: 90 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-90)
  @Max(90)
  latitude?: number;
  @ApiPropertyOptional({ minimum: -180, maximum: 180 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-180)
  @Max(180)
  longitude?: number;
}

class MovementBaseDto {
  @TrimmedText(60, { description: 'The reference printed on the waybill', example: 'WB-2026-0042' })
  waybillNumber: string;
  @ProductIdField() productId: string;
  @TrimmedText(40, { description: 'The pack size, as sold', example: '50kg' }) size: string;
  @BoundedInt(1, 1_000_000) quantity: number;
  @ApiProperty({ example: '2026-03-10', description: 'The day the goods moved' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'MOVEMENT_DATE_RULE' })
  @IsISO8601({ strict: true }, { message: 'MOVEMENT_DATE_RULE' })
  movementDate: string;
  @TrimmedText(500) comment: string;
}

/** The text fields of POST warehouse/movement (the waybill document comes as the file `document`). */
export class WarehouseMovementDto extends MovementBaseDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ID_INVALID' }) warehouseId: string;
  @ApiProperty({ enum: DIRECTIONS })
  @Transform(upper)
  @IsIn(DIRECTIONS, { message: 'MOVEMENT_DIRECTION_RULE' })
  direction: Direction;
}

/** The text fields of POST inventory-movement: the caller's own shop. */
export class InventoryMovementDto extends MovementBaseDto {
  @ApiProperty({ enum: DIRECTIONS })
  @Transform(upper)
  @IsIn(DIRECTIONS, { message: 'MOVEMENT_DIRECTION_RULE' })
  direction: Direction;
}

/** The text fields of POST warehouse/transfer. */
export class TransferDto extends MovementBaseDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ID_INVALID' }) fromWarehouseId: string;
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ID_INVALID' }) toWarehouseId: string;
}

export class ThresholdDto {
  @ProductIdField() productId: string;
  @TrimmedText(40, { example: '50kg' }) size: string;
  @BoundedInt(0, 1_000_000, {
    optional: true,
    description: 'Alert when the stock falls to this or below; null or left out removes it',
  })
  threshold?: number | null;
}

export class ExportQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'One warehouse only' })
  @IsOptional()
  @IsUUID('all', { message: 'ID_INVALID' })
  warehouseId?: string;
}

export class WarehousePageQueryDto extends PageQueryDto {}

// ---- Responses ------------------------------------------------------------------------------------------------------

export class WarehouseResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) ownerId: string;
  @ApiProperty() name: string;
  @ApiProperty() code: string;
  @ApiProperty() manager: string;
  @ApiProperty() stateId: number;
  @ApiProperty({ type: String, nullable: true }) stateName: string | null;
  @ApiProperty() cityId: number;
  @ApiProperty({ type: String, nullable: true }) cityName: string | null;
  @ApiProperty() address: string;
  @ApiProperty({ type: Number, nullable: true }) latitude: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class MovementResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['WAREHOUSE', 'SHOP'] }) kind: 'WAREHOUSE' | 'SHOP';
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) warehouseId: string | null;
  @ApiProperty({ type: String, nullable: true }) warehouseName: string | null;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty() size: string;
  @ApiProperty({ enum: DIRECTIONS }) direction: Direction;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'The stock after this movement' }) balance: number;
  @ApiProperty() waybillNumber: string;
  @ApiProperty({ type: String, nullable: true, description: 'Where the waybill document is downloaded' }) waybillUrl:
    string | null;
  @ApiProperty({ example: '2026-03-10' }) movementDate: string;
  @ApiProperty({ type: String, nullable: true }) comment: string | null;
  @ApiProperty({ format: 'uuid' }) recordedBy: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) transferId: string | null;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
}

export class StockLineResponse {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty() size: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ type: String, nullable: true, example: '12500.50' }) unitPrice: string | null;
  @ApiProperty({ example: '125005.00' }) value: string;
  @ApiProperty({ type: Number, nullable: true }) threshold: number | null;
  @ApiProperty({ enum: ['OUT', 'LOW', 'OK'] }) level: 'OUT' | 'LOW' | 'OK';
}

export class MovementDayResponse {
  @ApiProperty({ example: '2026-03-10' }) date: string;
  @ApiProperty() in: number;
  @ApiProperty() out: number;
}

export class LevelCountsResponse {
  @ApiProperty() out: number;
  @ApiProperty() low: number;
  @ApiProperty() ok: number;
}

export class WarehouseStockResponse {
  @ApiProperty({ type: WarehouseResponse }) warehouse: WarehouseResponse;
  @ApiProperty({ type: [StockLineResponse] }) lines: StockLineResponse[];
  @ApiProperty() totalQuantity: number;
  @ApiProperty({ example: '250010.00' }) totalValue: string;
  @ApiProperty({ type: LevelCountsResponse }) levels: LevelCountsResponse;
  @ApiProperty({ type: [MovementDayResponse] }) movementsByDay: MovementDayResponse[];
  @ApiProperty({ type: [MovementResponse] }) lastMovements: MovementResponse[];
}

export class ThresholdResponse {
  @ApiProperty({ format: 'uuid' }) warehouseId: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() size: string;
  @ApiProperty({ type: Number, nullable: true }) threshold: number | null;
}
