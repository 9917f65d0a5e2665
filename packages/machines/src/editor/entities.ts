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

/** The editor's side navigation entries, in order (editor.md §2). */
export type SectionId =
  'landingSettings' | 'mainInformation' | 'design' | 'content' | 'comments' | 'relatedLaunchers';

/** The sections whose machines come from the section issues (spawned as child actors). */
export type ContentSectionId = 'mainInformation' | 'design' | 'content' | 'comments';

export const SECTION_IDS: readonly SectionId[] = [
  'landingSettings',
  'mainInformation',
  'design',
  'content',
  'comments',
  'relatedLaunchers',
];

/** Where the editor is: what a host keeps in its URL. */
export type EditorLocation = { landingId: number | null; relatedLauncherId: number | null };
