import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { STAFF_KINDS, StaffKind } from '../domain/organisation-roles';
import { PersonView, UserViews } from '../queries/user-views';
import { UserRecord } from '../read-models/user.entity';
import { StaffAccess } from '../queries/staff-access';
import { AccountOpening } from './account-opening';
import { DeleteUserCommand } from './lifecycle.commands';
import { EditProfileCommand } from './profile.commands';
import { takenFields } from './uniqueness';
import { AccountsErrors } from '../accounts.errors';

export interface NewPerson {
  firstname: string;
  lastname: string;
  email: string;
  phone?: string | null;
}

export interface StaffMemberChanges {
  firstname?: string | null;
  lastname?: string | null;
  phone?: string | null;
}

/** An organisation owner adds a staff member; they are mailed a link to choose their password. */
export class AddStaffMemberCommand extends Command<PersonView> {
  constructor(
    readonly actor: Actor,
    readonly kind: StaffKind,
    readonly person: NewPerson,
  ) {
    super();
  }
}

export class EditStaffMemberCommand extends Command<PersonView> {
  constructor(
    readonly actor: Actor,
    readonly kind: StaffKind,
    readonly staffId: string,
    readonly changes: StaffMemberChanges,
  ) {
    super();
  }
}

/** Deletes the staff member's account for good (as DeleteUserCommand does). */
export class RemoveStaffMemberCommand extends Command<{ id: string }> {
  constructor(
    readonly actor: Actor,
    readonly kind: StaffKind,
    readonly staffId: string,
  ) {
    super();
  }
}

const userById = (dataSource: DataSource, id: string) => dataSource.getRepository(UserRecord).findOneByOrFail({ id });

@CommandHandler(AddStaffMemberCommand)
export class AddStaffMemberHandler implements ICommandHandler<AddStaffMemberCommand, PersonView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: StaffAccess,
    private readonly opening: AccountOpening,
    private readonly views: UserViews,
  ) {}

  async execute({ actor, kind, person }: AddStaffMemberCommand): Promise<PersonView> {
    const owner = await this.access.employerFor(actor, kind);
    const id = await this.opening.open({
      role: STAFF_KINDS[kind].staffRole,
      countryId: owner.countryId,
      firstname: person.firstname,
      lastname: person.lastname,
      email: person.email,
      phone: person.phone,
      company: owner.company,
      employerId: owner.id,
      invitedBy: actor.id,
      // "208 on staff creation means duplicate or rejected".
      duplicateStatus: 208,
    });
    return this.views.person(await userById(this.dataSource, id));
  }
}

@CommandHandler(EditStaffMemberCommand)
export class EditStaffMemberHandler implements ICommandHandler<EditStaffMemberCommand, PersonView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly access: StaffAccess,
    private readonly opening: AccountOpening,
    private readonly views: UserViews,
  ) {}

  async execute({ actor, kind, staffId, changes }: EditStaffMemberCommand): Promise<PersonView> {
    const member = await this.access.staffMember(actor, kind, staffId);
    const phone = changes.phone ? await this.opening.phoneFor(member.countryId, changes.phone) : undefined;
    if (phone) {
      const taken = await takenFields(this.dataSource, { phone, countryId: member.countryId, exceptUserId: member.id });
      if (taken.length) throw new DomainError(taken[0].message, {}, taken);
    }
    await this.commands.execute(
      new EditProfileCommand(
        member.id,
        { firstname: changes.firstname ?? undefined, lastname: changes.lastname ?? undefined, phone },
        null,
      ),
    );
    return this.views.person(await userById(this.dataSource, member.id));
  }
}

@CommandHandler(RemoveStaffMemberCommand)
export class RemoveStaffMemberHandler implements ICommandHandler<RemoveStaffMemberCommand, { id: string }> {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: StaffAccess,
  ) {}

  async execute({ actor, kind, staffId }: RemoveStaffMemberCommand): Promise<{ id: string }> {
    const member = await this.access.staffMember(actor, kind, staffId);
    if (member.id === actor.id) throw new DomainError(AccountsErrors.DELETE_OWN_ACCOUNT_HERE);
    await this.commands.execute(new DeleteUserCommand(member.id));
    return { id: member.id };
  }
}
