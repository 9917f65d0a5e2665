import { relatedLaunchersSection } from '../related/relatedLaunchersSection.ts';
import { landingSettingsSection } from '../settings/landingSettingsSection.ts';
import { commentsSection } from './Comments/commentsSection.ts';
import { contentSection } from './Content/contentSection.ts';
import { designSection } from './Design/designSection.ts';
import { mainInformationSection } from './MainInformation/mainInformationSection.ts';
import type { SectionDefinition } from './types.ts';

/**
 * The editor's sections, in side navigation order (editor.md §2). Adding a section is adding
 * its definition here: the side navigation, the section area, the editor machine (through
 * `sectionHostsFor`) and the preloading all read this list.
 */
export const sectionDefinitions: readonly SectionDefinition[] = [
  landingSettingsSection,
  mainInformationSection,
  designSection,
  contentSection,
  commentsSection,
  relatedLaunchersSection,
];
