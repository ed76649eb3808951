import { Injectable } from '@nestjs/common';
import { PermissionChecker } from '../kernel/auth/access.ports';
import { Actor } from '../kernel/context/request-context';
import { ALL_PERMISSIONS, DEFAULT_PERMISSIONS } from './default-permissions';

/** Grants a permission when any of the actor's roles holds it (or holds every permission). */
@Injectable()
export class RolePermissionChecker implements PermissionChecker {
  async allows(actor: Actor, permission: string): Promise<boolean> {
    return actor.roles.some((role) => {
      const granted = DEFAULT_PERMISSIONS[role] ?? [];
      return granted.includes(ALL_PERMISSIONS) || granted.includes(permission);
    });
  }
}
