import {
  RATING_DECIMALS,
  STAR_PERCENT_TOTAL_MAX,
  STAR_SLIDER_MAX,
  STAR_SLIDER_MIN,
  STAR_SLIDER_STEP,
  STATIC_CONTENT_DEFAULTS,
  type StarPercent,
  type StaticContentRead,
  type StaticContentPatch,
} from '@landing/api';
import type { StaticContentValues } from './context.ts';

/** Star values of the rows, in the order of `starPercent` (stars 5, 4, 3, 2, 1). */
export const STARS = [5, 4, 3, 2, 1] as const;
export type Star = (typeof STARS)[number];

const numberText = (value: number) => String(value);

/**
 * The form's values for a launcher's static content: §9's defaults for every field it does not
 * have (none, `{}` or partial: not filled in yet).
 */
export function valuesFromStaticContent(
  staticContent: StaticContentRead | null,
  launcherName: string,
): StaticContentValues {
  const source = {
    ...STATIC_CONTENT_DEFAULTS,
    name: launcherName,
    shortName: launcherName,
    developer: '',
    email: '',
    ...staticContent,
  };
  return {
    name: source.name,
    shortName: source.shortName,
    developer: source.developer,
    email: source.email,
    reviews: numberText(source.reviews),
    size: numberText(source.size),
    age: source.age,
    installs: numberText(source.installs),
    ratingPeople: numberText(source.ratingPeople),
    rating: source.rating,
    starPercent: [...source.starPercent] as StarPercent,
    version: source.version,
    androidVersion: String(source.androidVersion),
  };
}

/** Typed number text as a number: blank or not a number is NaN, which every rule refuses. */
const parseNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The values as the wire carries them (`StaticContentInput`'s shape). */
export function toStaticContent(values: StaticContentValues) {
  return {
    name: values.name.trim(),
    shortName: values.shortName.trim(),
    developer: values.developer.trim(),
    email: values.email.trim(),
    reviews: parseNumber(values.reviews),
    size: parseNumber(values.size),
    age: values.age,
    installs: parseNumber(values.installs),
    rating: values.rating,
    ratingPeople: parseNumber(values.ratingPeople),
    starPercent: values.starPercent,
    version: values.version.trim(),
    androidVersion: values.androidVersion,
  };
}

type WireStaticContent = ReturnType<typeof toStaticContent>;
type WireField = keyof WireStaticContent;

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => item === b[index])
    : Object.is(a, b);

/** What 'Save Static Content' sends: only the fields that differ from the saved ones. */
export function changesOf(
  values: StaticContentValues,
  savedValues: StaticContentValues,
): StaticContentPatch {
  const now = toStaticContent(values);
  const saved = toStaticContent(savedValues);
  const changes: Record<string, unknown> = {};
  for (const field of Object.keys(now) as WireField[]) {
    if (!sameValue(now[field], saved[field])) changes[field] = now[field];
  }
  return changes;
}

export const isDirty = (values: StaticContentValues, savedValues: StaticContentValues) =>
  Object.keys(changesOf(values, savedValues)).length > 0;

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Decimals of the slider step (0.1 → 1), so sums like 0.1 + 0.2 stay exact on screen. */
const STEP_DECIMALS = String(STAR_SLIDER_STEP).split('.')[1]?.length ?? 0;

/**
 * A star row moved to `wanted`: kept within the slider's range and its step, and never past
 * what the other four rows leave of 100 (it stops there).
 */
export function cappedStarPercent(
  starPercent: StarPercent,
  index: number,
  wanted: number,
): StarPercent {
  const others = starPercent.reduce((sum, value, i) => (i === index ? sum : sum + value), 0);
  const left = roundTo(Math.max(0, STAR_PERCENT_TOTAL_MAX - others), STEP_DECIMALS);
  const inRange = Math.min(STAR_SLIDER_MAX, Math.max(STAR_SLIDER_MIN, wanted));
  const next = roundTo(Math.min(inRange, left), STEP_DECIMALS);
  return starPercent.map((value, i) => (i === index ? next : value)) as StarPercent;
}

/** Sum of star value times its percentage, over 100, rounded to 2 decimals (spec §4). */
export function calculatedRating(starPercent: StarPercent): number {
  const weighted = starPercent.reduce((sum, percent, i) => sum + (STARS[i] ?? 0) * percent, 0);
  return roundTo(weighted / 100, RATING_DECIMALS);
}

export const starPercentTotal = (starPercent: StarPercent) =>
  roundTo(
    starPercent.reduce((sum, value) => sum + value, 0),
    STEP_DECIMALS,
  );
