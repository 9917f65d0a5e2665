import type { SectionId } from '@landing/machines';
import { lazyPart } from '../lazy/lazyPart.tsx';
import { ToasterPart } from '../root/ToasterOnDemand.tsx';
import { sectionDefinitions } from '../sections/registry.ts';

/*
 * The editor's first chunk holds its frame (breadcrumb, side navigation, section heading), its
 * machines, the preview and Main Information (what an opened landing shows first); the other
 * steps, the translation strip and the dialogs load on demand. A step shown first (Landing
 * Settings for a new landing, or after a section change) is fetched beside the landing's calls
 * (`preloadSectionParts`), the rest once the editor has drawn and the browser is idle
 * (`preloadWhenIdle`).
 */
export const LauncherSettingsPart = lazyPart(
  async () => (await import('../settings/LauncherSettingsStep.tsx')).LauncherSettingsStep,
);
export const RelatedLaunchersPart = lazyPart(
  async () => (await import('../related/RelatedLaunchers.tsx')).RelatedLaunchers,
);
export const TranslationTabsPart = lazyPart(
  async () => (await import('../translations/TranslationTabs.tsx')).TranslationTabs,
);
export const LeaveDialogPart = lazyPart(
  async () => (await import('./LeaveDialog.tsx')).LeaveDialog,
);

/** Every part a section needs to draw. */
function partsOf(section: SectionId): { preload: () => Promise<void> }[] {
  if (section === 'landingSettings') return [LauncherSettingsPart];
  if (section === 'relatedLaunchers') return [RelatedLaunchersPart];
  const view = sectionDefinitions.find((definition) => definition.id === section)?.View;
  const parts = view ? [view] : [];
  return section === 'mainInformation' ? parts : [TranslationTabsPart, ...parts];
}

/** Starts loading what `section` draws (failures surface when it renders). */
export function preloadSectionParts(section: SectionId): void {
  for (const part of partsOf(section)) part.preload().catch(() => undefined);
}

/** Everything but the frame: what any click in the editor may open. */
export const allParts: readonly { preload: () => Promise<void> }[] = [
  ...sectionDefinitions.map((definition) => definition.View),
  TranslationTabsPart,
  LauncherSettingsPart,
  RelatedLaunchersPart,
  LeaveDialogPart,
  ToasterPart,
];

/** Loads every part now (stories and tests that must not wait on a chunk mid-interaction). */
export async function preloadAllParts(): Promise<void> {
  await Promise.all(allParts.map((part) => part.preload()));
}
