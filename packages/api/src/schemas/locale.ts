import { type } from 'arktype';
import { Locale } from './common.ts';

export { Locale };
export const LocaleList = Locale.array();

export const LocaleCreate = type({ google_lang_code: 'string > 0', displayName: 'string > 0' });
export type LocaleCreate = typeof LocaleCreate.infer;

export const LocaleUpdate = LocaleCreate.partial();
export type LocaleUpdate = typeof LocaleUpdate.infer;
