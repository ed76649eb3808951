import { describeFailure } from './process-lifecycle';

describe('a failed start', () => {
  it('says what failed, whatever was thrown', () => {
    expect(describeFailure(new Error('port 54329 is already in use'))).toBe('port 54329 is already in use');
    expect(describeFailure(undefined)).toBe("an unknown error (nothing was reported); run with LOG_LEVEL=debug to see the services' own logs");
    expect(describeFailure('postgres exited')).toBe('postgres exited');
    expect(describeFailure({ code: 1 })).toBe('{"code":1}');
  });
});
