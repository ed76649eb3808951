import * as jwt from 'jsonwebtoken';
import { createSecretKey } from 'node:crypto';
import { VerifiedTokens } from './verified-tokens';

const OPTIONS: jwt.VerifyOptions = { algorithms: ['HS256'] };
const keyA = createSecretKey(Buffer.from('a'.repeat(32)));
const keyB = createSecretKey(Buffer.from('b'.repeat(32)));

/** The verifier's answer as a promise. */
const check = (tokens: VerifiedTokens, token: string, key = keyA) =>
  new Promise<jwt.JwtPayload>((resolve, reject) =>
    tokens.verify(token, key, OPTIONS, (error, payload) =>
      error ? reject(error) : resolve(payload as jwt.JwtPayload),
    ),
  );

describe('VerifiedTokens', () => {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const token = jwt.sign({ sub: 'user-1', sid: 'session-1', iat: nowSeconds, exp: nowSeconds + 60 }, 'a'.repeat(32), {
    algorithm: 'HS256',
  });

  it('checks a token once, then answers its payload without checking it again while it has not expired', async () => {
    const tokens = new VerifiedTokens(() => nowSeconds * 1000);
    expect(await check(tokens, token)).toMatchObject({ sub: 'user-1', sid: 'session-1' });
    // jsonwebtoken's clock moved past the expiry, so checking the token again would refuse it (as a verifier that has
    // not seen it does); the one that checked it gives the kept payload.
    jest.useFakeTimers({ now: (nowSeconds + 120) * 1000, doNotFake: ['nextTick', 'setImmediate'] });
    try {
      expect(await check(tokens, token)).toMatchObject({ sub: 'user-1', sid: 'session-1' });
      await expect(check(new VerifiedTokens(() => nowSeconds * 1000), token)).rejects.toThrow(/jwt expired/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('checks it again once it has expired, and refuses it then', async () => {
    let now = Date.now();
    const tokens = new VerifiedTokens(() => now);
    await check(tokens, token);
    now = (nowSeconds + 60) * 1000;
    jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate'] });
    try {
      await expect(check(tokens, token)).rejects.toThrow(/jwt expired/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes a token as checked only for the key it was checked with', async () => {
    const tokens = new VerifiedTokens();
    await check(tokens, token, keyA);
    await expect(check(tokens, token, keyB)).rejects.toThrow(/invalid signature/);
  });

  it('refuses a changed token, and does not keep what it refused', async () => {
    const tokens = new VerifiedTokens();
    const [header, , signature] = token.split('.');
    const forged = [
      header,
      Buffer.from(JSON.stringify({ sub: 'admin', sid: 'session-1', exp: nowSeconds + 60 })).toString('base64url'),
      signature,
    ].join('.');
    await expect(check(tokens, forged)).rejects.toThrow(/invalid signature/);
    await expect(check(tokens, forged)).rejects.toThrow(/invalid signature/);
  });
});
