import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageRequest } from './envelopes';

/** ?page=0&size=20; pages count from 0. Extend it and override `size`'s default where the spec names another. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  size?: number;

  pageRequest(defaultSize = 20): PageRequest {
    return { page: this.page ?? 0, size: this.size ?? defaultSize };
  }
}
