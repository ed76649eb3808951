import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { DependencyUnavailableError, unavailableDependency } from './dependency-errors';

describe('which dependency an error says is unavailable', () => {
  it('recognises PostgreSQL gone, restarting or too slow, also wrapped by TypeORM', () => {
    expect(
      unavailableDependency(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe('database');
    expect(unavailableDependency(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(unavailableDependency(new Error('timeout exceeded when trying to connect'))).toBe('database');
    const wrapped = Object.assign(new Error('terminating connection due to administrator command'), {
      name: 'QueryFailedError',
      driverError: { code: '57P01' },
    });
    expect(unavailableDependency(wrapped)).toBe('database');
    expect(
      unavailableDependency(
        Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      ),
    ).toBe('database');
  });

  it('recognises the connection lost under a unit of work: a released query runner, an ended pool, a killed postmaster', () => {
    expect(unavailableDependency(new QueryRunnerAlreadyReleasedError())).toBe('database');
    expect(unavailableDependency(new QueryRunnerProviderAlreadyReleasedError())).toBe('database');
    expect(unavailableDependency(new Error('Cannot use a pool after calling end on the pool'))).toBe('database');
    expect(unavailableDependency(new Error('terminating connection due to unexpected postmaster exit'))).toBe(
      'database',
    );
    expect(unavailableDependency(new Error('Query read timeout'))).toBe('database');
  });

  it('recognises Redis gone or too slow', () => {
    expect(unavailableDependency(new Error('Command timed out'))).toBe('redis');
    expect(
      unavailableDependency(
        Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
          name: 'MaxRetriesPerRequestError',
        }),
      ),
    ).toBe('redis');
    expect(
      unavailableDependency(new DependencyUnavailableError('redis', 'Adding mail/send-mail took more than 3000 ms')),
    ).toBe('redis');
  });

  it('leaves every other error alone', () => {
    expect(unavailableDependency(new Error('duplicate key value violates unique constraint'))).toBeNull();
    expect(unavailableDependency(Object.assign(new Error('value too long'), { code: '22001' }))).toBeNull();
    expect(unavailableDependency(Object.assign(new Error('unique'), { code: '23505' }))).toBeNull();
    expect(unavailableDependency(undefined)).toBeNull();
  });
});
