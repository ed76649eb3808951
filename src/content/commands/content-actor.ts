import { Inject, Injectable } from '@nestjs/common';
import { PERMISSION_CHECKER, PermissionChecker } from '../../kernel/auth/access.ports';
import type { Actor } from '../../kernel/context/request-context';
import { ContentActor } from '../domain/agronomy-content';

export const MANAGE_CONTENT = 'agronomy-content:manage';
export const WRITE_CONTENT = 'agronomy-content:write';

const ADMINISTRATOR_ROLES = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];
export const isAdministrator = (actor: Pick<Actor, 'roles'>) => actor.roles.some((role) => ADMINISTRATOR_ROLES.includes(role));

/** Who acts on content: whether they manage every content (agronomy-content:manage) and whether they are an administrator. */
@Injectable()
export class ContentActors {
  constructor(@Inject(PERMISSION_CHECKER) private readonly permissions: PermissionChecker) {}

  async of(actor: Actor): Promise<ContentActor> {
    return { id: actor.id, manager: await this.permissions.allows(actor, MANAGE_CONTENT, actor.countryId), administrator: isAdministrator(actor) };
  }
}
