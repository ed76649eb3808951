import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import {
  SalesmanEvents,
  SalesmanPersonal,
  SalesmanRegistered,
  SalesmanRemoved,
  SalesmanUpdated,
} from '../domain/salesman.events';
import { SalesmanRecord } from './salesman.entity';

/** What a forgotten salesman's details read as on a replay (their record is removed by the next event anyway). */
const ERASED: SalesmanPersonal = { firstname: '', lastname: '', phone: '', email: null };

@Injectable()
@Projection()
export class SalesmanProjection implements InlineProjection {
  readonly name = 'salesmen';
  readonly tables = ['salesmen'];
  readonly handles = Object.values(SalesmanEvents);

  constructor(private readonly vault: PersonalDataVault) {}

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    const salesmen = manager.getRepository(SalesmanRecord);
    switch (event.type) {
      case SalesmanEvents.registered: {
        const data = SalesmanRegistered.dataOf(event);
        const personal = (await this.vault.open<SalesmanPersonal>(data.personal, manager)) ?? ERASED;
        await salesmen.insert({
          id: data.salesmanId,
          countryId: data.countryId,
          ...personal,
          stateId: data.stateId,
          cityId: data.cityId,
          company: data.company,
          active: data.active,
          createdAt: new Date(data.at),
          updatedAt: new Date(data.at),
        });
        return;
      }
      case SalesmanEvents.updated: {
        const data = SalesmanUpdated.dataOf(event);
        const personal = await this.vault.open<SalesmanPersonal>(data.personal, manager);
        if (!personal) return;
        await salesmen.update(
          { id: data.salesmanId },
          {
            ...personal,
            stateId: data.stateId,
            cityId: data.cityId,
            company: data.company,
            active: data.active,
            updatedAt: new Date(data.at),
          },
        );
        return;
      }
      case SalesmanEvents.removed:
        await salesmen.delete({ id: SalesmanRemoved.dataOf(event).salesmanId });
        return;
    }
  }
}
