import { CREATED_WITHOUT_ID } from '../shared/writeAnswer.ts';
import { describe, expect, it } from 'vitest';
import type { AnyActorLogic } from 'xstate';
import { commentatorFormMachine } from '../commentatorForm/machine.ts';
import type { CommentsInput } from './context.ts';
import {
  baseComments,
  baseInput,
  commentatorsFixture,
  germanComment,
  germanInput,
  localesFixture,
} from './fixtures.ts';
import * as select from './selectors.ts';
import { startComments } from './testHarness.ts';

const serverError = { data: { message: 'Database is down' } };

async function loaded(
  input: CommentsInput = germanInput,
  comments = [germanComment],
  commentatorForm?: AnyActorLogic,
) {
  const started = startComments(input, undefined, commentatorForm);
  await started.calls.resolve('loadComments', {
    comments,
    baseComments: input.isBase ? [] : baseComments,
  });
  await started.calls.resolve('loadOptions', {
    commentators: commentatorsFixture,
    locales: localesFixture,
  });
  return started;
}

const validForm = { commentatorId: 2, text: '  Wunderbar!  ', reply: '' };

describe('comments: loading', () => {
  it("loads the translation's and the base's comments, then the authors and languages", async () => {
    const { actor, calls } = startComments(germanInput);
    expect(select.selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(calls.inputsOf('loadComments')).toEqual([
      { contentId: 2, baseContentId: 1, firstPage: true },
    ]);
    await calls.resolve('loadComments', { comments: [germanComment], baseComments });
    await calls.resolve('loadOptions', { commentators: commentatorsFixture, locales: [] });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: 'idle' });
    expect(select.selectComments(snapshot)).toEqual([germanComment]);
    expect(select.selectCommentators(snapshot)).toEqual(commentatorsFixture);
    expect(select.selectIsBase(snapshot)).toBe(false);
  });

  it('shows the error card text and loads again on retry', async () => {
    const { actor, calls } = startComments(germanInput);
    await calls.reject('loadComments', serverError);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(select.selectLoadError(actor.getSnapshot())).toBe('Database is down');
    actor.send({ type: 'comments.retry' });
    expect(select.selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(select.selectLoadError(actor.getSnapshot())).toBeNull();
    expect(calls.inputsOf('loadComments')).toHaveLength(2);
  });

  it("falls back to 'Failed to load comments' without a server message", async () => {
    const { actor, calls } = startComments(germanInput);
    await calls.reject('loadComments', new Error('socket hang up'));
    expect(select.selectLoadError(actor.getSnapshot())).toBe('Failed to load comments');
  });

  it('a failed authors/languages load is logged and the list still shows', async () => {
    const { actor, calls, effects } = startComments(baseInput);
    await calls.resolve('loadComments', { comments: [], baseComments: [] });
    await calls.reject('loadOptions', serverError);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(effects).toEqual([
      { type: 'log', message: 'Failed to load commentators', error: serverError },
    ]);
    expect(select.selectIsBase(actor.getSnapshot())).toBe(true);
  });
});

