import { usesBaseDesign } from './context.ts';
import type { DesignSnapshot } from './selectors.ts';

/**
 * What must hold in every state of the design machine, whatever the path: the model test checks
 * these after each step. Returns the broken ones (empty when all hold).
 */
export function brokenDesignInvariants(snapshot: DesignSnapshot): string[] {
  const { context } = snapshot;
  const broken: string[] = [];
  const keys = context.screens.map((screen) => screen.key);
  if (new Set(keys).size !== keys.length) broken.push('screenshot keys are unique');
  const shown = snapshot.matches('readOnly') || snapshot.matches('editing');
  if (shown && snapshot.hasTag('readOnly') !== usesBaseDesign(context)) {
    broken.push('read-only exactly when the translation uses the base design');
  }
  if (context.fileErrors.icon !== null && context.icon?.kind !== 'chosen') {
    broken.push('an icon error belongs to a newly chosen icon');
  }
  if (snapshot.matches('saving') !== (context.progress !== null)) {
    broken.push('upload progress only while saving');
  }
  if (context.progress !== null && (context.progress < 0 || context.progress > 100)) {
    broken.push('progress within 0–100');
  }
  if (!snapshot.hasTag('checking') && context.checking.length > 0) {
    broken.push('files wait for a check only while one runs');
  }
  if (context.isBase && context.designId !== context.baseDesignId && context.designId !== null) {
    broken.push("the base's design is the base design");
  }
  return broken;
}
