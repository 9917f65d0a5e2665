import { LANDING_SETTINGS } from '@landing/machines';
import { lazyPart } from '../lazy/lazyPart.tsx';
import type { EditorStateSectionDefinition } from '../sections/types.ts';

/** The launcher's settings step: where a new landing starts; its state is the editor's. */
export const landingSettingsSection: EditorStateSectionDefinition = {
  id: LANDING_SETTINGS,
  label: 'Landing Settings',
  needsTranslation: false,
  View: lazyPart(async () => (await import('./LauncherSettingsStep.tsx')).LauncherSettingsStep),
};