describe('comments: the comment form', () => {
  it('starts at Rating 5, Count Rated 10 and the active language', async () => {
    const { actor } = await loaded();
    const snapshot = actor.getSnapshot();
    expect(select.selectValue('stars')(snapshot)).toBe(5);
    expect(select.selectValue('countRated')(snapshot)).toBe('10');
    expect(select.selectValue('langId')(snapshot)).toBe(2);
    expect(select.selectIsEditing(snapshot)).toBe(false);
    expect(select.selectIsDirty(snapshot)).toBe(false);
  });

  it('clamps the typed rating to 1–5; a non-numeric one becomes 1', async () => {
    const { actor } = await loaded();
    const stars = () => select.selectValue('stars')(actor.getSnapshot());
    actor.send({ type: 'form.change', values: { stars: '9' } });
    expect(stars()).toBe(5);
    actor.send({ type: 'form.change', values: { stars: '0' } });
    expect(stars()).toBe(1);
    actor.send({ type: 'form.change', values: { stars: 'abc' } });
    expect(stars()).toBe(1);
    actor.send({ type: 'form.change', values: { stars: '3' } });
    expect(stars()).toBe(3);
  });

  it('a submit with bad values shows every message of §5 and sends nothing', async () => {
    const { actor, calls } = await loaded();
    actor.send({ type: 'form.change', values: { langId: null, countRated: '0' } });
    actor.send({ type: 'form.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: 'idle' });
    expect(select.selectFieldError('commentatorId')(snapshot)).toBe('Please select a commentator');
    expect(select.selectFieldError('langId')(snapshot)).toBe('Please select a language');
    expect(select.selectFieldError('text')(snapshot)).toBe(
      'Comment must be at least 2 characters long',
    );
    expect(select.selectFieldError('countRated')(snapshot)).toBe(
      'Count Rated must be a whole number of at least 1',
    );
    expect(calls.isPending('createComment')).toBe(false);
    actor.send({ type: 'form.change', values: { text: 'x'.repeat(501) } });
    expect(select.selectFieldError('text')(actor.getSnapshot())).toBe(
      'Comment cannot exceed 500 characters',
    );
  });

  it('creates, attaches, tells so, clears the form and fetches the list again', async () => {
    const { actor, calls, effects } = await loaded();
    actor.send({ type: 'form.change', values: { ...validForm, stars: '4' } });
    expect(select.selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(select.selectIsSaving(actor.getSnapshot())).toBe(true);
    await calls.resolve('listComments', [germanComment]);
    expect(calls.inputsOf('createComment')).toEqual([
      { commentatorId: 2, langId: 2, text: 'Wunderbar!', reply: null, stars: 4, countRated: 10 },
    ]);
    await calls.resolve('createComment', { kind: 'created', id: 50 });
    expect(calls.inputsOf('linkComments')).toEqual([{ contentId: 2, commentIds: [50] }]);
    await calls.resolve('linkComments', {});
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Comment created and attached to translation' },
    ]);
    expect(select.selectIsRefreshing(actor.getSnapshot())).toBe(true);
    expect(select.selectValue('text')(actor.getSnapshot())).toBe('');
    expect(select.selectIsDirty(actor.getSnapshot())).toBe(false);
    await calls.resolve('loadComments', { comments: [germanComment], baseComments });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('a comment answered without its id: the one new comment with what was typed is attached', async () => {
    const { actor, calls, effects } = await loaded();
    actor.send({ type: 'form.change', values: validForm });
    actor.send({ type: 'form.submit' });
    await calls.resolve('listComments', [germanComment]);
    await calls.resolve('createComment', { kind: 'idUnknown' });
    const made = { ...germanComment, id: 50, text: 'Wunderbar!', commentatorId: 2, langId: 2 };
    // Another new comment, by someone else, is not taken for it.
    const other = { ...made, id: 51, text: 'Anders' };
    await calls.resolve('listComments', [germanComment, made, other]);
    expect(calls.inputsOf('linkComments')).toEqual([{ contentId: 2, commentIds: [50] }]);
    await calls.resolve('linkComments', {});
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Comment created and attached to translation' },
    ]);
    expect(calls.isPending('loadComments')).toBe(true);
  });

  it('a comment answered without its id and not found for sure: says so, attaches nothing, clears the form, reloads', async () => {
    const { actor, calls, effects } = await loaded();
    actor.send({ type: 'form.change', values: validForm });
    actor.send({ type: 'form.submit' });
    await calls.resolve('listComments', [germanComment]);
    await calls.resolve('createComment', { kind: 'idUnknown' });
    const twin = (id: number) => ({
      ...germanComment,
      id,
      text: 'Wunderbar!',
      commentatorId: 2,
      langId: 2,
    });
    await calls.resolve('listComments', [germanComment, twin(50), twin(51)]);
    expect(calls.inputsOf('linkComments')).toEqual([]);
    expect(effects).toEqual([{ type: 'notify', kind: 'warning', text: CREATED_WITHOUT_ID }]);
    expect(select.selectValue('text')(actor.getSnapshot())).toBe('');
    expect(calls.isPending('loadComments')).toBe(true);
  });

  it.each(['createComment', 'linkComments'])(
    'a failed %s keeps what was typed and says so',
    async (failing) => {
      const { actor, calls, effects } = await loaded();
      actor.send({ type: 'form.change', values: validForm });
      actor.send({ type: 'form.submit' });
      await calls.resolve('listComments', [germanComment]);
      if (failing === 'linkComments')
        await calls.resolve('createComment', { kind: 'created', id: 50 });
      await calls.reject(failing, serverError);
      expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
      expect(select.selectValue('text')(actor.getSnapshot())).toBe('  Wunderbar!  ');
      expect(select.selectValue('commentatorId')(actor.getSnapshot())).toBe(2);
      expect(effects[0]).toEqual({
        type: 'notify',
        kind: 'error',
        text: 'Failed to create comment. Please try again.',
      });
    },
  );

  it('edits a comment: its values, Save Changes, PATCH, refetch, the form closes', async () => {
    const { actor, calls } = await loaded();
    actor.send({ type: 'comment.edit', id: 3 });
    let snapshot = actor.getSnapshot();
    expect(select.selectIsFormOpen(snapshot)).toBe(true);
    expect(select.selectIsEditing(snapshot)).toBe(true);
    expect(select.selectValue('text')(snapshot)).toBe(germanComment.text);
    expect(select.selectValue('countRated')(snapshot)).toBe('7');
    actor.send({ type: 'form.change', values: { reply: 'Danke!' } });
    actor.send({ type: 'form.submit' });
    expect(calls.inputsOf('updateComment')).toEqual([
      {
        id: 3,
        changes: {
          commentatorId: 1,
          langId: 2,
          text: germanComment.text,
          reply: 'Danke!',
          stars: 4,
          countRated: 7,
        },
        version: germanComment.version,
      },
    ]);
    await calls.resolve('updateComment', {});
    snapshot = actor.getSnapshot();
    expect(select.selectIsFormOpen(snapshot)).toBe(false);
    expect(select.selectIsEditing(snapshot)).toBe(false);
    expect(calls.isPending('loadComments')).toBe(true);
  });

  it('a failed edit keeps the changes and shows the error toast', async () => {
    const { actor, calls, effects } = await loaded();
    actor.send({ type: 'comment.edit', id: 3 });
    actor.send({ type: 'form.change', values: { text: 'Changed text' } });
    actor.send({ type: 'form.submit' });
    await calls.reject('updateComment', serverError);
    expect(select.selectValue('text')(actor.getSnapshot())).toBe('Changed text');
    expect(select.selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(effects[0]).toEqual({ type: 'notify', kind: 'error', text: 'Failed to update comment' });
  });

  it('Cancel Edit returns to an empty create form', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'comment.edit', id: 3 });
    actor.send({ type: 'form.cancelEdit' });
    expect(select.selectIsEditing(actor.getSnapshot())).toBe(false);
    expect(select.selectValue('text')(actor.getSnapshot())).toBe('');
  });

  it('an unknown comment cannot be edited or deleted', async () => {
    const { actor, calls } = await loaded();
    actor.send({ type: 'comment.edit', id: 999 });
    actor.send({ type: 'comment.delete', id: 999 });
    expect(select.selectIsEditing(actor.getSnapshot())).toBe(false);
    expect(calls.isPending('deleteComment')).toBe(false);
  });
});

