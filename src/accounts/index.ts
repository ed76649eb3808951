export { AccountsModule } from './accounts.module';
export { RegisterUserCommand } from './commands/register-user.command';
export { SignInCommand } from './commands/sign-in.command';
export { GetUserQuery } from './queries/get-user.query';
export { SuperAdminBootstrap, FIRST_SUPER_ADMIN_ID } from './super-admin.bootstrap';
export { UserEvents } from './domain/user.events';
