import { launcherOf, type PartMount } from '../editor/sections.ts';
import type { TranslationsInput } from './context.ts';

/**
 * The tab strip runs while a launcher is active, beside whatever section is shown: a new
 * launcher starts it again; the launcher's and base's later changes are sent down to it.
 */
export const translationsMount: PartMount<TranslationsInput> = {
  inputFrom: (context) => ({ launcher: launcherOf(context), baseContent: context.baseContent }),
  key: ({ launcher }) => `translations:${launcher?.id ?? 'none'}`,
};
