import { EDITOR_SYSTEM_ID, type EditorLocation } from '@landing/machines';
import { sectionDefinitions } from '../sections/registry.ts';
import type { SectionDefinition } from '../sections/types.ts';
import type { EditorServices } from '../services/EditorServices.tsx';
import { withLocalesLoadedOnce } from '../services/localesLoadedOnce.ts';
import { createCatalogLogic, createEditorLogic, type EditorHostEvents } from './editorLogic.ts';
import { sectionHostsFor, translationStripFor } from './sectionHosts.ts';

/**
 * One editor built from its services: the editor machine and the catalog machine with their
 * effects, and the options that open a location with the given sections (the registry's unless
 * a test adds its own; the editor is registered in its actor system, where sections report to
 * it). The component and the headless controller both start their actors from this.
 */
export function editorConstruction(
  services: EditorServices,
  host: EditorHostEvents,
  sections: readonly SectionDefinition[] = sectionDefinitions,
) {
  const shared = { ...services, client: withLocalesLoadedOnce(services.client) };
  const hosts = sectionHostsFor(sections, shared);
  const translationStrip = translationStripFor(shared);
  return {
    sections,
    logic: createEditorLogic(shared, host),
    catalogLogic: createCatalogLogic(shared),
    actorOptions: (location: EditorLocation) => ({
      input: { ...location, sections: hosts, translationStrip },
      systemId: EDITOR_SYSTEM_ID,
    }),
  };
}

export type EditorConstruction = ReturnType<typeof editorConstruction>;
