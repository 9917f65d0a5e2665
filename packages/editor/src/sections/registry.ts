import { commentsSection } from './Comments/commentsSection.ts';
import { contentSection } from './Content/contentSection.ts';
import { designSection } from './Design/designSection.ts';
import { mainInformationSection } from './MainInformation/mainInformationSection.ts';
import type { SectionDefinition } from './types.ts';

/**
 * The content sections the editor can mount. Each section adds its definition here; a section
 * missing from the list is shown as unavailable by the shell.
 */
export const sectionDefinitions: readonly SectionDefinition[] = [
  mainInformationSection,
  designSection,
  contentSection,
  commentsSection,
];
