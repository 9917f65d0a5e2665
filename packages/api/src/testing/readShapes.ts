import { HttpResponse, type JsonBodyType } from 'msw';

/**
 * The forms a read's answer may take against a back office that meets the spec (DECISIONS.md
 * "Write answers": only ids and what a screen cannot work without are required). `server` is
 * what apps/server (and this kit by default) answers; `lean` gives the spec's §3 fields only:
 * optional ones left out (`OPTIONAL_FIELDS`, with apps/server's fields the spec does not name),
 * null ones absent, a translation's `design` as its id only (a design read keeps its `iconUrl`), every launcher's `staticContent` `{}`, the tracker
 * user's email `null`, and an unknown field on every record; `odd` is `lean` plus one odd row
 * (an id, every other field of the wrong type) at the end of every list.
 */
export const READ_ANSWER_SHAPES = ['server', 'lean', 'odd'] as const;
export type ReadAnswerShape = (typeof READ_ANSWER_SHAPES)[number];

/** Fields a screen shows with a dash when absent: left out of `lean` answers. */
const OPTIONAL_FIELDS = new Set([
  'webServerId',
  'webServerUrl',
  'pushokUrl',
  'record',
  'previewUrl',
  'languages',
  'relatedLaunchers',
  'archiveUrl',
  'archiveName',
  'createdBy',
  'reply',
  'expireAt',
  'templateId',
  'videoUrl',
  'videoPreviewUrl',
  'locale',
  'iconUrl',
  'config',
  'description',
  'commentator',
  'contents',
  // Not in §3: apps/server's own (issue 30's comment origins).
  'originId',
]);

/** A field no spec names: a client must ignore it. */
export const UNKNOWN_FIELD = 'backOfficeExtra';

/** The odd row `odd` lists end with: a valid id, nothing else readable. */
export const ODD_ROW_ID = 9001;
const oddRow = {
  id: ODD_ROW_ID,
  name: 42,
  code: false,
  pushService: 'apns',
  openerLink: { href: 'x' },
  mainLauncher: 'none',
  status: 7,
  [UNKNOWN_FIELD]: true,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const lean = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(lean);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null || OPTIONAL_FIELDS.has(key)) continue;
    // A translation names its design by id only (editor.md §3: `design (id)`).
    if (key === 'design' && isRecord(field)) out[key] = { id: field.id };
    // A translation's description is its content (§3), not an optional template description.
    else if (key === 'translatableContent' && isRecord(field)) {
      out[key] = { ...(lean(field) as object), description: field.description };
    } else out[key] = key === 'staticContent' ? {} : lean(field);
  }
  if ('id' in value) out[UNKNOWN_FIELD] = { note: 'not in the spec' };
  return out;
};

/** The answer's list (a bare array, or `items` of a page), with the odd row appended. */
const withOddRow = (body: unknown): unknown => {
  const rows: unknown = isRecord(body) ? body.items : body;
  if (!Array.isArray(rows)) return body;
  const withOdd = rows.concat([oddRow]) as unknown[];
  return isRecord(body) ? { ...body, items: withOdd } : withOdd;
};

const isTrackerUser = (url: URL) => /\/user$/.test(url.pathname);
const isDesignRead = (url: URL) => /\/design(\/\d+)?$/.test(url.pathname);

/**
 * A design keeps its own `iconUrl`: §3 names it, and no design is made without its icon
 * (editor.md §5: the icon rules), so a back office that meets the spec answers it (issue 24: the Icon form
 * loads the base design by id when a translation names it as `{ id }` only).
 */
const withDesignIcons = (leaned: unknown, original: unknown): unknown => {
  if (Array.isArray(leaned) && Array.isArray(original)) {
    return leaned.map((row, index) => withDesignIcons(row, original[index]));
  }
  if (!isRecord(leaned) || !isRecord(original)) return leaned;
  if (Array.isArray(leaned.items)) {
    return { ...leaned, items: withDesignIcons(leaned.items, original.items) };
  }
  return typeof original.iconUrl === 'string' ? { ...leaned, iconUrl: original.iconUrl } : leaned;
};

/** A successful read's answer in `shape`; anything else (errors, `server`) passes as is. */
export const reshapeReadAnswer = async (
  answer: Response,
  shape: ReadAnswerShape,
  url: URL,
): Promise<Response> => {
  if (shape === 'server' || !answer.ok) return answer;
  const text = await answer.clone().text();
  if (text === '') return answer;
  const parsed: unknown = JSON.parse(text);
  const wrapped = isRecord(parsed) && Object.hasOwn(parsed, 'data');
  const original = wrapped ? parsed.data : parsed;
  let body = lean(original);
  if (isDesignRead(url)) body = withDesignIcons(body, original);
  if (isTrackerUser(url) && isRecord(body)) body = { ...body, email: null };
  if (shape === 'odd') body = withOddRow(body);
  return HttpResponse.json((wrapped ? { data: body } : body) as JsonBodyType, {
    status: answer.status,
  });
};
