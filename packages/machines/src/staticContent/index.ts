export { staticContentMachine, STATIC_CONTENT_TOASTS, type StaticContentTag } from './machine.ts';
export type { StaticContentEvent } from './events.ts';
export { STATIC_CONTENT_TEXT_FIELDS } from './context.ts';
export type {
  StaticContentContext,
  StaticContentErrors,
  StaticContentField,
  StaticContentFormInput,
  StaticContentTextField,
  StaticContentTypedField,
  StaticContentValues,
} from './context.ts';
export { staticContentActors, type UpdateStaticContentInput } from './actors.ts';
export { STATIC_CONTENT_MESSAGES, validateStaticContent } from './validation.ts';
export {
  calculatedRating,
  cappedStarPercent,
  changesOf,
  STARS,
  valuesFromStaticContent,
  type Star,
} from './values.ts';
export * as staticContentSelectors from './selectors.ts';
export type { StaticContentSnapshot } from './selectors.ts';
