import type { SectionMount } from '../editor/sections.ts';
import type { RelatedLaunchersInput } from './context.ts';

/** Related Launchers runs for the landing open; a refresh it makes does not restart it. */
export const relatedLaunchersMount: SectionMount<RelatedLaunchersInput> = {
  needsTranslation: false,
  inputFrom: ({ landingId, landing }) => ({
    landingId,
    relatedIds: (landing?.relatedLaunchers ?? []).map(({ id }) => id),
  }),
  key: ({ landingId }) => `relatedLaunchers:${landingId ?? 'new'}`,
  // Nothing typed is lost by leaving: a chosen launcher is not work.
  isDirty: () => false,
};
