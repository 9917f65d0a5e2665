import {
  partHostOf,
  sectionHostOf,
  type PartHost,
  type SectionHost,
  type SectionHosts,
} from '@landing/machines';
import { translationsPart } from '../translations/translationsPart.ts';
import type { SectionDefinition } from '../sections/types.ts';
import type { EditorServices } from '../services/EditorServices.tsx';

/**
 * The sections with a machine as the editor machine runs them: each section's machine is
 * provided once per editor instance (its own services), never shared between editors, on the
 * section's first start (a section never opened costs no machine building).
 */
export function sectionHostsFor(
  definitions: readonly SectionDefinition[],
  services: EditorServices,
): SectionHosts {
  const hosts: Record<string, SectionHost> = {};
  for (const definition of definitions) {
    hosts[definition.id] = sectionHostOf(definition, () => definition.createLogic(services));
  }
  return hosts;
}

/** The translation strip as the editor machine runs it, provided once per editor instance. */
export function translationStripFor(services: EditorServices): PartHost {
  return partHostOf(translationsPart, () => translationsPart.createLogic(services));
}
