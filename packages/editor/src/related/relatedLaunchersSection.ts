import { lazyPart } from '../lazy/lazyPart.tsx';
import type { EditorStateSectionDefinition } from '../sections/types.ts';

/** The landing's related launchers, linked and unlinked; its state is the editor's. */
export const relatedLaunchersSection: EditorStateSectionDefinition = {
  id: 'relatedLaunchers',
  label: 'Related Launchers',
  needsTranslation: false,
  View: lazyPart(async () => (await import('./RelatedLaunchers.tsx')).RelatedLaunchers),
};
