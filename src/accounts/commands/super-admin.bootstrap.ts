import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ROLE_SUPER_ADMIN, ROLE_USER } from '../../kernel/auth/platform-roles';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { RegisterUserCommand } from './register-user.command';

/** Fixed, so that two processes booting at once cannot both create the first super administrator. */
export const FIRST_SUPER_ADMIN_ID = '00000000-0000-4000-8000-000000000001';
const NIGERIA = 1;

@Injectable()
export class SuperAdminBootstrap {
  private readonly logger = new Logger('Bootstrap');

  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates the first super administrator unless one exists; answers the generated password, if any. */
  async ensureSuperAdmin(): Promise<{ created: boolean; email: string; generatedPassword?: string }> {
    const existing = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM users WHERE 'ROLE_SUPER_ADMIN' = ANY(roles) LIMIT 1`,
    );
    if (existing.length) return { created: false, email: this.config.adminEmail };
    const generatedPassword = this.config.adminPassword ? undefined : randomBytes(12).toString('base64url');
    const password = this.config.adminPassword ?? generatedPassword!;
    try {
      await this.commands.execute(
        new RegisterUserCommand(
          FIRST_SUPER_ADMIN_ID,
          [ROLE_USER, ROLE_SUPER_ADMIN],
          NIGERIA,
          'ACTIVE',
          true,
          {
            firstname: 'Super',
            lastname: 'Administrator',
            email: this.config.adminEmail,
            phone: null,
            company: 'Kasuwa',
          },
          password,
        ),
      );
    } catch (error) {
      if ((error as { code?: string }).code === 'CONCURRENCY_CONFLICT')
        return { created: false, email: this.config.adminEmail };
      throw error;
    }
    // A generated password is shown by the caller, once, at the end of the boot (see firstSignInBlock).
    this.logger.log(`Super administrator created: ${this.config.adminEmail}`);
    return { created: true, email: this.config.adminEmail, generatedPassword };
  }
}
