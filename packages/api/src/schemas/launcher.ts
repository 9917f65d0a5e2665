import { type } from './answerType.ts';
import {
  Id,
  lenient,
  LenientString,
  LenientText,
  rowsOf,
  RowVersion,
  WebServerId,
} from './common.ts';
import { LauncherContent } from './launcherContent.ts';
import { lazySchema } from './lazySchema.ts';

export const TemplateView = lazySchema(() => type("'web' | 'mobile'"));
export type TemplateView = typeof TemplateView.infer;

export const LauncherConfig = lazySchema(() =>
  type({
    'templateView?': lenient(TemplateView.or('null')),
    'webflowHtmlTagData?': LenientString,
  }),
);
export type LauncherConfig = typeof LauncherConfig.infer;

/** Custom-template HTML tags; generous, but a bound (the JSON body limit is 1 MB). */
export const WebflowHtmlTagData = lazySchema(() => type('string <= 100000'));

/** A config as the console sends it: unknown keys are refused, never stored and echoed. */
export const LauncherConfigInput = lazySchema(() =>
  type({
    '+': 'reject',
    'templateView?': TemplateView.or('null'),
    'webflowHtmlTagData?': WebflowHtmlTagData.or('null'),
  }),
);
export type LauncherConfigInput = typeof LauncherConfigInput.infer;

/** Five percentages for stars 5, 4, 3, 2, 1 in that order (DECISIONS.md). */
export const StarPercent = lazySchema(() =>
  type(['number >= 0', 'number >= 0', 'number >= 0', 'number >= 0', 'number >= 0']),
);
export type StarPercent = typeof StarPercent.infer;

/** Android version as stored: the form offers '11'..'15'; a number is accepted from the server. */
export const AndroidVersion = lazySchema(() => type('string | number'));

/** Static content of a launcher on a built-in (app-store) template, as the server answers it. */
export const StaticContent = lazySchema(() =>
  type({
    name: 'string',
    shortName: 'string',
    developer: 'string',
    email: 'string',
    reviews: 'number >= 0',
    size: 'number >= 0',
    age: 'number.integer >= 0',
    installs: 'number >= 0',
    rating: '0 <= number <= 5',
    ratingPeople: 'number.integer >= 0',
    starPercent: StarPercent,
    version: 'string',
    androidVersion: AndroidVersion,
  }),
);
export type StaticContent = typeof StaticContent.infer;

/**
 * Static content as the console reads it: a launcher not filled in yet may have it absent,
 * `null`, `{}` or partial (DECISIONS.md "Write answers"); the editor shows editor.md §9's
 * defaults for what is missing.
 */
export const StaticContentRead = lazySchema(() =>
  type({
    'name?': LenientText,
    'shortName?': LenientText,
    'developer?': LenientText,
    'email?': LenientText,
    'reviews?': lenient(type('number >= 0')),
    'size?': lenient(type('number >= 0')),
    'age?': lenient(type('number.integer >= 0')),
    'installs?': lenient(type('number >= 0')),
    'rating?': lenient(type('0 <= number <= 5')),
    'ratingPeople?': lenient(type('number.integer >= 0')),
    'starPercent?': lenient(StarPercent),
    'version?': LenientText,
    'androidVersion?': lenient(AndroidVersion),
  }),
);
export type StaticContentRead = typeof StaticContentRead.infer;

/** Static content as the operator saves it (editor.md §5); unknown keys are refused. */
export const StaticContentInput = lazySchema(() =>
  type({
    '+': 'reject',
    name: '0 < string <= 100',
    shortName: '0 < string <= 100',
    developer: '0 < string <= 200',
    email: type('string.email').and('string <= 254'),
    reviews: 'number >= 0',
    size: 'number > 0',
    age: 'number.integer >= 0',
    installs: 'number >= 0',
    rating: '0 <= number <= 5',
    ratingPeople: 'number.integer >= 0',
    starPercent: StarPercent,
    version: '0 < string <= 10',
    androidVersion: type('0 < string <= 20').or('number'),
  }),
);
export type StaticContentInput = typeof StaticContentInput.infer;

export const StaticContentPatch = lazySchema(() => StaticContentInput.partial());
export type StaticContentPatch = typeof StaticContentPatch.infer;

/** A launcher's template: whether it is custom decides the editor's sections, so it is required. */
export const LauncherTemplate = lazySchema(() =>
  type({
    'id?': lenient(Id),
    'code?': LenientText,
    isCustom: 'boolean',
  }),
);
export type LauncherTemplate = typeof LauncherTemplate.infer;

/**
 * A launcher as the console reads it: id and template kind required, anything else may be absent
 * or odd (DECISIONS.md "Write answers"); a translation it cannot read is left out.
 */
export const Launcher = lazySchema(() =>
  type({
    id: Id,
    'name?': LenientText,
    'webServerId?': lenient(WebServerId),
    template: LauncherTemplate,
    'templateId?': lenient(Id),
    'iconUrl?': LenientString,
    'config?': lenient(LauncherConfig.or('null')),
    'staticContent?': lenient(StaticContentRead.or('null')),
    'contents?': lenient(rowsOf(LauncherContent)),
    'version?': RowVersion,
  }),
);
export type Launcher = typeof Launcher.infer;
export const LauncherList = lazySchema(() => rowsOf(Launcher));

/** A launcher available for linking to a landing. */
export const LinkableLauncher = lazySchema(() => type({ id: Id, 'name?': LenientText }));
export type LinkableLauncher = typeof LinkableLauncher.infer;
export const LinkableLauncherList = lazySchema(() => rowsOf(LinkableLauncher));

/** A launcher's name (and the Icon, Name and Short Name form's short name): 3 to 100 characters. */
export const LauncherName = lazySchema(() => type('3 <= string <= 100'));

/** `POST /api/launcher/custom`. */
export const LauncherCustomCreate = lazySchema(() =>
  type({
    name: LauncherName,
    templateId: Id,
    'config?': { '+': 'reject', 'webflowHtmlTagData?': WebflowHtmlTagData },
  }),
);
export type LauncherCustomCreate = typeof LauncherCustomCreate.infer;

/** `POST /api/launcher/app-store`. */
export const LauncherAppStoreCreate = lazySchema(() =>
  type({
    name: LauncherName,
    templateId: Id,
    'config?': { '+': 'reject', 'templateView?': TemplateView },
  }),
);
export type LauncherAppStoreCreate = typeof LauncherAppStoreCreate.infer;

/** `PATCH /api/launcher`: id plus name, config, template or partial static content. */
export const LauncherUpdate = lazySchema(() =>
  type({
    id: Id,
    'name?': LauncherName,
    'templateId?': Id,
    'config?': LauncherConfigInput,
    'staticContent?': StaticContentPatch,
  }),
);
export type LauncherUpdate = typeof LauncherUpdate.infer;
