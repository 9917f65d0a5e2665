export {
  mainInformationMachine,
  type MainInformationContext,
  type MainInformationEvent,
  type MainInformationInput,
} from './machine.ts';
export * as mainInformationSelectors from './selectors.ts';
export type { MainInformationSnapshot } from './selectors.ts';
