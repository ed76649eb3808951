import { Clock } from '../../../kernel/clock/clock';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { GeographyQueries } from '../../../geography';
import { COUNTRY_LOOKUP, CountryLookup } from '../../../kernel/auth/access.ports';
import { EventStore } from '../../../kernel/events/event-store';
import { DomainError } from '../../../kernel/errors/domain-error';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { phoneFor } from '../../commands/account-opening';
import { decideRegisterSalesman, decideRemoveSalesman, decideUpdateSalesman, SalesmanStream } from '../domain/salesman';
import { SalesmanPersonal } from '../domain/salesman.events';
import { salesmanOf, SalesmanView, salesmanView } from '../queries/salesman.queries';
import { SalesmanRecord } from '../read-models/salesman.entity';
import { AccountsErrors } from '../../accounts.errors';
import { KernelErrors } from '../../../kernel/errors/kernel.errors';

export interface NewSalesman {
  firstname: string;
  lastname: string;
  phone: string;
  email?: string | null;
  stateId?: number | null;
  cityId?: number | null;
  company?: string | null;
  active?: boolean;
}

/** Fields left out (undefined) stay as they are; null clears email, stateId, cityId and company. */
export type SalesmanChanges = Partial<NewSalesman>;

export class RegisterSalesmanCommand extends Command<SalesmanView> {
  constructor(
    readonly countryId: number,
    readonly salesman: NewSalesman,
  ) {
    super();
  }
}

export class UpdateSalesmanCommand extends Command<SalesmanView> {
  constructor(
    readonly countryId: number,
    readonly salesmanId: string,
    readonly changes: SalesmanChanges,
  ) {
    super();
  }
}

/** Removes the record and destroys the salesman's key, so their details in the log become unreadable. */
export class RemoveSalesmanCommand extends Command<{ id: string }> {
  constructor(
    readonly countryId: number,
    readonly salesmanId: string,
  ) {
    super();
  }
}

const phoneTaken = () =>
  new DomainError(AccountsErrors.SALESMAN_PHONE_TAKEN, {}, [{ field: 'phone', message: 'SALESMAN_PHONE_TAKEN' }]);

/** The checks shared by registering and updating: the phone's length and uniqueness, and the state and city of the country. */
abstract class SalesmanWriter {
  constructor(
    protected readonly dataSource: DataSource,
    protected readonly store: EventStore,
    protected readonly vault: PersonalDataVault,
    protected readonly geography: GeographyQueries,
    protected readonly countries: CountryLookup,
    protected readonly clock: Clock,
  ) {}

  protected async checked(
    countryId: number,
    salesmanId: string,
    record: SalesmanPersonal & { stateId: number | null; cityId: number | null },
    manager: EntityManager,
  ) {
    const phone = await phoneFor(this.countries, countryId, record.phone);
    const errors: { field: string; message: string }[] = [];
    if (record.stateId !== null) {
      const state = await this.geography.findState(record.stateId);
      if (!state || state.countryId !== countryId) errors.push({ field: 'stateId', message: 'STATE_NOT_IN_COUNTRY' });
    }
    if (
      record.cityId !== null &&
      (record.stateId === null || !(await this.geography.cityBelongsTo(record.cityId, record.stateId, countryId)))
    ) {
      errors.push({ field: 'cityId', message: 'CITY_NOT_IN_STATE' });
    }
    if (errors.length) throw new DomainError(KernelErrors.VALIDATION_FAILED, {}, errors);
    const sameNumber = await manager
      .getRepository(SalesmanRecord)
      .createQueryBuilder('s')
      .where('s.countryId = :countryId AND s.phone = :phone AND s.id <> :salesmanId', { countryId, phone, salesmanId })
      .getExists();
    if (sameNumber) throw phoneTaken();
    return phone;
  }

  /** Runs `work` in a transaction; the unique phone index answers a race the check above missed. */
  protected async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if ((error as { constraint?: string }).constraint === 'salesmen_phone') throw phoneTaken();
      throw error;
    }
  }
}

