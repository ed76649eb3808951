import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { ValidationFailedError } from '../errors/domain-error';
import { createValidationPipe } from './validation';

class PageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  page?: number;
}

const asQuery = { type: 'query' as const, metatype: PageQuery, data: undefined };

describe('the validation pipe on query strings', () => {
  it('converts a query string asked again the same way, each asker getting an instance of its own', async () => {
    const pipe = createValidationPipe();
    const first = (await pipe.transform({ page: '2' }, asQuery)) as PageQuery;
    const again = (await pipe.transform({ page: '2' }, asQuery)) as PageQuery;
    expect(first).toBeInstanceOf(PageQuery);
    expect(again).toBeInstanceOf(PageQuery);
    expect(again).toEqual({ page: 2 });
    expect(again).not.toBe(first);
    // What one asker does with its instance is not what the next one gets.
    again.page = 7;
    expect(await pipe.transform({ page: '2' }, asQuery)).toEqual({ page: 2 });
  });

  it('refuses an invalid query string every time it is asked, and an unknown field', async () => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 2; i++)
      await expect(pipe.transform({ page: '-1' }, asQuery)).rejects.toBeInstanceOf(ValidationFailedError);
    await pipe.transform({ page: '1' }, asQuery);
    await expect(pipe.transform({ page: '1', other: 'x' }, asQuery)).rejects.toBeInstanceOf(ValidationFailedError);
  });
});
