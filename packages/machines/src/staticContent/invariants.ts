import { STAR_PERCENT_TOTAL_MAX, STAR_SLIDER_MAX, STAR_SLIDER_MIN } from '@landing/api';
import type { StaticContentSnapshot } from './selectors.ts';
import { validateStaticContent } from './validation.ts';
import { calculatedRating, isDirty, starPercentTotal } from './values.ts';

/**
 * What must hold in every snapshot, whatever happened before: the stars stay in range and
 * within 100 in total, a settled rating is the stars' own once a slider moved, and only a
 * changed, valid form of a known launcher is ever being saved.
 */
export function staticContentViolations(snapshot: StaticContentSnapshot): string[] {
  const { values, savedValues, touched, launcherId } = snapshot.context;
  const violations: string[] = [];
  if (starPercentTotal(values.starPercent) > STAR_PERCENT_TOTAL_MAX) {
    violations.push(`stars total ${starPercentTotal(values.starPercent)}`);
  }
  if (values.starPercent.some((v) => v < STAR_SLIDER_MIN || v > STAR_SLIDER_MAX)) {
    violations.push(`star out of range ${values.starPercent.join('/')}`);
  }
  if (
    touched.starPercent &&
    snapshot.matches({ editing: 'ratingSettled' }) &&
    values.rating !== calculatedRating(values.starPercent)
  ) {
    violations.push(`settled rating ${values.rating} is not the stars' rating`);
  }
  if (snapshot.matches('saving')) {
    if (launcherId === null) violations.push('saving without a launcher');
    if (!isDirty(values, savedValues)) violations.push('saving an unchanged form');
    if (Object.keys(validateStaticContent(values)).length > 0) violations.push('saving invalid');
  }
  // The conflict dialog shows exactly while the form waits for the operator's picks.
  if (snapshot.matches('conflict') !== (snapshot.context.conflict !== null)) {
    violations.push('conflict shown outside the conflict state');
  }
  return violations;
}
