import type { SnapshotFrom } from 'xstate';
import { hasBaseName, isFullDomainName } from './guards.ts';
import type { buyDomainMachine } from './machine.ts';

export type BuyDomainSnapshot = SnapshotFrom<typeof buyDomainMachine>;

/** The spec's modal states (§4) plus where the machine is waiting on the network. */
export type BuyDomainStage = 'closed' | 'idle' | 'searching' | 'checked' | 'buy' | 'buying';

export const selectIsOpen = (snapshot: BuyDomainSnapshot) => snapshot.hasTag('open');
export const selectStage = (snapshot: BuyDomainSnapshot): BuyDomainStage => {
  if (snapshot.matches('closed')) return 'closed';
  const value = snapshot.value;
  return typeof value === 'object' ? value.open : 'idle';
};
export const selectName = (snapshot: BuyDomainSnapshot) => snapshot.context.name;
export const selectOffers = (snapshot: BuyDomainSnapshot) => snapshot.context.offers;
export const selectError = (snapshot: BuyDomainSnapshot) => snapshot.context.error;
export const selectErrorCode = (snapshot: BuyDomainSnapshot) => snapshot.context.errorCode;
export const selectIsSearching = (snapshot: BuyDomainSnapshot) =>
  snapshot.matches({ open: 'searching' });
export const selectIsBuying = (snapshot: BuyDomainSnapshot) => snapshot.matches({ open: 'buying' });
export const selectIsBusy = (snapshot: BuyDomainSnapshot) => snapshot.hasTag('busy');
/** Check: a name is entered and the modal is not in `buy` (nor waiting on the network). */
export const selectCanCheck = (snapshot: BuyDomainSnapshot) =>
  (snapshot.matches({ open: 'idle' }) || snapshot.matches({ open: 'checked' })) &&
  hasBaseName(snapshot.context.name);
/** Buy: a full domain (ending in a dot plus 2+ letters) is picked. */
export const selectCanBuy = (snapshot: BuyDomainSnapshot) =>
  snapshot.matches({ open: 'buy' }) && isFullDomainName(snapshot.context.name);
/** The picked offer's name while in `buy` or `buying`, else null. */
export const selectPickedName = (snapshot: BuyDomainSnapshot) =>
  snapshot.matches({ open: 'buy' }) || snapshot.matches({ open: 'buying' })
    ? snapshot.context.name
    : null;
