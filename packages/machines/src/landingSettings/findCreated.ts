import type { Landing, Launcher } from '../editor/entities.ts';
import { identifyCreated } from '../shared/identifyCreated.ts';
import type { CreateLauncherInput } from './actors.ts';

/** The launcher a create made without naming it: new since `idsBefore`, with the sent name and template. */
export function findCreatedLauncher(
  idsBefore: readonly number[] | null,
  sent: CreateLauncherInput,
  launchers: readonly Launcher[],
): number | null {
  const { name, templateId } = sent.payload;
  return identifyCreated(
    idsBefore,
    launchers,
    (launcher) =>
      launcher.name === name &&
      (launcher.template.id ?? launcher.templateId ?? templateId) === templateId,
  );
}

/**
 * The landing made around a launcher this save created: no landing had that launcher before,
 * so the one listing it as main launcher is the new one (two, or none: null).
 */
export function findCreatedLanding(
  launcherId: number,
  landings: readonly Landing[],
): number | null {
  const around = landings.filter((landing) => landing.mainLauncher?.id === launcherId);
  return around.length === 1 ? (around[0]?.id ?? null) : null;
}
