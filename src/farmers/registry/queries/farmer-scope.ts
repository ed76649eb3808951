import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Actor } from '../../../kernel/context/request-context';

/** Placeholder of the registry's FarmerScope until the farmers core is merged (same shape). */
export type FarmerAccess = 'READ' | 'CHANGE';

export interface FarmerScopeView {
  farmerId: string;
  exists: boolean;
  countryId: number | null;
  createdBy: string | null;
  userId: string | null;
  mayRead: boolean;
  mayChange: boolean;
}

export interface ScopeCondition {
  sql: string;
  params: unknown[];
}

@Injectable()
export class FarmerScope {
  async condition(_actor: Actor, _access: FarmerAccess, _offset = 0): Promise<ScopeCondition> {
    return { sql: 'false', params: [] };
  }

  async view(_actor: Actor, farmerId: string, _manager?: EntityManager): Promise<FarmerScopeView> {
    return { farmerId, exists: false, countryId: null, createdBy: null, userId: null, mayRead: false, mayChange: false };
  }

  async require(actor: Actor, farmerId: string, access: FarmerAccess, manager?: EntityManager): Promise<FarmerScopeView> {
    return this.view(actor, farmerId, manager);
  }
}
