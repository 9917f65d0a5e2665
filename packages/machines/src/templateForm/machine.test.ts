import { describe, expect, it } from 'vitest';
import type { CreateTemplateInput, UpdateTemplateInput } from './actors.ts';
import { archiveNameOf } from './context.ts';
import {
  selectArchiveName,
  selectCanSubmit,
  selectCode,
  selectDescription,
  selectError,
  selectFieldError,
  selectIsEditMode,
  selectIsSaved,
  selectIsSaving,
  selectMode,
  selectProgress,
  selectSavedTemplate,
} from './selectors.ts';
import { archiveOf, startTemplateForm, storedTemplate } from './testHarness.ts';
import { codeFromArchiveName, TEMPLATE_FORM_MESSAGES } from './validation.ts';

const MB = 1024 * 1024;
const tagsOf = (snapshot: { tags: Set<string> }) => [...snapshot.tags].sort();

describe('template form: create', () => {
  it('opens empty in create mode, submit disabled, no messages', () => {
    const { actor } = startTemplateForm(null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(selectMode(snapshot)).toBe('create');
    expect(selectIsEditMode(snapshot)).toBe(false);
    expect(selectCanSubmit(snapshot)).toBe(false);
    expect(selectArchiveName(snapshot)).toBeNull();
    expect(selectFieldError('code')(snapshot)).toBeNull();
    expect(selectFieldError('archive')(snapshot)).toBeNull();
  });

  it('submitting a changed but incomplete form shows every message and calls nothing', () => {
    const { actor, calls } = startTemplateForm(null);
    actor.send({ type: 'form.change', values: { description: 'Only a description' } });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
    expect(selectFieldError('code')(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(selectFieldError('code')(snapshot)).toBe('Required');
    expect(selectFieldError('archive')(snapshot)).toBe('Required');
    expect(selectDescription(snapshot)).toBe('Only a description');
    expect(calls.inputsOf('createTemplate')).toEqual([]);
  });

  it.each([
    ['my code', TEMPLATE_FORM_MESSAGES.codeCharacters],
    ['code-1', TEMPLATE_FORM_MESSAGES.codeCharacters],
    ['кодовое', TEMPLATE_FORM_MESSAGES.codeCharacters],
    ['', TEMPLATE_FORM_MESSAGES.required],
    ['a'.repeat(51), TEMPLATE_FORM_MESSAGES.codeLength],
    ['a'.repeat(50), null],
    ['Code42', null],
  ])('code %j → %j once typed', (code, message) => {
    const { actor } = startTemplateForm(null);
    actor.send({ type: 'form.change', values: { code } });
    expect(selectFieldError('code')(actor.getSnapshot())).toBe(message);
  });

  it('the messages are the spec strings', () => {
    expect(TEMPLATE_FORM_MESSAGES).toEqual({
      required: 'Required',
      codeCharacters: 'Only latin letters and digits, no spaces',
      // Not in the spec: the server's bound on a code (issue 18).
      codeLength: 'Max 50 characters',
      archiveType: 'Only .zip archives are allowed',
      archiveSize: 'File size must not exceed 20 MB',
    });
  });

  it.each([
    ['landing.rar', 1024, 'Only .zip archives are allowed'],
    ['landing.zip.txt', 1024, 'Only .zip archives are allowed'],
    ['landing', 1024, 'Only .zip archives are allowed'],
    ['landing.zip', 20 * MB + 1, 'File size must not exceed 20 MB'],
    ['landing.zip', 20 * MB, null],
    ['LANDING.ZIP', 10, null],
  ])('archive %s of %i bytes → %j', (name, size, message) => {
    const { actor } = startTemplateForm(null);
    actor.send({ type: 'form.chooseArchive', archive: archiveOf(name, size) });
    expect(selectFieldError('archive')(actor.getSnapshot())).toBe(message);
    expect(selectArchiveName(actor.getSnapshot())).toBe(name);
  });

  it('an invalid archive blocks the submit', () => {
    const { actor, calls } = startTemplateForm(null);
    actor.send({ type: 'form.chooseArchive', archive: archiveOf('big.zip', 21 * MB) });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(selectFieldError('archive')(actor.getSnapshot())).toBe(
      'File size must not exceed 20 MB',
    );
    expect(calls.inputsOf('createTemplate')).toEqual([]);
  });

  it('fills an empty code from the archive name: letters and digits only, 10 at most', () => {
    const { actor } = startTemplateForm(null);
    actor.send({ type: 'form.chooseArchive', archive: archiveOf('Summer-Sale 2025_v2.zip') });
    expect(selectCode(actor.getSnapshot())).toBe('SummerSale');
    expect(selectFieldError('code')(actor.getSnapshot())).toBeNull();
    expect(codeFromArchiveName('ab.c-d.zip')).toBe('abcd');
    expect(codeFromArchiveName('x1.zip')).toBe('x1');
    expect(codeFromArchiveName('---.zip')).toBe('');
  });

  it('keeps a code already typed when an archive is chosen', () => {
    const { actor } = startTemplateForm(null);
    actor.send({ type: 'form.change', values: { code: 'mine' } });
    actor.send({ type: 'form.chooseArchive', archive: archiveOf('other-name.zip') });
    expect(selectCode(actor.getSnapshot())).toBe('mine');
  });

  it('an archive name without letters or digits leaves the code empty and required', () => {
    const { actor } = startTemplateForm(null);
    actor.send({ type: 'form.chooseArchive', archive: archiveOf('___.zip') });
    expect(selectCode(actor.getSnapshot())).toBe('');
    actor.send({ type: 'form.submit' });
    expect(selectFieldError('code')(actor.getSnapshot())).toBe('Required');
  });

  it('creates with code, description and archive, reporting upload progress', async () => {
    const { actor, calls, effects } = startTemplateForm(null);
    const archive = archiveOf('fortune.zip');
    actor.send({ type: 'form.chooseArchive', archive });
    expect(calls.inputsOf('inspectArchive')).toEqual([{ archive }]);
    await calls.resolve('inspectArchive', true);
    actor.send({ type: 'form.change', values: { description: 'Wheel' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ saving: 'listingTemplates' });
    await calls.resolve('listTemplates', [storedTemplate]);
    let snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ saving: 'creating' });
    expect(tagsOf(snapshot)).toEqual(['busy']);
    expect(selectIsSaving(snapshot)).toBe(true);
    expect(selectCanSubmit(snapshot)).toBe(false);
    expect(selectProgress(snapshot)).toBe(0);

    const [input] = calls.inputsOf('createTemplate') as CreateTemplateInput[];
    expect(input).toMatchObject({ code: 'fortune', description: 'Wheel', archive });
    input!.onProgress(42.4);
    expect(selectProgress(actor.getSnapshot())).toBe(42);
    input!.onProgress(140);
    expect(selectProgress(actor.getSnapshot())).toBe(100);

    const created = { ...storedTemplate, id: 9, code: 'fortune', description: 'Wheel' };
    await calls.resolve('createTemplate', { kind: 'created', template: created });
    expect(calls.inputsOf('listTemplates')).toHaveLength(1);
    snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(selectIsSaved(snapshot)).toBe(true);
    expect(selectSavedTemplate(snapshot)).toEqual(created);
    expect(selectProgress(snapshot)).toBeNull();
    expect(effects).toEqual([{ type: 'templateSaved', template: created }]);
  });

  it('a failed save is logged, shows the reason and keeps everything typed and chosen', async () => {
    const { actor, calls, effects } = startTemplateForm(null);
    const archive = archiveOf('fortune.zip');
    actor.send({ type: 'form.change', values: { code: 'Fortune1', description: 'Wheel' } });
    actor.send({ type: 'form.chooseArchive', archive });
    await calls.resolve('inspectArchive', true);
    actor.send({ type: 'form.submit' });
    // A failed list before the create does not stop it.
    await calls.reject('listTemplates', new Error('offline'));
    const error = { serverMessage: 'A template with code "Fortune1" already exists' };
    await calls.reject('createTemplate', error);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(selectError(snapshot)).toBe('A template with code "Fortune1" already exists');
    expect(selectCode(snapshot)).toBe('Fortune1');
    expect(selectDescription(snapshot)).toBe('Wheel');
    expect(snapshot.context.values.archive).toBe(archive);
    expect(selectArchiveName(snapshot)).toBe('fortune.zip');
    expect(selectProgress(snapshot)).toBeNull();
    expect(selectCanSubmit(snapshot)).toBe(true);
    expect(effects).toEqual([{ type: 'reportSaveFailure', error }]);

    // Submitting again retries with the same input; without a server message the fallback shows.
    actor.send({ type: 'form.submit' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    await calls.resolve('listTemplates', []);
    expect(calls.inputsOf('createTemplate')).toHaveLength(2);
    await calls.reject('createTemplate', new Error('socket hang up'));
    expect(selectError(actor.getSnapshot())).toBe('Failed to save template');
  });

  const unnamedCreate = async () => {
    const started = startTemplateForm(null);
    started.actor.send({ type: 'form.chooseArchive', archive: archiveOf('fortune.zip') });
    await started.calls.resolve('inspectArchive', true);
    started.actor.send({ type: 'form.submit' });
    await started.calls.resolve('listTemplates', [storedTemplate]);
    await started.calls.resolve('createTemplate', { kind: 'idUnknown' });
    expect(selectIsSaving(started.actor.getSnapshot())).toBe(true);
    return started;
  };
  const fortune = (id: number) => ({ ...storedTemplate, id, code: 'fortune' });

  it('a create answered without its id: the one new template with the code sent is saved', async () => {
    const { actor, calls, effects } = await unnamedCreate();
    // Template 8 is new but another code.
    await calls.resolve('listTemplates', [
      storedTemplate,
      { ...fortune(8), code: 'other' },
      fortune(9),
    ]);
    expect(selectSavedTemplate(actor.getSnapshot())).toEqual(fortune(9));
    expect(effects).toEqual([{ type: 'templateSaved', template: fortune(9) }]);
  });

  it.each([
    ['two new with that code', [storedTemplate, fortune(8), fortune(9)]],
    ['none new', [storedTemplate]],
    ['the list failing', null],
  ])(
    'a create answered without its id, %s: saved without a record (the host warns), never a failure',
    async (_, after) => {
      const { actor, calls, effects } = await unnamedCreate();
      if (after) await calls.resolve('listTemplates', after);
      else await calls.reject('listTemplates', new Error('offline'));
      expect(selectIsSaved(actor.getSnapshot())).toBe(true);
      expect(selectSavedTemplate(actor.getSnapshot())).toBeNull();
      expect(selectError(actor.getSnapshot())).toBeNull();
      expect(effects).toEqual([{ type: 'templateSavedWithoutRecord' }]);
      expect(calls.inputsOf('createTemplate')).toHaveLength(1);
    },
  );

  it('ignores edits while saving', async () => {
    const { actor, calls } = startTemplateForm(null);
    actor.send({ type: 'form.chooseArchive', archive: archiveOf('fortune.zip') });
    await calls.resolve('inspectArchive', true);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', values: { code: 'other' } });
    actor.send({ type: 'form.chooseArchive', archive: null });
    expect(selectCode(actor.getSnapshot())).toBe('fortune');
    expect(selectArchiveName(actor.getSnapshot())).toBe('fortune.zip');
  });

  it('clearing the archive makes it required again', () => {
    const { actor } = startTemplateForm(null);
    actor.send({ type: 'form.chooseArchive', archive: archiveOf('fortune.zip') });
    actor.send({ type: 'form.chooseArchive', archive: null });
    expect(selectFieldError('archive')(actor.getSnapshot())).toBe('Required');
    expect(selectCode(actor.getSnapshot())).toBe('fortune');
  });
});

describe('template form: edit', () => {
  it('opens filled in edit mode with the stored archive name', () => {
    const { actor } = startTemplateForm(storedTemplate);
    const snapshot = actor.getSnapshot();
    expect(selectMode(snapshot)).toBe('edit');
    expect(selectIsEditMode(snapshot)).toBe(true);
    expect(selectCode(snapshot)).toBe('slots7');
    expect(selectDescription(snapshot)).toBe('Custom slots landing');
    expect(selectArchiveName(snapshot)).toBe('slots7.zip');
    expect(selectCanSubmit(snapshot)).toBe(false);
  });

  it('the stored archive name is the uploaded one, else from its URL when it names a zip', () => {
    expect(archiveNameOf({ code: 'a', archiveUrl: '/files/templates/Summer%20Sale.zip' })).toBe(
      'Summer Sale.zip',
    );
    expect(archiveNameOf({ code: 'abc', archiveUrl: null })).toBe('abc.zip');
    expect(
      archiveNameOf({
        code: 'abc',
        archiveUrl: '/api/files/f00d',
        archiveName: 'my-landing-v2.zip',
      }),
    ).toBe('my-landing-v2.zip');
    expect(archiveNameOf({ code: 'abc', archiveUrl: '/api/files/f00d', archiveName: null })).toBe(
      'abc.zip',
    );
    expect(archiveNameOf({ code: 'abc', archiveUrl: '/api/files/%E0%A4%A' })).toBe('abc.zip');
  });

  it('submit is enabled only while the form differs from the stored template', () => {
    const { actor } = startTemplateForm(storedTemplate);
    actor.send({ type: 'form.change', values: { description: 'New text' } });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.change', values: { description: 'Custom slots landing' } });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('an archive named .zip whose bytes are no zip is refused, as the server refuses it', async () => {
    const { actor, calls } = startTemplateForm(null);
    actor.send({ type: 'form.change', values: { code: 'Fortune1' } });
    actor.send({ type: 'form.chooseArchive', archive: archiveOf('fortune.zip') });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    await calls.resolve('inspectArchive', false);
    actor.send({ type: 'form.submit' });
    expect(selectFieldError('archive')(actor.getSnapshot())).toBe(
      TEMPLATE_FORM_MESSAGES.archiveType,
    );
    expect(calls.inputsOf('createTemplate')).toEqual([]);
    actor.send({ type: 'form.chooseArchive', archive: archiveOf('other.zip') });
    expect(selectFieldError('archive')(actor.getSnapshot())).toBeNull();
  });

  it('the archive cannot be replaced when editing', () => {
    const { actor } = startTemplateForm(storedTemplate);
    actor.send({ type: 'form.chooseArchive', archive: archiveOf('other.zip') });
    expect(selectArchiveName(actor.getSnapshot())).toBe('slots7.zip');
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
  });

  it('a bad code is refused before any call', () => {
    const { actor, calls } = startTemplateForm(storedTemplate);
    actor.send({ type: 'form.change', values: { code: 'slots 7' } });
    actor.send({ type: 'form.submit' });
    expect(selectFieldError('code')(actor.getSnapshot())).toBe(
      'Only latin letters and digits, no spaces',
    );
    expect(calls.inputsOf('updateTemplate')).toEqual([]);
  });

  it('updates only the changed fields', async () => {
    const { actor, calls, effects } = startTemplateForm(storedTemplate);
    actor.send({ type: 'form.change', values: { description: 'Brand new' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ saving: 'updating' });
    const [input] = calls.inputsOf('updateTemplate') as UpdateTemplateInput[];
    expect(input).toMatchObject({ id: 7, changes: { description: 'Brand new' } });
    expect(Object.keys(input!.changes)).toEqual(['description']);
    const updated = { ...storedTemplate, description: 'Brand new' };
    await calls.resolve('updateTemplate', updated);
    expect(selectIsSaved(actor.getSnapshot())).toBe(true);
    expect(effects).toEqual([{ type: 'templateSaved', template: updated }]);
  });

  it('a failed update keeps the edits and reports the fallback text', async () => {
    const { actor, calls, effects } = startTemplateForm(storedTemplate);
    actor.send({ type: 'form.change', values: { code: 'slots8' } });
    actor.send({ type: 'form.submit' });
    await calls.reject('updateTemplate', { status: 500 });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(selectCode(snapshot)).toBe('slots8');
    expect(selectError(snapshot)).toBe('Failed to save template');
    expect(effects).toEqual([{ type: 'reportSaveFailure', error: { status: 500 } }]);
  });
});
