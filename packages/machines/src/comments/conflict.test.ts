import { ApiError, type Comment } from '@landing/api';
import { describe, expect, it } from 'vitest';
import type { UpdateCommentInput } from './actors.ts';
import { commentatorsFixture, germanComment, germanInput, localesFixture } from './fixtures.ts';
import * as select from './selectors.ts';
import { startComments } from './testHarness.ts';

/** The German comment loaded with a version, or from a back office without versions. */
async function editing(comment: Comment) {
  const started = startComments(germanInput);
  await started.calls.resolve('loadComments', { comments: [comment], baseComments: [] });
  await started.calls.resolve('loadOptions', {
    commentators: commentatorsFixture,
    locales: localesFixture,
  });
  started.actor.send({ type: 'comment.edit', id: comment.id });
  return started;
}

const unversioned: Comment = { ...germanComment, version: undefined };
const gone = new ApiError({ kind: 'http', status: 404, message: 'gone', method: 'GET', url: '/x' });

describe('comments: another operator saved the comment (issue 29)', () => {
  it('a stale answer reads the comment, takes their reply and saves against their version', async () => {
    const { actor, calls } = await editing(germanComment);
    actor.send({ type: 'form.change', values: { text: 'Mein Text.' } });
    actor.send({ type: 'form.submit' });
    await calls.reject(
      'updateComment',
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'stale',
        method: 'PATCH',
        url: '/x',
        stale: true,
      }),
    );
    await calls.resolve('checkComment', { ...germanComment, reply: 'Danke!', version: 5 });
    const retry = calls.inputsOf('updateComment')[1] as UpdateCommentInput;
    expect(retry.version).toBe(5);
    expect(retry.changes).toMatchObject({ text: 'Mein Text.', reply: 'Danke!' });
  });

  it('without versions: reads the comment before writing and writes without a version', async () => {
    const { actor, calls } = await editing(unversioned);
    actor.send({ type: 'form.change', values: { stars: 2 } });
    actor.send({ type: 'form.submit' });
    expect(calls.isPending('updateComment')).toBe(false);
    expect(select.selectIsSaving(actor.getSnapshot())).toBe(true);
    await calls.resolve('checkComment', { ...unversioned, text: 'Ihr Text.' });
    const sent = calls.inputsOf('updateComment')[0] as UpdateCommentInput;
    expect(sent.version).toBeUndefined();
    expect(sent.changes).toMatchObject({ text: 'Ihr Text.', stars: 2 });
  });

  it('without versions: text both changed opens the dialog; a cancel keeps mine, their pick is saved', async () => {
    const { actor, calls } = await editing(unversioned);
    actor.send({ type: 'form.change', values: { text: 'Mein Text.' } });
    actor.send({ type: 'form.submit' });
    await calls.resolve('checkComment', { ...unversioned, text: 'Ihr Text.' });
    expect(actor.getSnapshot().matches({ ready: 'conflict' })).toBe(true);
    const conflict = select.selectConflict(actor.getSnapshot());
    expect(conflict?.fields).toEqual(['text']);
    expect(conflict?.original.text).toBe(germanComment.text);
    expect(conflict?.theirs.text).toBe('Ihr Text.');
    actor.send({ type: 'conflict.cancel' });
    expect(select.selectValue('text')(actor.getSnapshot())).toBe('Mein Text.');
    expect(calls.inputsOf('updateComment')).toEqual([]);

    actor.send({ type: 'form.submit' });
    await calls.resolve('checkComment', { ...unversioned, text: 'Ihr Text.', stars: 1 });
    actor.send({ type: 'conflict.pickAll', side: 'theirs' });
    actor.send({ type: 'conflict.save' });
    // All of theirs is what the server holds: nothing is left to write, the form closes.
    expect(calls.inputsOf('updateComment')).toEqual([]);
    expect(select.selectIsFormOpen(actor.getSnapshot())).toBe(false);
    expect(calls.isPending('loadComments')).toBe(true);
  });

  it('a comment deleted meanwhile keeps what was typed and says so', async () => {
    const { actor, calls, effects } = await editing(unversioned);
    actor.send({ type: 'form.change', values: { text: 'Mein Text.' } });
    actor.send({ type: 'form.submit' });
    await calls.reject('checkComment', gone);
    expect(select.selectValue('text')(actor.getSnapshot())).toBe('Mein Text.');
    expect(effects).toContainEqual({
      type: 'notify',
      kind: 'error',
      text: 'This comment was deleted by another operator. What you typed is still in the form.',
    });
  });
});
