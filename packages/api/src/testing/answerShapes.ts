import { HttpResponse, type JsonBodyType } from 'msw';
import { unwrapData } from '../client/wire.ts';

const json = (body: unknown, status: number) => HttpResponse.json(body as JsonBodyType, { status });

/**
 * The forms a 2xx answer to a write may take against a back office that meets the spec
 * (DECISIONS.md "Write answers"). `server` is what apps/server (and this kit by default) answers.
 */
export const WRITE_ANSWER_SHAPES = [
  'server',
  'noContent',
  'empty',
  'dataEmpty',
  'deleted',
  'entity',
  'id',
] as const;
export type WriteAnswerShape = (typeof WRITE_ANSWER_SHAPES)[number];

/** The shapes other than apps/server's own: what the console must read as well. */
export const FOREIGN_WRITE_ANSWER_SHAPES = WRITE_ANSWER_SHAPES.filter(
  (shape) => shape !== 'server',
);

/** Of the forms issue 24 names, those that name no record: no body (204), `{}`, `{ data: {} }`. */
export const STORY_ANSWERS_WITHOUT_RECORD = [
  'noContent',
  'empty',
  'dataEmpty',
] as const satisfies readonly WriteAnswerShape[];

/** Of the forms issue 24 names, those that name the record: `{ data: { id, deleted: true } }`, the entity. */
export const STORY_ANSWERS_WITH_RECORD = [
  'deleted',
  'entity',
] as const satisfies readonly WriteAnswerShape[];

/**
 * The forms issue 24 names, which the write flows' stories run each flow over. A flow's story is
 * split in two (without, with the record) where one play function over all five runs long.
 */
export const STORY_WRITE_ANSWER_SHAPES = [
  ...STORY_ANSWERS_WITHOUT_RECORD,
  ...STORY_ANSWERS_WITH_RECORD,
] as const;

const positiveId = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** The id a write is about: the answered record's, else the last number of its path. */
const idOf = (unwrapped: unknown, url: URL): number | undefined => {
  const answered =
    typeof unwrapped === 'object' && unwrapped !== null && !Array.isArray(unwrapped)
      ? positiveId((unwrapped as { id?: unknown }).id)
      : undefined;
  if (answered !== undefined) return answered;
  const last = url.pathname.split('/').findLast((segment) => /^\d+$/.test(segment));
  return last === undefined ? undefined : Number(last);
};

/** A successful write's answer in `shape`; anything else (errors, `server`) passes as is. */
export const reshapeWriteAnswer = async (
  answer: Response,
  shape: WriteAnswerShape,
  url: URL,
): Promise<Response> => {
  if (shape === 'server' || !answer.ok) return answer;
  const status = answer.status;
  if (shape === 'noContent') return new HttpResponse(null, { status: 204 });
  if (shape === 'empty') return json({}, status);
  if (shape === 'dataEmpty') return json({ data: {} }, status);
  const text = await answer.clone().text();
  const unwrapped: unknown = text === '' ? null : unwrapData(JSON.parse(text));
  if (shape === 'entity') return json(unwrapped, status);
  const id = idOf(unwrapped, url);
  if (shape === 'id') return json(id === undefined ? {} : { id }, status);
  return json({ data: { ...(id === undefined ? {} : { id }), deleted: true } }, status);
};
