import { lazyPart } from '../lazy/lazyPart.tsx';
import { PreviewPart } from '../preview/previewPart.ts';
import { ToasterPart } from '../root/ToasterOnDemand.tsx';
import { sectionDefinitions } from '../sections/registry.ts';
import type { SectionDefinition } from '../sections/types.ts';
import { translationsPart } from '../translations/translationsPart.ts';

/*
 * The editor's first chunk holds its frame (breadcrumb, side navigation, section heading), its
 * machines and Main Information's first screen (what an opened landing shows first); the other
 * sections' views, Main Information's Static Content, the preview, the translation strip and the
 * dialogs load on demand. A section shown first (Landing Settings for a new landing, or after a
 * section change) is fetched beside the landing's calls (`preloadSectionParts`); the preview once
 * the landing has loaded and what a view draws below its first screen (`laterParts`) when the
 * view draws it, never ahead of the first paint; the rest once the editor has drawn and the
 * browser is idle (`preloadWhenIdle`).
 */
export const LeaveDialogPart = lazyPart(
  async () => (await import('./LeaveDialog.tsx')).LeaveDialog,
);

type Part = { preload: () => Promise<void> };

/** Every part a section needs to draw: its view, under the tab strip when it needs a translation. */
function partsOf(definition: SectionDefinition): Part[] {
  return definition.needsTranslation ? [translationsPart.View, definition.View] : [definition.View];
}

/** Starts loading what `definition` draws (failures surface when it renders). */
export function preloadSectionParts(definition: SectionDefinition | undefined): void {
  if (definition === undefined) return;
  for (const part of partsOf(definition)) part.preload().catch(() => undefined);
}

/** Everything but the frame: what any click in an editor with these sections may open. */
export function allPartsOf(sections: readonly SectionDefinition[]): readonly Part[] {
  return [
    ...new Set([
      ...sections.flatMap((section) => [...partsOf(section), ...(section.laterParts ?? [])]),
      PreviewPart,
      LeaveDialogPart,
      ToasterPart,
    ]),
  ];
}

/** Loads every part now (stories and tests that must not wait on a chunk mid-interaction). */
export async function preloadAllParts(): Promise<void> {
  await Promise.all(allPartsOf(sectionDefinitions).map((part) => part.preload()));
}