describe('comments: deleting', () => {
  it('deletes, drops the row at once and fetches again', async () => {
    const { actor, calls } = await loaded();
    actor.send({ type: 'comment.delete', id: 3 });
    expect(select.selectDeletingId(actor.getSnapshot())).toBe(3);
    expect(calls.inputsOf('deleteComment')).toEqual([{ id: 3 }]);
    await calls.resolve('deleteComment', {});
    expect(select.selectComments(actor.getSnapshot())).toEqual([]);
    expect(calls.isPending('loadComments')).toBe(true);
  });

  it("a failed delete keeps the row and shows 'Failed to remove comment'", async () => {
    const { actor, calls, effects } = await loaded();
    actor.send({ type: 'comment.delete', id: 3 });
    await calls.reject('deleteComment', serverError);
    expect(select.selectComments(actor.getSnapshot())).toEqual([germanComment]);
    expect(effects[0]).toEqual({ type: 'notify', kind: 'error', text: 'Failed to remove comment' });
  });
});

describe('comments: a new author', () => {
  it('runs the commentator form, then announces the new author once the list is reloaded', async () => {
    const { actor, calls } = await loaded();
    const announced: unknown[] = [];
    actor.on('author.created', (event) => announced.push(event));
    actor.send({ type: 'author.create' });
    expect(select.selectIsCreatingAuthor(actor.getSnapshot())).toBe(true);
    // The form tells a new commentator answered without its id from those already listed.
    expect(calls.inputsOf('commentatorForm')).toEqual([
      { knownIds: commentatorsFixture.map((one) => one.id) },
    ]);
    await calls.resolve('commentatorForm', { id: 9 });
    expect(calls.isPending('loadCommentators')).toBe(true);
    expect(announced).toEqual([]);
    const withNew = [...commentatorsFixture, { id: 9, name: 'Neu', iconUrl: null }];
    await calls.resolve('loadCommentators', withNew);
    const snapshot = actor.getSnapshot();
    expect(select.selectCommentators(snapshot)).toEqual(withNew);
    expect(announced).toEqual([{ type: 'author.created', commentatorId: 9 }]);
    // The view chooses it with a change of its own (a step of the form's history).
    expect(select.selectValue('commentatorId')(snapshot)).toBeNull();
    expect(snapshot.value).toEqual({ ready: 'idle' });
  });

  it('announces the new author even when the list could not be reloaded', async () => {
    const { actor, calls } = await loaded();
    const announced: unknown[] = [];
    actor.on('author.created', (event) => announced.push(event));
    actor.send({ type: 'author.create' });
    await calls.resolve('commentatorForm', { id: 9 });
    await calls.reject('loadCommentators', {});
    expect(announced).toEqual([{ type: 'author.created', commentatorId: 9 }]);
  });

  it('a commentator made but not found for sure: the list is reloaded, the author kept', async () => {
    const { actor, calls } = await loaded();
    actor.send({ type: 'form.change', values: { commentatorId: 1 } });
    actor.send({ type: 'author.create' });
    await calls.resolve('commentatorForm', { id: null });
    const withNew = [...commentatorsFixture, { id: 9, name: 'Neu', iconUrl: null }];
    await calls.resolve('loadCommentators', withNew);
    expect(select.selectCommentators(actor.getSnapshot())).toEqual(withNew);
    expect(select.selectValue('commentatorId')(actor.getSnapshot())).toBe(1);
  });

  it('closing the modal leaves the form as it was', async () => {
    const { actor, calls } = await loaded();
    actor.send({ type: 'form.change', values: { text: 'Typed' } });
    actor.send({ type: 'author.create' });
    actor.send({ type: 'author.cancel' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(calls.isPending('commentatorForm')).toBe(false);
    expect(select.selectValue('text')(actor.getSnapshot())).toBe('Typed');
  });

  it('a name typed in the open commentator form is unsaved work until the modal closes', async () => {
    const { actor } = await loaded(germanInput, [germanComment], commentatorFormMachine);
    actor.send({ type: 'author.create' });
    const form = select.selectCommentatorFormRef(actor.getSnapshot());
    expect(form).toBeDefined();
    expect(select.selectIsDirty(actor.getSnapshot())).toBe(false);
    form!.send({ type: 'commentator.name', name: 'N' });
    expect(select.selectIsDirty(actor.getSnapshot())).toBe(true);
    expect(select.selectIsCommentFormDirty(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'author.cancel' });
    expect(select.selectIsDirty(actor.getSnapshot())).toBe(false);
  });
});

describe('comments: from base', () => {
  it('is hidden on the base and cannot open there', async () => {
    const { actor } = await loaded(baseInput, baseComments);
    expect(select.selectShowsFromBase(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'bulk.open', mode: 'add' });
    expect(select.selectBulkMode(actor.getSnapshot())).toBeNull();
  });

  it('offers only base comments not yet linked; disabled when there are none', async () => {
    const linkedBoth = await loaded(germanInput, baseComments);
    expect(select.selectCanAddFromBase(linkedBoth.actor.getSnapshot())).toBe(false);
    linkedBoth.actor.send({ type: 'bulk.open', mode: 'add' });
    expect(select.selectBulkMode(linkedBoth.actor.getSnapshot())).toBeNull();

    const linkedOne = await loaded(germanInput, [baseComments[0]!]);
    linkedOne.actor.send({ type: 'bulk.open', mode: 'add' });
    expect(select.selectBulkComments(linkedOne.actor.getSnapshot())).toEqual([baseComments[1]]);
  });

  it('does not offer a base comment the translation has a copy or translation of, and says how many', async () => {
    const translated = {
      ...germanComment,
      id: 80,
      text: '[de] Great game, I play it every day!',
      originId: 1,
    };
    const { actor } = await loaded(germanInput, [germanComment, translated]);
    actor.send({ type: 'bulk.open', mode: 'add' });
    expect(select.selectBulkComments(actor.getSnapshot())).toEqual([baseComments[1]]);
    expect(select.selectBulkSelectedIds(actor.getSnapshot())).toEqual([]);
    expect(select.selectBulkBroughtOverCount(actor.getSnapshot())).toBe(1);
    // Select all takes only what is offered.
    actor.send({ type: 'bulk.toggleAll' });
    expect(select.selectBulkSelectedIds(actor.getSnapshot())).toEqual([2]);
  });

  it('from a back office that keeps no origin, a copy is known by its text and commentator', async () => {
    const { originId: _none, ...copyWithoutOrigin } = { ...baseComments[1]!, id: 81, langId: 2 };
    const { actor } = await loaded(germanInput, [germanComment, copyWithoutOrigin]);
    expect(select.selectBulkComments(actor.getSnapshot())).toEqual([baseComments[0]]);
    // Another commentator saying the same thing is not a copy; nor is a copy of another comment.
    const other = await loaded(germanInput, [
      { ...copyWithoutOrigin, commentatorId: 1 },
      { ...copyWithoutOrigin, id: 82, originId: 1 },
    ]);
    expect(select.selectBulkComments(other.actor.getSnapshot())).toEqual([baseComments[1]]);
    expect(select.selectBulkBroughtOverCount(other.actor.getSnapshot())).toBe(1);
    const both = await loaded(germanInput, [copyWithoutOrigin, { ...germanComment, originId: 1 }]);
    expect(select.selectCanAddFromBase(both.actor.getSnapshot())).toBe(false);
    expect(select.selectBulkBroughtOverCount(both.actor.getSnapshot())).toBe(2);
  });

  it('Translate also needs base content', async () => {
    const { actor } = await loaded({ ...germanInput, baseHasContent: false });
    expect(select.selectCanAddFromBase(actor.getSnapshot())).toBe(true);
    expect(select.selectCanTranslateFromBase(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'bulk.open', mode: 'translate' });
    expect(select.selectBulkMode(actor.getSnapshot())).toBeNull();
  });

  it('select-all and partial selection set the count, status and confirm label', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'bulk.open', mode: 'add' });
    const snap = () => actor.getSnapshot();
    expect(select.selectBulkMode(snap())).toBe('add');
    expect(select.selectBulkLanguage(snap())).toBe('German');
    expect(select.selectBulkComments(snap())).toHaveLength(2);
    expect(select.selectBulkSelectedIds(snap())).toEqual([]);
    expect(select.selectBulkStatus(snap())).toBe('None selected');
    expect(select.selectCanConfirmBulk(snap())).toBe(false);
    actor.send({ type: 'bulk.toggleAll' });
    expect(select.selectBulkStatus(snap())).toBe('All selected');
    expect(select.selectBulkSelectedIds(snap())).toHaveLength(2);
    actor.send({ type: 'bulk.toggle', id: 1 });
    expect(select.selectBulkSelectedIds(snap())).toHaveLength(1);
    expect(select.selectBulkStatus(snap())).toBe('Partially selected');
    actor.send({ type: 'bulk.toggleAll' });
    actor.send({ type: 'bulk.toggleAll' });
    expect(select.selectBulkStatus(snap())).toBe('None selected');
    actor.send({ type: 'bulk.toggle', id: 3 });
    expect(select.selectBulkSelectedIds(snap())).toEqual([]);
    actor.send({ type: 'bulk.confirm' });
    expect(snap().value).toEqual({ ready: 'bulkSelecting' });
    actor.send({ type: 'bulk.cancel' });
    expect(select.selectBulkMode(snap())).toBeNull();
  });

  it('names the language from the locales when the translation came without it', async () => {
    const { actor } = await loaded({ ...germanInput, localeName: '' });
    actor.send({ type: 'bulk.open', mode: 'translate' });
    expect(select.selectBulkLanguage(actor.getSnapshot())).toBe('German');
  });

  it('Add copies each selected base comment into the active language and links them', async () => {
    const { actor, calls, effects } = await loaded();
    actor.send({ type: 'bulk.open', mode: 'add' });
    actor.send({ type: 'bulk.toggleAll' });
    actor.send({ type: 'bulk.confirm' });
    expect(select.selectIsBulkSaving(actor.getSnapshot())).toBe(true);
    await calls.resolve('listComments', [...baseComments, germanComment]);
    expect(calls.inputsOf('createComments')).toEqual([
      {
        comments: [
          {
            commentatorId: 1,
            langId: 2,
            text: 'Great game, I play it every day!',
            reply: 'Thank you!',
            stars: 5,
            countRated: 10,
            originId: 1,
          },
          {
            commentatorId: 2,
            langId: 2,
            text: 'Nice graphics and fast payouts.',
            reply: null,
            stars: 4,
            countRated: 1,
            originId: 2,
          },
        ],
      },
    ]);
    await calls.resolve('createComments', { kind: 'created', ids: [70, 71] });
    expect(calls.inputsOf('linkComments')).toEqual([{ contentId: 2, commentIds: [70, 71] }]);
    await calls.resolve('linkComments', {});
    expect(select.selectBulkMode(actor.getSnapshot())).toBeNull();
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Comment linked successfully' },
    ]);
    expect(calls.isPending('loadComments')).toBe(true);
  });

  it('Translate asks the server for the selected ones in the active language and links them', async () => {
    const { actor, calls, effects } = await loaded();
    actor.send({ type: 'bulk.open', mode: 'translate' });
    expect(select.selectBulkMode(actor.getSnapshot())).toBe('translate');
    expect(select.selectBulkLanguage(actor.getSnapshot())).toBe('German');
    actor.send({ type: 'bulk.toggle', id: 2 });
    expect(select.selectBulkSelectedIds(actor.getSnapshot())).toEqual([2]);
    actor.send({ type: 'bulk.confirm' });
    await calls.resolve('listComments', [...baseComments, germanComment]);
    expect(calls.inputsOf('translateComments')).toEqual([{ commentIds: [2], targetLocaleId: 2 }]);
    await calls.resolve('translateComments', { kind: 'created', ids: [80] });
    await calls.resolve('linkComments', {});
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Comments translated successfully' },
    ]);
  });

  const before = [...baseComments, germanComment];
  const copy = (id: number, base: (typeof baseComments)[number], text = base.text) => ({
    ...base,
    id,
    text,
    langId: 2,
  });

  it('Add answered without the new ids: the new copies (text, author, language) are linked in order', async () => {
    const { actor, calls, effects } = await loaded();
    actor.send({ type: 'bulk.open', mode: 'add' });
    actor.send({ type: 'bulk.toggleAll' });
    actor.send({ type: 'bulk.confirm' });
    await calls.resolve('listComments', before);
    await calls.resolve('createComments', { kind: 'idsUnknown' });
    // 72 is new too, but in English: not one of the copies.
    const english = { ...copy(72, baseComments[0]!), langId: 1 };
    await calls.resolve('listComments', [
      ...before,
      copy(71, baseComments[1]!),
      english,
      copy(70, baseComments[0]!),
    ]);
    expect(calls.inputsOf('linkComments')).toEqual([{ contentId: 2, commentIds: [70, 71] }]);
    await calls.resolve('linkComments', {});
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Comment linked successfully' },
    ]);
  });

  it('Translate answered without the new ids: the new comments by those authors in the language are linked', async () => {
    const { actor, calls, effects } = await loaded();
    actor.send({ type: 'bulk.open', mode: 'translate' });
    actor.send({ type: 'bulk.toggleAll' });
    actor.send({ type: 'bulk.confirm' });
    await calls.resolve('listComments', before);
    await calls.resolve('translateComments', { kind: 'idsUnknown' });
    await calls.resolve('listComments', [
      ...before,
      copy(81, baseComments[1]!, '[de] Nice graphics'),
      copy(80, baseComments[0]!, '[de] Great game'),
    ]);
    expect(calls.inputsOf('linkComments')).toEqual([{ contentId: 2, commentIds: [80, 81] }]);
    await calls.resolve('linkComments', {});
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Comments translated successfully' },
    ]);
  });

  it.each(['createComments', 'translateComments'] as const)(
    '%s answered without the new ids and not found for sure: says so, links nothing, reloads the list',
    async (call) => {
      const { actor, calls, effects } = await loaded();
      actor.send({ type: 'bulk.open', mode: call === 'createComments' ? 'add' : 'translate' });
      actor.send({ type: 'bulk.toggle', id: 1 });
      actor.send({ type: 'bulk.confirm' });
      await calls.resolve('listComments', before);
      await calls.resolve(call, { kind: 'idsUnknown' });
      // Two new ones where one was sent (another operator made one too): never a guess.
      await calls.resolve('listComments', [
        ...before,
        copy(90, baseComments[0]!),
        copy(91, baseComments[0]!),
      ]);
      expect(calls.inputsOf('linkComments')).toEqual([]);
      expect(select.selectBulkMode(actor.getSnapshot())).toBeNull();
      expect(effects).toEqual([{ type: 'notify', kind: 'warning', text: CREATED_WITHOUT_ID }]);
      expect(calls.isPending('loadComments')).toBe(true);
    },
  );

  it.each([
    ['add', 'createComments', 'Failed to add comment'],
    ['translate', 'translateComments', 'Failed to translate comments'],
  ] as const)('a failed %s is only logged and the selection stays', async (mode, call, text) => {
    const { actor, calls, effects } = await loaded();
    actor.send({ type: 'bulk.open', mode });
    actor.send({ type: 'bulk.toggle', id: 1 });
    actor.send({ type: 'bulk.confirm' });
    await calls.resolve('listComments', baseComments);
    await calls.reject(call, serverError);
    expect(actor.getSnapshot().value).toEqual({ ready: 'bulkSelecting' });
    expect(select.selectBulkSelectedIds(actor.getSnapshot())).toEqual([1]);
    expect(effects).toEqual([{ type: 'log', message: text, error: serverError }]);
  });
});
