import { Injectable } from '@nestjs/common';

export interface AffiliationStatus {
  /** The dealer and the input provider are business partners. */
  affiliated: boolean;
  /** The dealer asked for an affiliation that the input provider has not answered yet. */
  pending: boolean;
}

/**
 * Where a dealer stands with input providers, as the affiliation module knows it. The seller catalogue shows it
 * (`is_affiliated`, `is_pending`) and filters on it (`isAffiliated`); the affiliation module provides the real
 * answer by binding its own class to AFFILIATION_STATUS.
 */
export interface AffiliationStatusPort {
  /** One status per input provider id asked for. */
  statusesFor(dealerId: string, inputProviderIds: readonly string[]): Promise<Map<string, AffiliationStatus>>;
}

export const AFFILIATION_STATUS = Symbol('AFFILIATION_STATUS');

/** Until affiliations exist, no dealer is affiliated with, or waiting for, any input provider. */
@Injectable()
export class NoAffiliations implements AffiliationStatusPort {
  async statusesFor(_dealerId: string, inputProviderIds: readonly string[]): Promise<Map<string, AffiliationStatus>> {
    return new Map(inputProviderIds.map((id) => [id, { affiliated: false, pending: false }]));
  }
}
