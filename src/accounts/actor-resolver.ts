import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessTokenPayload, ActorResolver } from '../kernel/auth/access.ports';
import { Actor } from '../kernel/context/request-context';
import { UserRecord } from './read-models/user.entity';

/** Looks the user up on every request, so a deactivated or deleted account's token stops working at once. */
@Injectable()
export class UserActorResolver implements ActorResolver {
  constructor(private readonly dataSource: DataSource) {}

  async resolve(payload: AccessTokenPayload): Promise<Actor | null> {
    if (typeof payload.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(payload.sub)) return null;
    const user = await this.dataSource.getRepository(UserRecord).findOne({ where: { id: payload.sub }, select: ['id', 'roles', 'countryId', 'status'] });
    if (!user || user.status !== 'ACTIVE') return null;
    return { id: user.id, roles: user.roles, countryId: user.countryId };
  }
}
