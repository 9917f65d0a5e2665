import { versionTag } from '@landing/api';

/** What a draft was typed over, as `draftBaseOf` writes it. */
type DraftBase = { version: string | null; saved: string };

/**
 * What the server held when a form's values were typed (issue 29): the entity's `version` when
 * the server has versions, and the saved values as JSON for a server without them. Both are
 * kept, so a draft is judged by versions when both visits had one and by values otherwise.
 */
export function draftBaseOf(version: unknown, savedValues: unknown): string {
  return JSON.stringify({ version: versionTag(version) ?? null, saved: savedValues });
}

function readBase(base: string): DraftBase {
  try {
    const parsed: unknown = JSON.parse(base);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'version' in parsed &&
      'saved' in parsed &&
      Object.keys(parsed).length === 2
    ) {
      const { version, saved } = parsed;
      return {
        version: typeof version === 'string' ? version : null,
        saved: JSON.stringify(saved),
      };
    }
  } catch {
    // A base written before versions: the saved values' JSON itself (or any other text).
  }
  return { version: null, saved: base };
}

/**
 * The draft was typed over another state than the server holds now: another version when both
 * have one (a save of the same values still counts), else other saved values.
 */
export function isStaleBase(typedOver: string, now: string): boolean {
  const then = readBase(typedOver);
  const current = readBase(now);
  if (then.version !== null && current.version !== null) return then.version !== current.version;
  return then.saved !== current.saved;
}
