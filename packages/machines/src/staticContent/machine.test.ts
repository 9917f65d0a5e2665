import { ApiError, STATIC_CONTENT_DEFAULTS, type Launcher } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { savedInput, savedStaticContent } from './fixtures.ts';
import { STATIC_CONTENT_TOASTS } from './machine.ts';
import * as selectors from './selectors.ts';
import { startStaticContent } from './testHarness.ts';
import { STATIC_CONTENT_MESSAGES as M } from './validation.ts';

const errorOf = (
  actor: ReturnType<typeof startStaticContent>['actor'],
  field: Parameters<typeof selectors.selectFieldError>[0],
) => selectors.selectFieldError(field)(actor.getSnapshot());

describe('static content machine', () => {
  it("starts from the launcher's saved values, numbers as typed text", () => {
    const { actor } = startStaticContent();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'ratingSettled' });
    expect(snapshot.context.values).toEqual({
      ...savedStaticContent,
      reviews: '1200',
      size: '24.5',
      installs: '500000',
      ratingPeople: '34000',
    });
    expect(selectors.selectIsDirty(snapshot)).toBe(false);
    expect(selectors.selectCanSave(snapshot)).toBe(false);
  });

  it("starts a launcher without static content from §9's defaults and its name", () => {
    const { actor } = startStaticContent({ ...savedInput, staticContent: null });
    expect(actor.getSnapshot().context.values).toEqual({
      name: 'Lucky Spin',
      shortName: 'Lucky Spin',
      developer: '',
      email: '',
      reviews: '200',
      size: '16',
      age: 3,
      installs: '3000000',
      ratingPeople: '100000',
      rating: 4.64,
      starPercent: [80, 10, 5, 4, 1],
      version: '1.0',
      androidVersion: '11',
    });
    expect(STATIC_CONTENT_DEFAULTS.starPercent).toEqual([80, 10, 5, 4, 1]);
  });

  describe('star distribution', () => {
    it('stops a slider at what the other rows leave of 100', () => {
      const { actor } = startStaticContent();
      actor.send({ type: 'star.change', index: 0, value: 100 });
      expect(actor.getSnapshot().context.values.starPercent).toEqual([70, 15, 8, 5, 2]);
      actor.send({ type: 'star.change', index: 1, value: 0 });
      actor.send({ type: 'star.change', index: 0, value: 100 });
      expect(actor.getSnapshot().context.values.starPercent).toEqual([85, 0, 8, 5, 2]);
      expect(selectors.selectStarTotal(actor.getSnapshot())).toBe(100);
    });

    it('keeps values within 0–100 and on the 0.1 step', () => {
      const { actor } = startStaticContent();
      actor.send({ type: 'star.change', index: 4, value: -5 });
      expect(selectors.selectStarPercent(4)(actor.getSnapshot())).toBe(0);
      actor.send({ type: 'star.change', index: 3, value: 1.26 });
      expect(selectors.selectStarPercent(3)(actor.getSnapshot())).toBe(1.3);
      actor.send({ type: 'star.change', index: 2, value: 0.1 });
      actor.send({ type: 'star.change', index: 2, value: 0.3 });
      expect(selectors.selectStarPercent(2)(actor.getSnapshot())).toBe(0.3);
    });

    it('applies the calculated rating 100 ms after the last move, on the simulated clock', () => {
      const { actor, clock } = startStaticContent();
      actor.send({ type: 'star.change', index: 0, value: 60 });
      expect(selectors.selectIsRatingPending(actor.getSnapshot())).toBe(true);
      // 60·5 + 15·4 + 8·3 + 5·2 + 2·1 = 396 → 3.96
      expect(selectors.selectStarsRating(actor.getSnapshot())).toBe(3.96);
      clock.increment(99);
      expect(selectors.selectRating(actor.getSnapshot())).toBe(4.46);
      clock.increment(1);
      expect(selectors.selectRating(actor.getSnapshot())).toBe(3.96);
      expect(actor.getSnapshot().value).toEqual({ editing: 'ratingSettled' });
    });

    it('waits again after every move (only the last one counts)', () => {
      const { actor, clock } = startStaticContent();
      actor.send({ type: 'star.change', index: 0, value: 60 });
      clock.increment(60);
      actor.send({ type: 'star.change', index: 4, value: 12 });
      clock.increment(60);
      expect(selectors.selectRating(actor.getSnapshot())).toBe(4.46);
      clock.increment(40);
      // 60·5 + 15·4 + 8·3 + 5·2 + 12·1 = 406 → 4.06
      expect(selectors.selectRating(actor.getSnapshot())).toBe(4.06);
    });
  });

  describe('saving', () => {
    it('sends only the changed static content, then says so and takes them as saved', async () => {
      const { actor, calls, toasts, announced } = startStaticContent();
      actor.send({ type: 'field.change', values: { developer: 'Acme Studio', size: '30' } });
      expect(selectors.selectCanSave(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'form.save' });
      expect(actor.getSnapshot().value).toBe('saving');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(calls.inputsOf('updateStaticContent')).toEqual([
        { id: 1, staticContent: { developer: 'Acme Studio', size: 30 }, version: 4 },
      ]);
      await calls.resolve('updateStaticContent', { id: 1, name: 'Lucky Spin' });
      expect(announced).toEqual([{ id: 1, name: 'Lucky Spin' }]);
      expect(actor.getSnapshot().value).toEqual({ editing: 'ratingSettled' });
      expect(toasts).toEqual([{ kind: 'success', text: STATIC_CONTENT_TOASTS.saved }]);
      expect(selectors.selectIsDirty(actor.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().context.savedValues.developer).toBe('Acme Studio');
    });

    it('saving mid-pause sends the stars with the rating they give', async () => {
      const { actor, calls } = startStaticContent();
      actor.send({ type: 'star.change', index: 0, value: 60 });
      actor.send({ type: 'form.save' });
      expect(calls.inputsOf('updateStaticContent')).toEqual([
        { id: 1, staticContent: { rating: 3.96, starPercent: [60, 15, 8, 5, 2] }, version: 4 },
      ]);
      await calls.resolve('updateStaticContent', {});
      expect(selectors.selectRating(actor.getSnapshot())).toBe(3.96);
    });

    it('a failed save keeps everything typed and shows the failure toast', async () => {
      const { actor, calls, toasts } = startStaticContent();
      actor.send({ type: 'field.change', values: { developer: 'Acme Studio' } });
      actor.send({ type: 'form.save' });
      await calls.reject('updateStaticContent', { data: { message: 'Database down' } });
      expect(toasts).toEqual([{ kind: 'error', text: STATIC_CONTENT_TOASTS.failed }]);
      expect(actor.getSnapshot().context.values.developer).toBe('Acme Studio');
      expect(selectors.selectCanSave(actor.getSnapshot())).toBe(true);
    });

    it('without a launcher says "Error: No launcher found" and calls nothing', () => {
      const { actor, calls, toasts } = startStaticContent({ ...savedInput, launcherId: null });
      actor.send({ type: 'field.change', values: { developer: 'Acme Studio' } });
      actor.send({ type: 'form.save' });
      expect(toasts).toEqual([{ kind: 'error', text: STATIC_CONTENT_TOASTS.noLauncher }]);
      expect(calls.inputsOf('updateStaticContent')).toEqual([]);
    });

    it('an invalid form shows every message on save, untouched fields too, and sends nothing', () => {
      // The server's defaults leave Developer and Email empty.
      const { actor, calls } = startStaticContent({ ...savedInput, staticContent: null });
      actor.send({ type: 'field.change', values: { shortName: 'Spin' } });
      expect(errorOf(actor, 'developer')).toBeNull();
      actor.send({ type: 'form.save' });
      expect(actor.getSnapshot().value).toEqual({ editing: 'ratingSettled' });
      expect(actor.getSnapshot().context.submitted).toBe(true);
      expect(errorOf(actor, 'developer')).toBe(M.developerRequired);
      expect(errorOf(actor, 'email')).toBe(M.invalidEmail);
      expect(errorOf(actor, 'shortName')).toBeNull();
      expect(calls.inputsOf('updateStaticContent')).toEqual([]);
    });

    it('Reset Changes returns to the saved values and drops a pending rating', () => {
      const { actor, clock } = startStaticContent();
      actor.send({ type: 'field.change', values: { email: 'nope' } });
      actor.send({ type: 'star.change', index: 0, value: 10 });
      actor.send({ type: 'form.reset' });
      clock.increment(200);
      const snapshot = actor.getSnapshot();
      expect(snapshot.context.values).toEqual(snapshot.context.savedValues);
      expect(snapshot.context.values.rating).toBe(4.46);
      expect(errorOf(actor, 'email')).toBeNull();
    });
  });

  describe('every message of §5', () => {
    const cases: [string, object, Parameters<typeof selectors.selectFieldError>[0], string][] = [
      ['empty name', { name: '' }, 'name', M.nameRequired],
      ['blank short name', { shortName: '   ' }, 'shortName', M.shortNameRequired],
      ['empty developer', { developer: '' }, 'developer', M.developerRequired],
      ['bad email', { email: 'support@' }, 'email', M.invalidEmail],
      ['zero size', { size: '0' }, 'size', M.sizePositive],
      ['size not a number', { size: 'big' }, 'size', M.sizePositive],
      ['long version', { version: '1.0.0-beta.7' }, 'version', M.versionMax],
      ['empty version', { version: '' }, 'version', M.versionRequired],
      ['negative reviews', { reviews: '-1' }, 'reviews', M.reviewsNonNegative],
      ['empty installs', { installs: '' }, 'installs', M.installsNonNegative],
      ['negative rating count', { ratingPeople: '-3' }, 'ratingPeople', M.ratingPeopleNonNegative],
      ['fractional rating count', { ratingPeople: '2.5' }, 'ratingPeople', M.ratingPeopleInteger],
    ];
    it.each(cases)('%s', (_, values, field, message) => {
      const { actor } = startStaticContent();
      actor.send({ type: 'field.change', values });
      expect(errorOf(actor, field)).toBe(message);
      expect(selectors.selectCanSave(actor.getSnapshot())).toBe(true);
    });

    it('a rating outside 0–5 from the server', () => {
      const { actor, calls } = startStaticContent({
        ...savedInput,
        staticContent: { ...savedStaticContent, rating: 5.2 },
      });
      actor.send({ type: 'field.change', values: { developer: 'Acme' } });
      actor.send({ type: 'form.save' });
      expect(errorOf(actor, 'rating')).toBe(M.ratingRange);
      expect(calls.inputsOf('updateStaticContent')).toEqual([]);
    });
  });

  describe('another operator saved the launcher meanwhile (issue 29)', () => {
    const stale = new ApiError({
      kind: 'http',
      status: 409,
      message: 'stale',
      method: 'PATCH',
      url: '/api/launcher',
      stale: true,
    });
    const theirs = (changes: Partial<typeof savedStaticContent>) =>
      ({
        id: 1,
        name: 'Lucky Spin',
        staticContent: { ...savedStaticContent, ...changes },
        version: 5,
      }) as Launcher;

    it('a stale write reads the launcher, keeps their other field and writes mine against their version', async () => {
      const { actor, calls, toasts } = startStaticContent();
      actor.send({ type: 'field.change', values: { developer: 'Acme Studio' } });
      actor.send({ type: 'form.save' });
      await calls.reject('updateStaticContent', stale);
      expect(calls.inputsOf('checkLauncher')).toEqual([{ id: 1 }]);
      await calls.resolve('checkLauncher', theirs({ email: 'theirs@northwind.example' }));
      expect(actor.getSnapshot().context.values.email).toBe('theirs@northwind.example');
      expect(calls.inputsOf('updateStaticContent').at(-1)).toEqual({
        id: 1,
        staticContent: { developer: 'Acme Studio' },
        version: 5,
      });
      await calls.resolve('updateStaticContent', theirs({ developer: 'Acme Studio' }));
      expect(toasts).toEqual([{ kind: 'success', text: STATIC_CONTENT_TOASTS.saved }]);
    });

    it('Save sent while their launcher is read is not lost: it saves once the read ends', async () => {
      const { actor, calls } = startStaticContent();
      actor.send({ type: 'field.change', values: { developer: 'Acme Studio' } });
      actor.send({
        type: 'form.changedElsewhere',
        change: { version: 5, updatedBy: 'Bea', updatedAt: null },
      });
      actor.send({ type: 'form.save' });
      expect(calls.isPending('refreshLauncher')).toBe(true);
      await calls.resolve('refreshLauncher', theirs({ email: 'theirs@northwind.example' }));
      expect(calls.inputsOf('updateStaticContent')).toEqual([
        { id: 1, staticContent: { developer: 'Acme Studio' }, version: 4 },
      ]);
    });

    it('a field both changed opens the conflict; the pick is saved, Cancel keeps what was typed', async () => {
      const { actor, calls, toasts } = startStaticContent();
      actor.send({ type: 'field.change', values: { developer: 'Acme Studio' } });
      actor.send({ type: 'form.save' });
      await calls.reject('updateStaticContent', stale);
      await calls.resolve('checkLauncher', theirs({ developer: 'Their Studio' }));
      const conflict = selectors.selectConflict(actor.getSnapshot());
      expect(conflict?.fields).toEqual(['developer']);
      expect(conflict?.theirs.developer).toBe('Their Studio');
      expect(conflict?.original.developer).toBe('Northwind Games');
      expect(selectors.selectMine(actor.getSnapshot()).developer).toBe('Acme Studio');
      actor.send({ type: 'conflict.cancel' });
      expect(actor.getSnapshot().context.values.developer).toBe('Acme Studio');
      expect(toasts).toEqual([]);

      actor.send({ type: 'form.save' });
      await calls.reject('updateStaticContent', stale);
      await calls.resolve('checkLauncher', theirs({ developer: 'Their Studio' }));
      actor.send({ type: 'conflict.pick', field: 'developer', side: 'mine' });
      actor.send({ type: 'conflict.save' });
      expect(calls.inputsOf('updateStaticContent').at(-1)).toEqual({
        id: 1,
        staticContent: { developer: 'Acme Studio' },
        version: 5,
      });
    });

    it('keeping all of theirs leaves nothing to write', async () => {
      const { actor, calls } = startStaticContent();
      actor.send({ type: 'field.change', values: { developer: 'Acme Studio' } });
      actor.send({ type: 'form.save' });
      await calls.reject('updateStaticContent', stale);
      await calls.resolve('checkLauncher', theirs({ developer: 'Their Studio' }));
      actor.send({ type: 'conflict.pickAll', side: 'theirs' });
      actor.send({ type: 'conflict.save' });
      expect(calls.inputsOf('updateStaticContent')).toHaveLength(1);
      expect(actor.getSnapshot().context.values.developer).toBe('Their Studio');
      expect(selectors.selectIsDirty(actor.getSnapshot())).toBe(false);
    });

    it('without versions the launcher is read before writing; a deleted one keeps the form', async () => {
      const { actor, calls, toasts } = startStaticContent({ ...savedInput, version: undefined });
      actor.send({ type: 'field.change', values: { developer: 'Acme Studio' } });
      actor.send({ type: 'form.save' });
      expect(calls.inputsOf('updateStaticContent')).toEqual([]);
      await calls.reject(
        'checkLauncher',
        new ApiError({ kind: 'http', status: 404, message: 'gone', method: 'GET', url: '/x' }),
      );
      expect(toasts).toEqual([{ kind: 'error', text: STATIC_CONTENT_TOASTS.gone }]);
      expect(actor.getSnapshot().context.values.developer).toBe('Acme Studio');
    });
  });
});