@CommandHandler(RegisterSalesmanCommand)
export class RegisterSalesmanHandler
  extends SalesmanWriter
  implements ICommandHandler<RegisterSalesmanCommand, SalesmanView>
{
  constructor(
    dataSource: DataSource,
    store: EventStore,
    vault: PersonalDataVault,
    geography: GeographyQueries,
    @Inject(COUNTRY_LOOKUP) countries: CountryLookup,
    clock: Clock,
  ) {
    super(dataSource, store, vault, geography, countries, clock);
  }

  async execute({ countryId, salesman }: RegisterSalesmanCommand): Promise<SalesmanView> {
    const salesmanId = randomUUID();
    const stateId = salesman.stateId ?? null;
    const cityId = salesman.cityId ?? null;
    return this.write(async (manager) => {
      const personal: SalesmanPersonal = {
        firstname: salesman.firstname.trim(),
        lastname: salesman.lastname.trim(),
        phone: salesman.phone,
        email: salesman.email?.trim() || null,
      };
      personal.phone = await this.checked(countryId, salesmanId, { ...personal, stateId, cityId }, manager);
      const sealed = await this.vault.seal(salesmanId, personal, manager);
      await SalesmanStream.execute(
        this.store,
        salesmanId,
        (state) =>
          decideRegisterSalesman(state, {
            salesmanId,
            countryId,
            personal: sealed,
            stateId,
            cityId,
            company: salesman.company?.trim() || null,
            active: salesman.active ?? true,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return salesmanView(await salesmanOf(manager, countryId, salesmanId));
    });
  }
}

@CommandHandler(UpdateSalesmanCommand)
export class UpdateSalesmanHandler
  extends SalesmanWriter
  implements ICommandHandler<UpdateSalesmanCommand, SalesmanView>
{
  constructor(
    dataSource: DataSource,
    store: EventStore,
    vault: PersonalDataVault,
    geography: GeographyQueries,
    @Inject(COUNTRY_LOOKUP) countries: CountryLookup,
    clock: Clock,
  ) {
    super(dataSource, store, vault, geography, countries, clock);
  }

  async execute({ countryId, salesmanId, changes }: UpdateSalesmanCommand): Promise<SalesmanView> {
    // An edit that names no field (a null in a field that cannot be cleared is no field) changes nothing: refused.
    if (Object.values(changes).every((value) => value === undefined))
      throw new DomainError(AccountsErrors.SALESMAN_UPDATE_EMPTY);
    const keep = <T>(value: T | undefined, current: T) => (value === undefined ? current : value);
    return this.write(async (manager) => {
      // The row lock serialises two edits of one salesman: each merges its changes into the other's result.
      const current = await salesmanOf(manager, countryId, salesmanId, true);
      const stateId = keep(changes.stateId, current.stateId);
      const cityId = keep(changes.cityId, current.cityId);
      const personal: SalesmanPersonal = {
        firstname: changes.firstname?.trim() || current.firstname,
        lastname: changes.lastname?.trim() || current.lastname,
        phone: changes.phone ?? current.phone,
        email: changes.email === undefined ? current.email : changes.email?.trim() || null,
      };
      personal.phone = await this.checked(countryId, salesmanId, { ...personal, stateId, cityId }, manager);
      const sealed = await this.vault.seal(salesmanId, personal, manager);
      await SalesmanStream.execute(
        this.store,
        salesmanId,
        (state) =>
          decideUpdateSalesman(state, {
            salesmanId,
            countryId,
            personal: sealed,
            stateId,
            cityId,
            company: changes.company === undefined ? current.company : changes.company?.trim() || null,
            active: changes.active ?? current.active,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return salesmanView(await salesmanOf(manager, countryId, salesmanId));
    });
  }
}

@CommandHandler(RemoveSalesmanCommand)
export class RemoveSalesmanHandler implements ICommandHandler<RemoveSalesmanCommand, { id: string }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly clock: Clock,
  ) {}

  async execute({ countryId, salesmanId }: RemoveSalesmanCommand): Promise<{ id: string }> {
    await this.dataSource.transaction(async (manager) => {
      await SalesmanStream.execute(
        this.store,
        salesmanId,
        (state) => decideRemoveSalesman(state, { salesmanId, countryId, now: this.clock.nowIso() }),
        manager,
      );
      await this.vault.forget(salesmanId, manager);
    });
    return { id: salesmanId };
  }
}
