export {
  formHistoryMachine,
  type FormHistoryEvent,
  type RestoreParams,
  type SectionValues,
} from './machine.ts';
export * as formHistorySelectors from './selectors.ts';
export { HISTORY_LIMIT, sameValues } from './history.ts';
