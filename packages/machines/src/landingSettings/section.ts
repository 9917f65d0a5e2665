import type { SectionMount } from '../editor/sections.ts';
import type { LandingSettingsInput } from './context.ts';
import { selectIsDirty, type LandingSettingsSnapshot } from './selectors.ts';

/**
 * Landing Settings runs with the active launcher, or without one for a new landing; leaving it
 * drops what was typed and not saved (the next visit starts from the launcher again).
 */
export const landingSettingsMount: SectionMount<LandingSettingsInput, LandingSettingsSnapshot> = {
  needsTranslation: false,
  inputFrom: ({ launcher }) => ({ launcher }),
  key: ({ launcher }) => `landingSettings:${launcher === null ? 'new' : launcher.id}`,
  isDirty: selectIsDirty,
};
