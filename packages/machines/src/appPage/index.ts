export { appPageMachine } from './machine.ts';
export type { AppPageEvent } from './events.ts';
export type { AppPageContext, AppPageInput } from './context.ts';
export * as appPageSelectors from './selectors.ts';
export type { AppPageSnapshot } from './selectors.ts';
