import type { LauncherContentCreate } from '../editor/entities.ts';
import { requireId } from '../shared/requireId.ts';
import type { TranslationsContext } from './context.ts';

/**
 * A new translation copies the base's translatable content (else empty values), reuses the
 * base's design, and is the default only when there is no base and no contents (editor.md §4).
 */
export function translationPayload(context: TranslationsContext): LauncherContentCreate {
  const base = context.baseContent;
  const contents = context.launcher.contents ?? [];
  const copied = base?.translatableContent;
  return {
    launcherId: context.launcher.id,
    localeId: requireId(context.newTranslation.localeId, 'locale'),
    isDefault: base === null && contents.length === 0,
    designId: base?.designId ?? null,
    translatableContent: copied
      ? {
          description: copied.description,
          additionalInfo: [...copied.additionalInfo],
          tags: [...copied.tags],
        }
      : { description: '', additionalInfo: [], tags: [] },
  };
}
