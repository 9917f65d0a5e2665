// The one catalogue of the toasts the editor's machines raise in their own words. A host's
// `messages` key a toast by its text (`toast:<text>`); the notify helpers take only these, so a
// toast cannot be raised that a host could not word, and a host's key cannot name one that
// does not exist. A message the server sent is not here: it is shown as it came.
import type { CREATED_WITHOUT_ID, ERRORS } from '@landing/api';
import type { COMMENTATOR_TEXTS } from '../commentatorForm/machine.ts';
import type { COMMENTS_TEXTS } from '../comments/machine.ts';
import type { CONTENT_TEXTS } from '../content/machine.ts';
import type { DESIGN_MESSAGES, DesignFieldMessage } from '../design/rules.ts';
import type { ICON_NAME_TOASTS } from '../iconNameForm/machine.ts';
import type { STATIC_CONTENT_TOASTS } from '../staticContent/machine.ts';

type TextOf<Texts, Key extends keyof Texts = keyof Texts> = Texts[Key];

/** The field messages an invalid Design save toasts (a host words them by `design.error.*`). */
export type FieldToastText = DesignFieldMessage;

export type ToastText =
  | typeof CREATED_WITHOUT_ID
  | TextOf<typeof ICON_NAME_TOASTS>
  | TextOf<typeof STATIC_CONTENT_TOASTS>
  | TextOf<typeof CONTENT_TEXTS, 'updated' | 'updateFailed' | 'gone'>
  | TextOf<typeof COMMENTS_TEXTS, Exclude<keyof typeof COMMENTS_TEXTS, 'commentatorsFailed'>>
  | TextOf<typeof COMMENTATOR_TEXTS>
  | TextOf<
      typeof DESIGN_MESSAGES,
      'saveFailed' | 'created' | 'updated' | 'loadFailed' | 'frameCaptured' | 'frameFailed' | 'gone'
    >
  | TextOf<
      typeof ERRORS,
      | 'noLauncherFound'
      | 'failedToSwitchLauncher'
      | 'failedToLoadContent'
      | 'failedToCreateTranslation'
      | 'failedToLoadLauncher'
      | 'failedToDeleteContent'
      | 'noLandingSelected'
      | 'failedToFetchLandingData'
      | 'failedToLoadLaunchers'
      | 'failedToFetchLocales'
      | 'failedToSaveLauncherSettings'
      | 'failedToLoadTemplates'
    >
  // Raised in the editor, translation strip, related launchers, catalog and settings machines.
  | 'This launcher has no content to edit.'
  | 'This launcher has no default content to edit.'
  | 'Translation created successfully'
  | 'Content deleted successfully'
  | 'This translation was deleted by another operator.'
  | 'Launcher linked successfully'
  | 'Launcher unlinked successfully'
  | 'Failed to link launcher'
  | 'Failed to unlink launcher'
  | 'Launcher settings saved!';
