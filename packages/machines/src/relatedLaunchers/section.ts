import type { SectionMount } from '../editor/sections.ts';
import type { RelatedLaunchersInput } from './context.ts';
import { selectLinkChoice, type RelatedLaunchersSnapshot } from './selectors.ts';

/** Related Launchers runs for the landing open; a refresh it makes does not restart it. */
export const relatedLaunchersMount: SectionMount<RelatedLaunchersInput, RelatedLaunchersSnapshot> =
  {
    needsTranslation: false,
    inputFrom: ({ landingId, landing }) => ({
      landingId,
      relatedIds: (landing?.relatedLaunchers ?? []).map(({ id }) => id),
    }),
    key: ({ landingId }) => `relatedLaunchers:${landingId ?? 'new'}`,
    // A launcher chosen in 'Link Launcher' and not linked yet is an edit not saved.
    isDirty: (snapshot) => selectLinkChoice(snapshot) !== null,
  };
