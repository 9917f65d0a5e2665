import type { MockBackend } from '@landing/api/testing';
import type { SectionContext } from '../sections/types.ts';

/**
 * The editor's context for one translation of a launcher in the mock back office: what the
 * shell would pass a content section (the launcher, the active and the base translation).
 */
export function sectionContextFor(
  backend: MockBackend,
  launcherId: number,
  activeContentId: number,
): SectionContext {
  const { data, views } = backend.store;
  const stored = data.launchers.find((launcher) => launcher.id === launcherId);
  if (!stored) throw new Error(`No launcher ${launcherId} in the fixtures`);
  const launcher = views.launcher(stored);
  const contents = launcher.contents ?? [];
  const landing = data.landings.find((item) => item.mainLauncherId === launcherId);
  return {
    landingId: landing?.id ?? null,
    landing: landing ? views.landing(landing) : null,
    launcher,
    activeContent: contents.find((content) => content.id === activeContentId) ?? null,
    baseContent: contents.find((content) => content.isDefault) ?? null,
  };
}
