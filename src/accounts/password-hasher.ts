import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): slow on purpose. */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so an unknown user cannot be told from a wrong password. */
  async verifyNothing(password: string): Promise<false> {
    await this.verify(await this.dummyHash(), password);
    return false;
  }

  private dummy: Promise<string> | null = null;
  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash('no-such-user-password');
    return this.dummy;
  }
}
