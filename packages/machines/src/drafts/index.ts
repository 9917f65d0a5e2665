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
