import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { ROLE_INPUT_PROVIDER } from '../../kernel/auth/organisation-roles';
import { personWithRole } from '../queries/input-provider.queries';
import { PersonView, UserViews } from '../queries/user-views';
import { UserRecord } from '../read-models/user.entity';
import { AccountOpening } from './account-opening';
import { DeactivateUserCommand, ReactivateUserCommand } from './lifecycle.commands';
import { EditProfileCommand } from './profile.commands';
import { NewPerson } from './staff.commands';
import { takenFields } from './uniqueness';

export interface NewInputProvider extends NewPerson {
  phone: string;
  company: string;
}

export interface InputProviderChanges {
  firstname?: string | null;
  lastname?: string | null;
  phone?: string | null;
  company?: string | null;
  address?: string | null;
}

/** An administrator opens an input provider's account (the owner of a company) in a country. */
export class CreateInputProviderCommand extends Command<PersonView> {
  constructor(
    readonly actor: Actor,
    readonly countryId: number,
    readonly provider: NewInputProvider,
  ) {
    super();
  }
}

export class EditInputProviderCommand extends Command<PersonView> {
  constructor(
    readonly countryId: number,
    readonly inputProviderId: string,
    readonly changes: InputProviderChanges,
  ) {
    super();
  }
}

/** Deactivates (their tokens stop working at once) or reactivates an input provider of a country. */
export class SetInputProviderActiveCommand extends Command<PersonView> {
  constructor(
    readonly countryId: number,
    readonly inputProviderId: string,
    readonly active: boolean,
  ) {
    super();
  }
}

const NOT_FOUND = 'INPUT_PROVIDER_NOT_FOUND';

@CommandHandler(CreateInputProviderCommand)
export class CreateInputProviderHandler implements ICommandHandler<CreateInputProviderCommand, PersonView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly opening: AccountOpening,
    private readonly views: UserViews,
  ) {}

  async execute({ actor, countryId, provider }: CreateInputProviderCommand): Promise<PersonView> {
    const id = await this.opening.open({
      role: ROLE_INPUT_PROVIDER,
      countryId,
      ...provider,
      organisationOwner: true,
      invitedBy: actor.id,
      duplicateStatus: 409,
    });
    return this.views.person(await this.dataSource.getRepository(UserRecord).findOneByOrFail({ id }));
  }
}

@CommandHandler(EditInputProviderCommand)
export class EditInputProviderHandler implements ICommandHandler<EditInputProviderCommand, PersonView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly opening: AccountOpening,
    private readonly views: UserViews,
  ) {}

  async execute({ countryId, inputProviderId, changes }: EditInputProviderCommand): Promise<PersonView> {
    const provider = await personWithRole(this.dataSource, inputProviderId, ROLE_INPUT_PROVIDER, countryId, NOT_FOUND);
    const phone = changes.phone ? await this.opening.phoneFor(provider.countryId, changes.phone) : undefined;
    const company = changes.company?.trim() || undefined;
    if (phone || company) {
      const taken = await takenFields(this.dataSource, {
        phone,
        company: provider.organisationOwner ? company : undefined,
        countryId: provider.countryId,
        exceptUserId: provider.id,
      });
      if (taken.length) throw new DomainError(taken[0].message, {}, taken);
    }
    await this.commands.execute(
      new EditProfileCommand(
        provider.id,
        {
          firstname: changes.firstname ?? undefined,
          lastname: changes.lastname ?? undefined,
          phone,
          company,
          address: changes.address ?? undefined,
        },
        null,
      ),
    );
    return this.views.person(await this.dataSource.getRepository(UserRecord).findOneByOrFail({ id: provider.id }));
  }
}

@CommandHandler(SetInputProviderActiveCommand)
export class SetInputProviderActiveHandler implements ICommandHandler<SetInputProviderActiveCommand, PersonView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly views: UserViews,
  ) {}

  async execute({ countryId, inputProviderId, active }: SetInputProviderActiveCommand): Promise<PersonView> {
    const provider = await personWithRole(this.dataSource, inputProviderId, ROLE_INPUT_PROVIDER, countryId, NOT_FOUND);
    await this.commands.execute(
      active ? new ReactivateUserCommand(provider.id) : new DeactivateUserCommand(provider.id),
    );
    return this.views.person(await this.dataSource.getRepository(UserRecord).findOneByOrFail({ id: provider.id }));
  }
}
