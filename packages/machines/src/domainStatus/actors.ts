import type { DomainStatus } from '@landing/api';
import { notProvidedActor } from '../shared/notProvided.ts';

export type CheckDomainStatusInput = { domainId: number };

/** Injected actors (`fromPromise`). */
export const domainStatusActors = {
  /** GET /api/domain/{id}/status → `{ status }`. */
  checkStatus: notProvidedActor<DomainStatus, CheckDomainStatusInput>('checkStatus'),
};
