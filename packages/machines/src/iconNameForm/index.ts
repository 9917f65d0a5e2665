export { iconNameFormMachine, ICON_NAME_TOASTS, type IconNameTag } from './machine.ts';
export type { IconNameEvent } from './events.ts';
export type {
  IconNameContext,
  IconNameErrors,
  IconNameField,
  IconNameFormInput,
  IconNameValues,
} from './context.ts';
export {
  iconNameFormActors,
  type AnnounceLauncherParams,
  type CheckLauncherInput,
  type CreateIconDesignInput,
  type IconDesign,
  type LinkDesignInput,
  type LoadIconDesignInput,
  type ReadImageSizeInput,
  type UpdateDesignIconInput,
  type UpdateLauncherNamesInput,
} from './actors.ts';
export {
  ICON_NAME_MESSAGES,
  iconFileMessage,
  iconPixelsMessage,
  validateIconName,
  validateNames,
  type ImageSize,
} from './validation.ts';
export * as iconNameSelectors from './selectors.ts';
export type { IconNameSnapshot } from './selectors.ts';
