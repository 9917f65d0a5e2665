export { draftBaseOf, isStaleBase } from './base.ts';
export { DRAFT_KEY_PREFIX, draftKey, placeKey, type DraftPlace } from './place.ts';
export {
  createDraftStore,
  DRAFT_LIMITS,
  type Draft,
  type DraftFormat,
  type DraftLimits,
  type DraftSaveResult,
  type DraftStorage,
  type DraftStore,
  type DraftStoreOptions,
  type DraftToSave,
  type FileToReattach,
} from './store.ts';
export {
  DRAFT_TEXTS,
  draftsMachine,
  type DraftsContext,
  type DraftsEvent,
  type DraftsInput,
} from './machine.ts';
export * as draftsSelectors from './selectors.ts';
export type { DraftsSnapshot } from './selectors.ts';
export {
  appFormDraftFormat,
  commentDraftFormat,
  contentDraftFormat,
  designDraftFormat,
  iconNameDraftFormat,
  staticContentDraftFormat,
  templateFormDraftFormat,
  type CommentDraft,
  type TemplateFormDraft,
} from './formats.ts';
export { draftOwnerOf, type DraftOwnerSource } from './owner.ts';
