import { ApiError, type LauncherContent } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { normalizeChips } from './chips.ts';
import { CONTENT_TEXTS } from './machine.ts';
import * as select from './selectors.ts';
import { startContent } from './testHarness.ts';

const german: LauncherContent = {
  id: 2,
  launcherId: 1,
  localeId: 2,
  isDefault: false,
  designId: 1,
  translatableContent: {
    description: 'Drehen Sie das Rad und gewinnen Sie jeden Tag große Preise.',
    additionalInfo: ['Keine Werbung'],
    tags: ['casino'],
  },
};

async function loaded(content: LauncherContent = german) {
  const started = startContent(content.id);
  await started.calls.resolve('loadContent', content);
  return started;
}

describe('normalizeChips', () => {
  it('trims, drops blanks and case-insensitive duplicates, keeps the first spelling', () => {
    expect(normalizeChips([' Casino ', '', 'slots', 'CASINO', '  ', 'Slots '])).toEqual([
      'Casino',
      'slots',
    ]);
  });
});

describe('content', () => {
  it("loads the translation's text", async () => {
    const { actor, calls } = startContent(2);
    expect(select.selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(calls.inputsOf('loadContent')).toEqual([{ contentId: 2 }]);
    await calls.resolve('loadContent', german);
    const snapshot = actor.getSnapshot();
    expect(select.selectDescription(snapshot)).toBe(german.translatableContent!.description);
    expect(select.selectTags(snapshot)).toEqual(['casino']);
    expect(select.selectAdditionalInfo(snapshot)).toEqual(['Keine Werbung']);
    expect(select.selectIsDirty(snapshot)).toBe(false);
  });

  it('a translation without text starts empty', async () => {
    const { actor } = await loaded({ ...german, translatableContent: null });
    expect(select.selectDescription(actor.getSnapshot())).toBe('');
    expect(select.selectTags(actor.getSnapshot())).toEqual([]);
  });

  it('shows why the load failed and retries', async () => {
    const { actor, calls } = startContent(2);
    await calls.reject('loadContent', { data: { message: 'Content not found' } });
    expect(select.selectLoadError(actor.getSnapshot())).toBe('Content not found');
    actor.send({ type: 'content.retry' });
    expect(select.selectIsLoading(actor.getSnapshot())).toBe(true);
    await calls.reject('loadContent', new Error('offline'));
    expect(select.selectLoadError(actor.getSnapshot())).toBe('Failed to load content');
  });

  it('a description under 20 characters gets its message and is not sent', async () => {
    const { actor, calls } = await loaded();
    actor.send({ type: 'content.change', values: { description: 'Too short' } });
    expect(select.selectFieldError('description')(actor.getSnapshot())).toBe(
      'Description must be at least 20 characters',
    );
    actor.send({ type: 'content.save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.isPending('updateContent')).toBe(false);
  });

  it('chip lists are cleaned as they change', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'content.change', values: { tags: ['casino', ' Slots ', 'CASINO'] } });
    expect(select.selectTags(actor.getSnapshot())).toEqual(['casino', 'Slots']);
    expect(select.selectIsDirty(actor.getSnapshot())).toBe(true);
  });

  it('saves translatableContent and isDefault only, against the version it loaded, says so and tells the editor', async () => {
    const { actor, calls, effects } = await loaded({ ...german, version: 3 });
    actor.send({ type: 'content.change', values: { tags: ['casino', 'wheel'] } });
    actor.send({ type: 'content.save' });
    expect(select.selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(calls.isPending('checkContent')).toBe(false);
    expect(calls.inputsOf('updateContent')).toEqual([
      {
        contentId: 2,
        changes: {
          translatableContent: {
            description: german.translatableContent!.description,
            additionalInfo: ['Keine Werbung'],
            tags: ['casino', 'wheel'],
          },
          isDefault: false,
        },
        version: 3,
      },
    ]);
    const saved = {
      ...german,
      translatableContent: { ...german.translatableContent!, tags: ['casino', 'wheel'] },
    };
    await calls.resolve('updateContent', saved);
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Content updated successfully' },
      { type: 'contentSaved', content: saved },
    ]);
    expect(select.selectIsDirty(actor.getSnapshot())).toBe(false);
  });

  it('a failed save keeps what was typed and says so', async () => {
    const { actor, calls, effects } = await loaded();
    actor.send({ type: 'content.change', values: { additionalInfo: ['Neu'] } });
    actor.send({ type: 'content.save' });
    // Read without a version: the translation is read again before the write.
    await calls.resolve('checkContent', german);
    const error = { data: { message: 'nope' } };
    await calls.reject('updateContent', error);
    expect(select.selectAdditionalInfo(actor.getSnapshot())).toEqual(['Neu']);
    expect(select.selectIsDirty(actor.getSnapshot())).toBe(true);
    expect(effects).toEqual([
      { type: 'notify', kind: 'error', text: 'Failed to update content' },
      { type: 'log', message: 'Failed to update content', error },
    ]);
  });

  it('a save to a server without versions reads first; their change of my field opens the conflict, with original, theirs and mine', async () => {
    const { actor, calls } = await loaded();
    const mine = 'My own new description, long enough.';
    const theirs = 'Their new description, also long enough.';
    actor.send({ type: 'content.change', values: { description: mine, tags: ['casino', 'mine'] } });
    actor.send({ type: 'content.save' });
    expect(calls.isPending('updateContent')).toBe(false);
    await calls.resolve('checkContent', {
      ...german,
      translatableContent: {
        ...german.translatableContent!,
        description: theirs,
        tags: ['casino', 'theirs'],
      },
    });
    const conflict = select.selectConflict(actor.getSnapshot())!;
    expect(conflict.fields).toEqual(['description']);
    expect(conflict.original.description).toBe(german.translatableContent!.description);
    expect(conflict.theirs.description).toBe(theirs);
    expect(select.selectDescription(actor.getSnapshot())).toBe(mine);
    // Tags merged as a list without asking.
    expect(conflict.merged.tags).toEqual(['casino', 'theirs', 'mine']);
    actor.send({ type: 'conflict.pick', field: 'description', side: 'theirs' });
    actor.send({ type: 'conflict.save' });
    expect(calls.inputsOf('updateContent').at(-1)).toMatchObject({
      changes: { translatableContent: { description: theirs, tags: ['casino', 'theirs', 'mine'] } },
    });
  });

  it('a translation deleted by someone else keeps what was typed and says so', async () => {
    const { actor, calls, effects } = await loaded({ ...german, version: 1 });
    actor.send({ type: 'content.change', values: { description: 'Typed while it was deleted.' } });
    actor.send({ type: 'content.save' });
    await calls.reject(
      'updateContent',
      new ApiError({ kind: 'http', status: 404, message: 'gone', method: 'PATCH', url: '/x' }),
    );
    expect(select.selectIsGone(actor.getSnapshot())).toBe(true);
    expect(select.selectDescription(actor.getSnapshot())).toBe('Typed while it was deleted.');
    expect(effects).toContainEqual({ type: 'notify', kind: 'error', text: CONTENT_TEXTS.gone });
  });
});

