import { type } from './answerType.ts';
import { Locale, rowsOf } from './common.ts';
import { lazySchema } from './lazySchema.ts';

export { Locale };
export const LocaleList = lazySchema(() => rowsOf(Locale));

/** A language code (BCP 47 tags stay well under 35 characters) and its display name. */
export const LocaleCreate = lazySchema(() =>
  type({
    google_lang_code: '0 < string <= 35',
    displayName: '0 < string <= 100',
  }),
);
export type LocaleCreate = typeof LocaleCreate.infer;

export const LocaleUpdate = lazySchema(() => LocaleCreate.partial());
export type LocaleUpdate = typeof LocaleUpdate.infer;
