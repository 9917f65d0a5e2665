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

describe("Comments: another operator changed the base translation's comments", () => {
  const theirBase: Comment = { ...baseComments[0]!, id: 11, text: 'A base comment of theirs.' };
  // They deleted base comment 1 and added 11.
  const afterTheirBase = { comments: [germanComment], baseComments: [baseComments[1]!, theirBase] };
  const baseChanged = { type: 'comments.baseChangedElsewhere', change: byBea } as const;
  const baseIds = (started: Awaited<ReturnType<typeof openComments>>) =>
    select.selectBulkComments(started.actor.getSnapshot()).map((comment) => comment.id);

  it("'Add from Base' offers them by themselves, the translation's list unchanged", async () => {
    const started = await openComments();
    started.actor.send(baseChanged);
    await started.calls.resolve('loadComments', afterTheirBase);
    expect(baseIds(started)).toEqual([2, 11]);
    expect(ids(started)).toEqual([3]);
    expect(select.selectChangedElsewhere(started.actor.getSnapshot())).toBeNull();
  });

  it('text typed in the open form stays; the base comments still follow', async () => {
    const started = await openComments();
    started.actor.send({ type: 'form.open', open: true });
    started.actor.send({ type: 'form.change', values: { text: 'Mein Text' } });
    started.actor.send(baseChanged);
    // The translation's own list changed too: that is announced over the typed text.
    await started.calls.resolve('loadComments', {
      ...afterTheirBase,
      ...theirList,
      baseComments: afterTheirBase.baseComments,
    });
    const snapshot = started.actor.getSnapshot();
    expect(snapshot.context.values.text).toBe('Mein Text');
    expect(ids(started)).toEqual([3]);
    expect(select.selectChangedElsewhere(snapshot)).toEqual(byBea);
    expect(baseIds(started)).toEqual([2, 11]);
  });

  it('the open modal stays open and offers them; a chosen one they deleted is no longer chosen', async () => {
    const started = await openComments();
    started.actor.send({ type: 'bulk.open', mode: 'add' });
    started.actor.send({ type: 'bulk.toggle', id: 1 });
    started.actor.send({ type: 'bulk.toggle', id: 2 });
    started.actor.send(baseChanged);
    // Choosing goes on while the base is read.
    started.actor.send({ type: 'bulk.toggle', id: 2 });
    started.actor.send({ type: 'bulk.toggle', id: 2 });
    await started.calls.resolve('loadComments', afterTheirBase);
    const snapshot = started.actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: 'bulkSelecting' });
    expect(baseIds(started)).toEqual([2, 11]);
    expect(select.selectBulkSelectedIds(snapshot)).toEqual([2]);
    expect(select.selectBulkStatus(snapshot)).toBe('Partially selected');

    started.actor.send({ type: 'bulk.toggle', id: 11 });
    started.actor.send({ type: 'bulk.confirm' });
    await started.calls.resolve('listComments', []);
    expect(started.calls.inputsOf('createComments').at(-1)).toMatchObject({
      comments: [{ text: baseComments[1]!.text }, { text: theirBase.text }],
    });
  });

  it("the translation's own list changing while the modal is open follows the rule", async () => {
    const started = await openComments();
    started.actor.send({ type: 'bulk.open', mode: 'add' });
    started.actor.send(changed(byBea));
    await started.calls.resolve('loadComments', theirList);
    expect(started.actor.getSnapshot().value).toEqual({ ready: 'bulkSelecting' });
    expect(ids(started)).toEqual([3, 9]);
  });

  it('closing the modal while the base is read finishes the read', async () => {
    const started = await openComments();
    started.actor.send({ type: 'bulk.open', mode: 'add' });
    started.actor.send(baseChanged);
    started.actor.send({ type: 'bulk.cancel' });
    await started.calls.resolve('loadComments', afterTheirBase);
    expect(started.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(baseIds(started)).toEqual([2, 11]);
  });
});

describe("Comments: the list's version as read (a server that gives one)", () => {
  const listAsRead = { comments: [germanComment], baseComments, version: '"digest-1"' };
  // The landing watch tells its rows' versions bare; the read's is its quoted ETag.
  const listChange = (version: string) => changed({ version, updatedBy: null, updatedAt: null });

  async function openWithVersion() {
    const started = startComments(germanInput);
    await started.calls.resolve('loadComments', listAsRead);
    await started.calls.resolve('loadOptions', {
      commentators: commentatorsFixture,
      locales: localesFixture,
    });
    return started;
  }

  it('the first poll telling the list as read reads nothing again', async () => {
    const started = await openWithVersion();
    started.actor.send(listChange('digest-1'));
    expect(started.calls.isPending('loadComments')).toBe(false);
    expect(started.calls.inputsOf('loadComments')).toHaveLength(1);
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('another version is read, and the version of that read is the one held next', async () => {
    const started = await openWithVersion();
    started.actor.send(listChange('digest-2'));
    await started.calls.resolve('loadComments', { ...theirList, version: '"digest-2"' });
    expect(ids(started)).toEqual([3, 9]);
    started.actor.send(listChange('digest-2'));
    expect(started.calls.inputsOf('loadComments')).toHaveLength(2);
    // Back to the first list (their comment removed): read, not taken for the one held before.
    started.actor.send(listChange('digest-1'));
    await started.calls.resolve('loadComments', listAsRead);
    expect(ids(started)).toEqual([3]);
  });

  it('a read without a version holds none: every change after it is read', async () => {
    const started = await openWithVersion();
    started.actor.send(listChange('digest-2'));
    await started.calls.resolve('loadComments', theirList);
    started.actor.send(listChange('digest-1'));
    expect(started.calls.inputsOf('loadComments')).toHaveLength(3);
  });
});