describe('content: another operator saved it (issue 29, "see it coming")', () => {
  const theirs: LauncherContent = {
    ...german,
    version: 5,
    translatableContent: {
      ...german.translatableContent!,
      description: 'Their text, long enough.',
    },
  };
  const byBea = { version: 5, updatedBy: 'Bea', updatedAt: '2026-11-27T10:00:00.000Z' };

  it('with no unsaved input, shows their text by itself', async () => {
    const { actor, calls } = await loaded({ ...german, version: 4 });
    actor.send({ type: 'content.changedElsewhere', change: byBea });
    await calls.resolve('refreshContent', theirs);
    const snapshot = actor.getSnapshot();
    expect(select.selectDescription(snapshot)).toBe('Their text, long enough.');
    expect(select.selectIsDirty(snapshot)).toBe(false);
    expect(select.selectChangedElsewhere(snapshot)).toBeNull();
  });

  it('with unsaved input, keeps it and says who changed it; Reload brings their text', async () => {
    const { actor, calls } = await loaded({ ...german, version: 4 });
    actor.send({ type: 'content.change', values: { description: 'My own unsaved description.' } });
    actor.send({ type: 'content.changedElsewhere', change: byBea });
    await calls.resolve('refreshContent', theirs);
    expect(select.selectDescription(actor.getSnapshot())).toBe('My own unsaved description.');
    expect(select.selectChangedElsewhere(actor.getSnapshot())).toEqual(byBea);

    actor.send({ type: 'content.reload' });
    await calls.resolve('loadContent', theirs);
    expect(select.selectDescription(actor.getSnapshot())).toBe('Their text, long enough.');
    expect(select.selectChangedElsewhere(actor.getSnapshot())).toBeNull();
  });

  // The landing watch tells a row once, when it changes: a change told while the form could not
  // read it must not be lost.
  it('a change told while the translation loads is heard once it has loaded', async () => {
    const { actor, calls } = startContent(german.id);
    actor.send({ type: 'content.changedElsewhere', change: byBea });
    await calls.resolve('loadContent', { ...german, version: 4 });
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    await calls.resolve('refreshContent', theirs);
    expect(select.selectDescription(actor.getSnapshot())).toBe('Their text, long enough.');
    expect(actor.getSnapshot().context.keptChanges).toEqual([]);
  });

  it('a change told while the load already has it is compared and ignored', async () => {
    const { actor, calls } = startContent(german.id);
    actor.send({ type: 'content.changedElsewhere', change: byBea });
    await calls.resolve('loadContent', theirs);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(calls.inputsOf('refreshContent')).toHaveLength(0);
  });

  it('a change told while another save is read is heard after that read', async () => {
    const { actor, calls } = await loaded({ ...german, version: 4 });
    actor.send({ type: 'content.changedElsewhere', change: { ...byBea, version: 5 } });
    const later = { version: 6, updatedBy: 'Cy', updatedAt: '2026-11-27T10:01:00.000Z' };
    actor.send({ type: 'content.changedElsewhere', change: later });
    await calls.resolve('refreshContent', theirs);
    // Version 6 is not the one just read: read again.
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    await calls.resolve('refreshContent', {
      ...theirs,
      version: 6,
      translatableContent: { ...theirs.translatableContent!, description: 'Cy wrote this later.' },
    });
    expect(select.selectDescription(actor.getSnapshot())).toBe('Cy wrote this later.');
  });

  it('a change told while saving is heard once the save ends', async () => {
    const { actor, calls } = await loaded({ ...german, version: 4 });
    actor.send({ type: 'content.change', values: { description: 'My description, saved now.' } });
    actor.send({ type: 'content.save' });
    actor.send({ type: 'content.changedElsewhere', change: byBea });
    await calls.resolve('updateContent', {
      ...german,
      version: 6,
      translatableContent: {
        ...german.translatableContent!,
        description: 'My description, saved now.',
      },
    });
    // Bea's version 5 is not the form's 6: it is read, and shows nothing new.
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    await calls.resolve('refreshContent', {
      ...german,
      version: 6,
      translatableContent: {
        ...german.translatableContent!,
        description: 'My description, saved now.',
      },
    });
    expect(select.selectDescription(actor.getSnapshot())).toBe('My description, saved now.');
    expect(select.selectChangedElsewhere(actor.getSnapshot())).toBeNull();
  });

  it('input typed while their text is read is kept, and the change announced', async () => {
    const { actor, calls } = await loaded({ ...german, version: 4 });
    actor.send({ type: 'content.changedElsewhere', change: byBea });
    actor.send({ type: 'content.change', values: { description: 'Typed during the read.' } });
    await calls.resolve('refreshContent', theirs);
    expect(select.selectDescription(actor.getSnapshot())).toBe('Typed during the read.');
    expect(select.selectChangedElsewhere(actor.getSnapshot())).toEqual(byBea);
  });

  it('a change that leaves its text as saved only takes the version: no notice, input kept', async () => {
    const { actor, calls } = await loaded({ ...german, version: 4 });
    actor.send({ type: 'content.change', values: { description: 'My own unsaved description.' } });
    actor.send({ type: 'content.changedElsewhere', change: byBea });
    await calls.resolve('refreshContent', { ...german, isDefault: true, version: 5 });
    const snapshot = actor.getSnapshot();
    expect(select.selectDescription(snapshot)).toBe('My own unsaved description.');
    expect(select.selectChangedElsewhere(snapshot)).toBeNull();
    expect(snapshot.context.version).toBe(5);
  });

  it('Save clicked while their text is read is not lost: it saves once the read ends', async () => {
    const { actor, calls } = await loaded({ ...german, version: 4 });
    actor.send({ type: 'content.change', values: { description: 'My own unsaved description.' } });
    actor.send({ type: 'content.changedElsewhere', change: byBea });
    actor.send({ type: 'content.save' });
    expect(calls.isPending('refreshContent')).toBe(true);
    await calls.resolve('refreshContent', theirs);
    // Saved against the version the form held: the server's check meets their save.
    const [sent] = calls.inputsOf('updateContent') as {
      changes: { translatableContent: { description: string } };
      version: unknown;
    }[];
    expect(sent?.changes.translatableContent.description).toBe('My own unsaved description.');
    expect(sent?.version).toBe(4);
  });

  it('Reload clicked while their text is read is not lost: the translation is loaded', async () => {
    const { actor, calls } = await loaded({ ...german, version: 4 });
    actor.send({ type: 'content.change', values: { description: 'My own unsaved description.' } });
    actor.send({ type: 'content.changedElsewhere', change: byBea });
    actor.send({ type: 'content.reload' });
    await calls.resolve('refreshContent', theirs);
    await calls.resolve('loadContent', theirs);
    expect(select.selectDescription(actor.getSnapshot())).toBe('Their text, long enough.');
  });

  it('ignores its own save: the version it holds, or without versions the text it saved', async () => {
    const versioned = await loaded({ ...german, version: 4 });
    versioned.actor.send({
      type: 'content.change',
      values: { description: 'Mine, not saved yet.' },
    });
    versioned.actor.send({
      type: 'content.changedElsewhere',
      change: { version: 4, updatedBy: 'Me', updatedAt: null },
    });
    expect(select.selectChangedElsewhere(versioned.actor.getSnapshot())).toBeNull();

    const unversioned = await loaded(german);
    unversioned.actor.send({
      type: 'content.change',
      values: { description: 'Mine, not saved yet.' },
    });
    unversioned.actor.send({
      type: 'content.changedElsewhere',
      change: { row: german, updatedBy: null, updatedAt: null },
    });
    expect(select.selectChangedElsewhere(unversioned.actor.getSnapshot())).toBeNull();
    const otherText = { row: theirs, updatedBy: null, updatedAt: null };
    unversioned.actor.send({ type: 'content.changedElsewhere', change: otherText });
    await unversioned.calls.resolve('refreshContent', theirs);
    expect(select.selectChangedElsewhere(unversioned.actor.getSnapshot())).toEqual(otherText);
    expect(select.selectDescription(unversioned.actor.getSnapshot())).toBe('Mine, not saved yet.');
  });
});
