import { defineEvent } from '../../../kernel/events/event-registry';
import { SealedPersonalData } from '../../../kernel/privacy/personal-data-vault';

export const SALESMAN_STREAM = 'salesman';
export const salesmanStreamId = (salesmanId: string) => `salesman-${salesmanId}`;

/** A salesman's personal details; in events they are always sealed with the salesman's own key. */
export interface SalesmanPersonal {
  firstname: string;
  lastname: string;
  /** National digits. */
  phone: string;
  email: string | null;
}

/** What a salesman record says besides the sealed personal details. */
export interface SalesmanDetails {
  stateId: number | null;
  cityId: number | null;
  /** The input provider or distributor they sell for, as free text. */
  company: string | null;
  active: boolean;
}

export interface SalesmanRegistered extends SalesmanDetails {
  salesmanId: string;
  countryId: number;
  personal: SealedPersonalData;
  at: string;
}

/** The whole record after the change. */
export interface SalesmanUpdated extends SalesmanDetails {
  salesmanId: string;
  personal: SealedPersonalData;
  at: string;
}

/** The record is gone and the salesman's key destroyed: their details in the log become unreadable. */
export interface SalesmanRemoved {
  salesmanId: string;
  at: string;
}

export const SalesmanRegistered = defineEvent<SalesmanRegistered>('SalesmanRegistered');
export const SalesmanUpdated = defineEvent<SalesmanUpdated>('SalesmanUpdated');
export const SalesmanRemoved = defineEvent<SalesmanRemoved>('SalesmanRemoved');

export const SalesmanEvents = {
  registered: SalesmanRegistered.type,
  updated: SalesmanUpdated.type,
  removed: SalesmanRemoved.type,
} as const;
