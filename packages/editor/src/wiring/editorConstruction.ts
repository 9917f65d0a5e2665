import type { EditorLocation } from '@landing/machines';
import { sectionDefinitions } from '../sections/registry.ts';
import type { EditorServices } from '../services/EditorServices.tsx';
import { createCatalogLogic, createEditorLogic, type EditorHostEvents } from './editorLogic.ts';
import { sectionHostsFor } from './sectionHosts.ts';

/**
 * One editor built from its services: the editor machine and the catalog machine with their
 * effects, and the input that opens a location with the registry's sections. The component and
 * the headless controller both start their actors from this.
 */
export function editorConstruction(services: EditorServices, host: EditorHostEvents) {
  const sections = sectionHostsFor(sectionDefinitions, services);
  return {
    logic: createEditorLogic(services, host),
    catalogLogic: createCatalogLogic(services),
    inputFor: (location: EditorLocation) => ({ ...location, sections }),
  };
}

export type EditorConstruction = ReturnType<typeof editorConstruction>;
