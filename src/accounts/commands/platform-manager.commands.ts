import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Actor } from '../../kernel/context/request-context';
import { ROLE_PLATFORM_MANAGER } from '../../kernel/auth/platform-roles';
import { personWithRole } from '../queries/input-provider.queries';
import { PersonView, UserViews } from '../queries/user-views';
import { UserRecord } from '../read-models/user.entity';
import { AccountOpening } from './account-opening';
import { DeactivateUserCommand, ReactivateUserCommand } from './lifecycle.commands';
import { NewPerson } from './staff.commands';

/**
 * An administrator opens a platform manager's account (in the request's country). The countries they work in are
 * set next, with POST users/{id}/monitored-countries: until then they are refused everything.
 */
export class CreatePlatformManagerCommand extends Command<PersonView> {
  constructor(
    readonly actor: Actor,
    readonly countryId: number,
    readonly manager: NewPerson,
  ) {
    super();
  }
}

export class SetPlatformManagerActiveCommand extends Command<PersonView> {
  constructor(
    readonly platformManagerId: string,
    readonly active: boolean,
  ) {
    super();
  }
}

@CommandHandler(CreatePlatformManagerCommand)
export class CreatePlatformManagerHandler implements ICommandHandler<CreatePlatformManagerCommand, PersonView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly opening: AccountOpening,
    private readonly views: UserViews,
  ) {}

  async execute({ actor, countryId, manager }: CreatePlatformManagerCommand): Promise<PersonView> {
    const id = await this.opening.open({
      role: ROLE_PLATFORM_MANAGER,
      countryId,
      ...manager,
      company: null,
      invitedBy: actor.id,
      duplicateStatus: 409,
    });
    return this.views.person(await this.dataSource.getRepository(UserRecord).findOneByOrFail({ id }));
  }
}

/** Platform managers work across countries: any of them may be deactivated or reactivated, whatever the request's country. */
@CommandHandler(SetPlatformManagerActiveCommand)
export class SetPlatformManagerActiveHandler implements ICommandHandler<SetPlatformManagerActiveCommand, PersonView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly views: UserViews,
  ) {}

  async execute({ platformManagerId, active }: SetPlatformManagerActiveCommand): Promise<PersonView> {
    const manager = await personWithRole(
      this.dataSource,
      platformManagerId,
      ROLE_PLATFORM_MANAGER,
      null,
      'PLATFORM_MANAGER_NOT_FOUND',
    );
    await this.commands.execute(active ? new ReactivateUserCommand(manager.id) : new DeactivateUserCommand(manager.id));
    return this.views.person(await this.dataSource.getRepository(UserRecord).findOneByOrFail({ id: manager.id }));
  }
}
