export { designMachine, type DesignTag } from './machine.ts';
export type { DesignEvent, FrameSource } from './events.ts';
export {
  initialDesignContext,
  designValuesOf,
  usesBaseDesign,
  canUseBaseDesign,
  type ChosenFile,
  type DesignContext,
  type DesignField,
  type DesignInput,
  type DesignValues,
  type IconValue,
  type ScreenItem,
  type StoredFile,
  type VideoPreviewValue,
  type VideoValue,
} from './context.ts';
export {
  designActors,
  type CaptureFrameInput,
  type ContentChangedParams,
  type CreateDesignInput,
  type DesignLinkInput,
  type FetchVideoInput,
  type InspectImagesInput,
  type InspectVideoInput,
  type LoadDesignInput,
  type UpdateDesignInput,
} from './actors.ts';
export {
  DESIGN_FIELD_RULES,
  DESIGN_MESSAGES,
  iconError,
  videoError,
  isValidScreenshot,
  screenshotError,
  imageFactsOf,
  videoFormatOf,
  type DesignFieldMessage,
  type ImageFacts,
  type VideoFormat,
} from './rules.ts';
export { createInputOf, updateInputOf, isDirty as isDesignDirty } from './changes.ts';
export { designConflictOf, mergeGallery, type DesignConflictField } from './conflict.ts';
export * as designSelectors from './selectors.ts';
export type { DesignSnapshot } from './selectors.ts';
export {
  designDraftOf,
  designFilesOf,
  designRestoreEvents,
  savedDesignDraftOf,
  type DesignDraft,
} from './draft.ts';
