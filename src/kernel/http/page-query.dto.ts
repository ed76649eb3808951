import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { PageRequest } from './envelopes';

/** The last page a list may be asked for: far beyond any real list, and small enough that page × size fits any OFFSET. */
export const PAGE_MAX = 1_000_000;

/** ?page=0&size=20; pages count from 0. Extend it and override `size`'s default where the spec names another. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 0, maximum: PAGE_MAX, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(PAGE_MAX)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  size?: number;

  @ApiPropertyOptional({
    description: 'field,asc or field,desc (lists say which fields they sort by; others keep their order)',
    example: 'createdAt,desc',
  })
  @IsOptional()
  @Matches(/^[A-Za-z][A-Za-z0-9.]{0,40},(asc|desc|ASC|DESC)$/)
  sort?: string;

  pageRequest(defaultSize = 20): PageRequest {
    const [field, direction] = this.sort?.split(',') ?? [];
    return {
      page: this.page ?? 0,
      size: this.size ?? defaultSize,
      ...(field ? { sort: { field, direction: direction.toUpperCase() as 'ASC' | 'DESC' } } : {}),
    };
  }
}
