import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { UserRecord } from '../read-models/user.entity';
import { RoleName, roleNamesOf, workingRole } from '../../kernel/auth/platform-roles';

/**
 * The account that uses an e-mail address (anywhere) or a phone number (national digits, in a country), whatever its
 * status; null when there is none. What `GET users/status` answers, for modules that must not read the users table.
 */
export class RegisteredPersonQuery extends Query<RegisteredPerson | null> {
  constructor(
    readonly email: string | null,
    readonly phone: string | null,
    readonly countryId: number,
  ) {
    super();
  }
}

export interface RegisteredPerson {
  id: string;
  status: string;
  roleType: RoleName;
  /** Which of the two matched (both when they do). */
  matched: ('email' | 'phone')[];
}

@QueryHandler(RegisteredPersonQuery)
export class RegisteredPersonHandler implements IQueryHandler<RegisteredPersonQuery, RegisteredPerson | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ email, phone, countryId }: RegisteredPersonQuery): Promise<RegisteredPerson | null> {
    if (!email && !phone) return null;
    const found = await this.dataSource
      .getRepository(UserRecord)
      .createQueryBuilder('u')
      .select(['u.id', 'u.status', 'u.roles', 'u.email', 'u.phone', 'u.countryId'])
      .where(email ? 'lower(u.email) = lower(:email)' : 'false', { email })
      .orWhere(phone ? '(u.phone = :phone AND u.countryId = :countryId)' : 'false', { phone, countryId })
      .orderBy('u.createdAt')
      .getOne();
    if (!found) return null;
    const matched: ('email' | 'phone')[] = [];
    if (email && found.email?.toLowerCase() === email.toLowerCase()) matched.push('email');
    if (phone && found.phone === phone && found.countryId === countryId) matched.push('phone');
    return { id: found.id, status: found.status, roleType: workingRole(roleNamesOf(found.roles)), matched };
  }
}
