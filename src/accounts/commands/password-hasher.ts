import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';

/**
 * argon2id, slow on purpose: its cost comes from the settings (the library's defaults, 64 MiB and 3 passes,
 * unless told otherwise; the tests take the minimum). A hash keeps its own cost, so hashes made under an
 * earlier setting still verify.
 */
@Injectable()
export class PasswordHasher {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    const { memoryKib, timeCost } = this.config.passwordHash;
    return argon2.hash(password, { type: argon2.argon2id, memoryCost: memoryKib, timeCost });
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
