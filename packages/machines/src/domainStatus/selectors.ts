import type { SnapshotFrom } from 'xstate';
import { isActiveStatus } from './status.ts';
import type { domainStatusMachine } from './machine.ts';

export type DomainStatusSnapshot = SnapshotFrom<typeof domainStatusMachine>;

export const selectStatus = (snapshot: DomainStatusSnapshot) => snapshot.context.status;
/** 'active' in any case highlights the pill. */
export const selectIsActive = (snapshot: DomainStatusSnapshot) =>
  isActiveStatus(snapshot.context.status);
/** The button reads 'Checking...' and is disabled meanwhile. */
export const selectIsChecking = (snapshot: DomainStatusSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: DomainStatusSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
