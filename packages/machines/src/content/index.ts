export { contentMachine, CONTENT_TEXTS, type ContentTag } from './machine.ts';
export type { ContentEvent } from './events.ts';
export {
  EMPTY_CONTENT,
  type ChangedElsewhere,
  type ContentContext,
  type ContentField,
  type ContentInput,
  type ContentValues,
} from './context.ts';
export {
  contentActions,
  contentActors,
  type ContentSavedParams,
  type LoadContentInput,
  type UpdateContentInput,
} from './actors.ts';
export { normalizeChips } from './chips.ts';
export { CONTENT_MESSAGES, contentUpdatePayload, validateContent } from './validation.ts';
export * as contentSelectors from './selectors.ts';
export type { ContentSnapshot } from './selectors.ts';
