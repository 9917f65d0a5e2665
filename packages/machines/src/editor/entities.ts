export type {
  Landing,
  Launcher,
  LauncherAppStoreCreate,
  LauncherContent,
  LauncherContentCreate,
  LauncherCustomCreate,
  LauncherUpdate,
  LinkableLauncher,
  Locale,
  Template,
  TemplateView,
  TranslatableContent,
} from '@landing/api';

/**
 * A side navigation entry: the ids come from the editor's section definitions (its package's
 * `sections/registry.ts`), in their order; a test may add one of its own.
 */
export type SectionId = string;

/** The sections the editor ships (its registry's): what a host sees in `EditorState`. */
export type BuiltInSectionId =
  'landingSettings' | 'mainInformation' | 'design' | 'content' | 'comments' | 'relatedLaunchers';

/**
 * The editor's own step: it opens without a launcher (a new landing starts there) and the
 * editor machine still holds its state.
 */
export const LANDING_SETTINGS = 'landingSettings' satisfies SectionId;

/** The section an opened landing shows first, and the one a saved or switched launcher shows. */
export const MAIN_INFORMATION = 'mainInformation' satisfies SectionId;

/** Where the editor is: what a host keeps in its URL. */
export type EditorLocation = { landingId: number | null; relatedLauncherId: number | null };
