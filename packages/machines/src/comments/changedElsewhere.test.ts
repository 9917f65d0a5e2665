import { describe, expect, it } from 'vitest';
import type { ChangedElsewhere } from '../shared/changedElsewhere.ts';
import type { Comment } from './entities.ts';
import {
  baseComments,
  commentatorsFixture,
  germanComment,
  germanInput,
  localesFixture,
} from './fixtures.ts';
import * as select from './selectors.ts';
import { startComments } from './testHarness.ts';

/**
 * Issue 29, "see it coming", in Comments: the one rule (shared/changedElsewhere.ts) for a
 * translation's comments another operator changed; unsaved input is typed text in the open form.
 */
const byBea: ChangedElsewhere = {
  version: 'comments:7',
  updatedBy: 'Bea',
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const theirComment: Comment = { ...germanComment, id: 9, text: 'Ihr neuer Kommentar hier.' };
const theirList = { comments: [germanComment, theirComment], baseComments };

async function openComments() {
  const started = startComments(germanInput);
  await started.calls.resolve('loadComments', { comments: [germanComment], baseComments });
  await started.calls.resolve('loadOptions', {
    commentators: commentatorsFixture,
    locales: localesFixture,
  });
  expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  return started;
}

const changed = (change: ChangedElsewhere) =>
  ({ type: 'comments.changedElsewhere', change }) as const;
const ids = (started: Awaited<ReturnType<typeof openComments>>) =>
  select.selectComments(started.actor.getSnapshot()).map((comment) => comment.id);

describe("Comments: another operator changed the translation's comments", () => {
  it('with no form open, shows their list by itself', async () => {
    const started = await openComments();
    started.actor.send(changed(byBea));
    expect(started.calls.inputsOf('loadComments').at(-1)).toEqual({
      contentId: 2,
      baseContentId: 1,
    });
    await started.calls.resolve('loadComments', theirList);
    expect(ids(started)).toEqual([3, 9]);
    expect(select.selectChangedElsewhere(started.actor.getSnapshot())).toBeNull();
  });

  it('a closed form with typed text keeps it; the list still shows theirs', async () => {
    const started = await openComments();
    started.actor.send({ type: 'form.change', values: { text: 'Mein Text' } });
    started.actor.send(changed(byBea));
    await started.calls.resolve('loadComments', theirList);
    expect(ids(started)).toEqual([3, 9]);
    expect(started.actor.getSnapshot().context.values.text).toBe('Mein Text');
    expect(select.selectChangedElsewhere(started.actor.getSnapshot())).toBeNull();
  });

  it('an open form with typed text keeps it and says who; Reload brings their list', async () => {
    const started = await openComments();
    started.actor.send({ type: 'form.open', open: true });
    started.actor.send({ type: 'form.change', values: { text: 'Mein Text' } });
    started.actor.send(changed(byBea));
    // Nothing is announced before the read tells whether anything shown changed.
    expect(select.selectChangedElsewhere(started.actor.getSnapshot())).toBeNull();
    // Typing goes on while their comments are read.
    started.actor.send({ type: 'form.change', values: { text: 'Mein Text, weiter' } });
    await started.calls.resolve('loadComments', theirList);
    let snapshot = started.actor.getSnapshot();
    expect(snapshot.context.values.text).toBe('Mein Text, weiter');
    expect(ids(started)).toEqual([3]);
    expect(select.selectChangedElsewhere(snapshot)).toEqual(byBea);

    started.actor.send({ type: 'comments.reload' });
    await started.calls.resolve('loadComments', theirList);
    snapshot = started.actor.getSnapshot();
    expect(ids(started)).toEqual([3, 9]);
    expect(snapshot.context.values.text).toBe('');
    expect(select.selectChangedElsewhere(snapshot)).toBeNull();
  });

  it('a list read as shown (its own change) changes nothing and says nothing', async () => {
    const started = await openComments();
    started.actor.send({ type: 'form.open', open: true });
    started.actor.send({ type: 'form.change', values: { text: 'Mein Text' } });
    started.actor.send(changed(byBea));
    await started.calls.resolve('loadComments', { comments: [germanComment], baseComments });
    expect(select.selectChangedElsewhere(started.actor.getSnapshot())).toBeNull();
    expect(started.actor.getSnapshot().context.values.text).toBe('Mein Text');
  });

  it('Edit clicked while their list is read is not lost: it opens once the read ends', async () => {
    const started = await openComments();
    started.actor.send(changed(byBea));
    started.actor.send({ type: 'comment.edit', id: 9 });
    expect(started.calls.isPending('loadComments')).toBe(true);
    await started.calls.resolve('loadComments', theirList);
    const snapshot = started.actor.getSnapshot();
    expect(snapshot.context.editingId).toBe(9);
    expect(snapshot.context.values.text).toBe(theirComment.text);
  });

  it('Save clicked while their list is read is not lost: the comment is created', async () => {
    const started = await openComments();
    started.actor.send({ type: 'form.open', open: true });
    started.actor.send({
      type: 'form.change',
      values: { text: 'Ein ganz neuer Kommentar.', commentatorId: 1 },
    });
    started.actor.send(changed(byBea));
    started.actor.send({ type: 'form.submit' });
    await started.calls.resolve('loadComments', theirList);
    expect(started.calls.isPending('listComments')).toBe(true);
  });

  it('without versions: a list read with the text it shows is its own, another is read', async () => {
    const started = await openComments();
    const unversioned = { updatedBy: null, updatedAt: null };
    started.actor.send(changed({ ...unversioned, row: [germanComment] }));
    expect(started.calls.isPending('loadComments')).toBe(false);
    started.actor.send(changed({ ...unversioned, row: theirList.comments }));
    await started.calls.resolve('loadComments', theirList);
    expect(ids(started)).toEqual([3, 9]);
  });
});
