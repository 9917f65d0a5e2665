import { describe, expect, it } from 'vitest';
import type { Comment } from './entities.ts';
import { baseComments, commentatorsFixture, germanComment, germanInput } from './fixtures.ts';
import { COMMENTS_TEXTS } from './machine.ts';
import * as select from './selectors.ts';
import { startComments } from './testHarness.ts';

// A translation's comments come page by page (issue 31): the first rows at once, the rest as
// they arrive.
const copyOfFirstBase: Comment = {
  ...baseComments[0]!,
  id: 30,
  langId: germanInput.localeId,
  originId: baseComments[0]!.id,
};
const another: Comment = { ...germanComment, id: 31, text: 'Noch einer.' };

async function firstPageShown() {
  const started = startComments(germanInput);
  await started.calls.resolve('loadComments', {
    comments: [germanComment],
    baseComments,
    next: '1',
  });
  await started.calls.resolve('loadOptions', { commentators: commentatorsFixture, locales: [] });
  return started;
}

describe('comments: filled page by page', () => {
  it('shows the first page at once, adds the rest as it arrives; Add from Base waits for all', async () => {
    const { actor, calls } = await firstPageShown();
    expect(calls.inputsOf('loadComments')).toEqual([
      { contentId: 2, baseContentId: 1, firstPage: true },
    ]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(select.selectComments(actor.getSnapshot())).toEqual([germanComment]);
    expect(calls.inputsOf('fillComments')).toEqual([{ contentId: 2, after: '1' }]);
    // The rows shown work as before while the rest arrives.
    actor.send({ type: 'comment.edit', id: germanComment.id });
    expect(select.selectIsEditing(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.cancelEdit' });
    // The copy of a base comment may still be on its way: nothing is offered yet.
    expect(select.selectCanAddFromBase(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'bulk.open', mode: 'add' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });

    actor.send({ type: 'comments.arrived', comments: [another], next: '2' });
    expect(select.selectComments(actor.getSnapshot())).toEqual([germanComment, another]);
    expect(select.selectCanAddFromBase(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'comments.arrived', comments: [copyOfFirstBase], next: null });
    expect(select.selectComments(actor.getSnapshot())).toEqual([
      germanComment,
      another,
      copyOfFirstBase,
    ]);
    expect(select.selectCanAddFromBase(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'bulk.open', mode: 'add' });
    expect(select.selectBulkComments(actor.getSnapshot()).map((comment) => comment.id)).toEqual([
      baseComments[1]!.id,
    ]);
  });

  it('a later page that fails keeps the rows and says so; a reload reads the whole list', async () => {
    const { actor, calls, effects } = await firstPageShown();
    actor.send({ type: 'comments.fillFailed', error: new Error('down') });
    expect(select.selectComments(actor.getSnapshot())).toEqual([germanComment]);
    expect(effects).toContainEqual({
      type: 'notify',
      kind: 'error',
      text: COMMENTS_TEXTS.loadFailed,
    });
    expect(select.selectCanAddFromBase(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'comments.reload' });
    expect(calls.inputsOf('loadComments').at(-1)).toEqual({ contentId: 2, baseContentId: 1 });
    const whole = [germanComment, another, copyOfFirstBase];
    await calls.resolve('loadComments', { comments: whole, baseComments });
    expect(select.selectComments(actor.getSnapshot())).toEqual(whole);
    expect(select.selectCanAddFromBase(actor.getSnapshot())).toBe(true);
    // A page of the read before comes too late: the whole list stays as read.
    actor.send({ type: 'comments.arrived', comments: [another], next: null });
    expect(select.selectComments(actor.getSnapshot())).toEqual(whole);
    expect(calls.inputsOf('fillComments')).toHaveLength(1);
  });
});
