export {
  commentatorFormMachine,
  COMMENTATOR_TEXTS,
  type CommentatorFormOutput,
  type CommentatorFormTag,
} from './machine.ts';
export type { CommentatorFormEvent } from './events.ts';
export type { CommentatorFormContext, CommentatorField, CommentatorIcon } from './context.ts';
export {
  commentatorFormActors,
  type CreateCommentatorInput,
  type DetectIconTypeInput,
} from './actors.ts';
export {
  detectImageType,
  imageTypeOfBytes,
  type IconBytesType,
  type IconImageType,
} from './imageType.ts';
export { COMMENTATOR_MESSAGES, validateCommentator } from './validation.ts';
export * as commentatorFormSelectors from './selectors.ts';
export type { CommentatorFormSnapshot } from './selectors.ts';
