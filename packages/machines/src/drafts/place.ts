/**
 * Where a draft belongs: one form of one user. The editor's sections fill every field; a
 * console form (the app form) leaves the editor's ids null and names itself in `form`.
 */
export interface DraftPlace {
  /** The signed-in user (a different user on the same browser never sees these drafts). */
  user: string;
  landingId: number | null;
  launcherId: number | null;
  /** The translation (launcher content) the form edits, null for launcher-wide forms. */
  translationId: number | null;
  /** The section or form, e.g. 'content', 'mainInformation', 'appForm:12'. */
  form: string;
}

/** Every draft key starts with this; nothing else in the storage is read or removed. */
export const DRAFT_KEY_PREFIX = 'landing-draft:';

const part = (value: string | number | null): string =>
  value === null ? '-' : encodeURIComponent(String(value));

/** The key prefix of one place: every writer's (tab's) draft of it starts with this. */
export const placeKey = (place: DraftPlace): string =>
  `${DRAFT_KEY_PREFIX}${[place.user, place.landingId, place.launcherId, place.translationId, place.form].map(part).join(':')}:`;

/** The storage key of one writer's draft of a place (each tab writes its own). */
export const draftKey = (place: DraftPlace, writer: string): string =>
  `${placeKey(place)}${part(writer)}`;
