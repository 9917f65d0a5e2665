import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { englishBase, germanContent, mainLauncher } from '../editor/fixtures.ts';
import { EDITOR_SYSTEM_ID } from '../editor/protocol.ts';
import { translationsMount } from './section.ts';
import * as select from './selectors.ts';
import { fakeTranslations, startTranslations } from './testHarness.ts';

const opened = { launcher: mainLauncher, baseContent: englishBase };
const french = { ...germanContent, id: 13, localeId: 3 };
const withFrench = { ...mainLauncher, contents: [englishBase, germanContent, french] };

/** The strip run by a stand-in editor that records what the strip reports. */
function underEditor() {
  const { machine, calls, toasts } = fakeTranslations();
  const reports: unknown[] = [];
  const record = { actions: ({ event }: { event: unknown }) => reports.push(event) };
  const editor = setup({ actors: { strip: machine } }).createMachine({
    invoke: { id: 'strip', src: 'strip', input: opened },
    on: {
      'translation.created': record,
      'translation.deleted': record,
      'translation.addedElsewhere': record,
      'translation.deletedElsewhere': record,
    },
  });
  const actor = createActor(editor, { systemId: EDITOR_SYSTEM_ID }).start();
  const strip = actor.getSnapshot().children['strip']!;
  return { actor, strip, calls, toasts, reports };
}

describe('translation strip', () => {
  const heard = (id: number, gone?: true) => ({
    type: 'translations.changedElsewhere' as const,
    change: { kind: 'content' as const, id, ...(gone && { gone }) },
  });

  it('hears a translation another operator added: the launcher is read quietly, the new tab reported', async () => {
    const { actor, strip, calls, reports } = underEditor();
    strip.send(heard(englishBase.id));
    expect(calls.inputsOf('loadLauncher')).toEqual([]);
    strip.send(heard(french.id));
    expect(calls.inputsOf('loadLauncher')).toEqual([{ launcherId: 1 }]);
    expect(select.selectIsCreating(strip.getSnapshot())).toBe(false);
    // The operator's own moves go on during the read.
    strip.send({ type: 'translation.open' });
    await calls.resolve('loadLauncher', withFrench);
    expect(reports).toEqual([{ type: 'translation.addedElsewhere', contents: [french] }]);
    expect(select.selectNewTranslation(strip.getSnapshot()).open).toBe(true);
    // Heard again (the next poll): it is in the strip now, nothing is read.
    strip.send(heard(french.id));
    expect(calls.inputsOf('loadLauncher')).toHaveLength(1);
    actor.stop();
  });

  it('hears a translation another operator deleted once; its own delete is not heard again', () => {
    const { actor, strip, calls, reports } = underEditor();
    strip.send(heard(germanContent.id, true));
    strip.send(heard(germanContent.id, true));
    expect(reports).toEqual([
      { type: 'translation.deletedElsewhere', contentId: germanContent.id },
    ]);
    expect(calls.inputsOf('loadLauncher')).toEqual([]);
    actor.stop();
  });

  it('the read after an added translation also tells one deleted before the first poll', async () => {
    const { actor, strip, calls, reports } = underEditor();
    strip.send(heard(french.id));
    await calls.resolve('loadLauncher', { ...mainLauncher, contents: [englishBase, french] });
    expect(reports).toEqual([
      { type: 'translation.deletedElsewhere', contentId: germanContent.id },
      { type: 'translation.addedElsewhere', contents: [french] },
    ]);
    actor.stop();
  });

  it('a failed read of the launcher after a translation was added changes nothing', async () => {
    const { actor, strip, calls, reports, toasts } = underEditor();
    strip.send(heard(french.id));
    await calls.reject('loadLauncher', {});
    expect(reports).toEqual([]);
    expect(toasts).toEqual([]);
    expect(strip.getSnapshot().matches({ idle: 'ready' })).toBe(true);
    actor.stop();
  });

  it('is busy creating until the launcher is loaded again, then reports it with the new id', async () => {
    const { actor, strip, calls, toasts, reports } = underEditor();
    strip.send({ type: 'translation.open' });
    strip.send({ type: 'translation.chooseLocale', localeId: 3 });
    strip.send({ type: 'translation.create' });
    expect(select.selectIsCreating(strip.getSnapshot())).toBe(true);
    await calls.resolve('createContent', { kind: 'created', id: french.id });
    expect(select.selectIsCreating(strip.getSnapshot())).toBe(true);
    expect(calls.inputsOf('loadLauncher')).toEqual([{ launcherId: 1 }]);
    await calls.resolve('loadLauncher', withFrench);
    expect(reports).toEqual([
      { type: 'translation.created', launcher: withFrench, contentId: french.id },
    ]);
    expect(select.selectNewTranslation(strip.getSnapshot())).toEqual({
      open: false,
      localeId: null,
    });
    expect(toasts).toEqual(['success: Translation created successfully']);
    actor.stop();
  });

  it('hears a row told while it deletes a translation once the delete ends', async () => {
    const { actor, strip, calls, reports } = underEditor();
    strip.send({ type: 'translation.delete', contentId: germanContent.id });
    // Another operator added French meanwhile: the landing watch tells it during the delete.
    strip.send(heard(french.id));
    expect(calls.inputsOf('loadLauncher')).toEqual([]);
    await calls.resolve('deleteContent', {});
    expect(calls.inputsOf('loadLauncher')).toEqual([{ launcherId: 1 }]);
    await calls.resolve('loadLauncher', { ...withFrench, contents: [englishBase, french] });
    expect(reports).toContainEqual({ type: 'translation.addedElsewhere', contents: [french] });
    expect(strip.getSnapshot().context.keptChanges).toEqual([]);
    actor.stop();
  });

  it('reports a deleted translation; a failed delete reports nothing', async () => {
    const { actor, strip, calls, toasts, reports } = underEditor();
    strip.send({ type: 'translation.delete', contentId: germanContent.id });
    expect(select.selectIsDeleting(strip.getSnapshot())).toBe(true);
    await calls.reject('deleteContent', {});
    strip.send({ type: 'translation.delete', contentId: germanContent.id });
    await calls.resolve('deleteContent', {});
    expect(reports).toEqual([{ type: 'translation.deleted', contentId: germanContent.id }]);
    expect(toasts).toEqual([
      'error: Failed to delete content',
      'success: Content deleted successfully',
    ]);
    actor.stop();
  });

  it('never deletes the base, nor a translation the launcher does not have', () => {
    const strip = startTranslations(opened);
    strip.actor.send({ type: 'translation.delete', contentId: englishBase.id });
    strip.actor.send({ type: 'translation.delete', contentId: 99 });
    expect(strip.calls.inputsOf('deleteContent')).toEqual([]);
  });

  it('offers only the languages the launcher does not use yet', () => {
    const strip = startTranslations(opened);
    const locales = [1, 2, 3].map((id) => ({ id, google_lang_code: `l${id}` }));
    expect(select.selectUnusedLocales(locales)(strip.actor.getSnapshot())).toEqual([locales[2]]);
  });

  it('puts a chosen language back (Undo, Redo), leaving the form open or closed as it is', () => {
    const strip = startTranslations(opened);
    const form = () => select.selectNewTranslation(strip.actor.getSnapshot());
    strip.actor.send({ type: 'translation.open' });
    strip.actor.send({ type: 'translation.chooseLocale', localeId: 3 });
    strip.actor.send({ type: 'translation.restore', localeId: null });
    expect(form()).toEqual({ open: true, localeId: null });
    strip.actor.send({ type: 'translation.restore', localeId: 3 });
    expect(form()).toEqual({ open: true, localeId: 3 });
    strip.actor.send({ type: 'translation.cancel' });
    strip.actor.send({ type: 'translation.restore', localeId: 3 });
    expect(form()).toEqual({ open: false, localeId: 3 });
  });

  it('does not put back a language the launcher uses by now', () => {
    const strip = startTranslations(opened);
    strip.actor.send({ type: 'translation.open' });
    strip.actor.send({ type: 'translation.restore', localeId: germanContent.localeId });
    expect(select.selectNewTranslation(strip.actor.getSnapshot()).localeId).toBeNull();
  });

  it('copies the base the editor sends down, not the one it started with', () => {
    const strip = startTranslations(opened);
    const redesigned = { ...englishBase, designId: 71 };
    strip.actor.send({
      type: 'section.context',
      context: {
        landingId: 5,
        landing: null,
        launcher: mainLauncher,
        activeContent: redesigned,
        baseContent: redesigned,
      },
    });
    strip.actor.send({ type: 'translation.chooseLocale', localeId: 3 });
    strip.actor.send({ type: 'translation.create' });
    expect(strip.calls.inputsOf('createContent')).toMatchObject([{ designId: 71, localeId: 3 }]);
  });

  it('mounts for the active launcher: one actor per launcher', () => {
    const context = {
      landingId: 5,
      landing: null,
      launcher: mainLauncher,
      activeContent: germanContent,
      baseContent: englishBase,
    };
    expect(translationsMount.inputFrom(context)).toEqual(opened);
    expect(translationsMount.key(context)).toBe('translations:1');
    expect(() => translationsMount.inputFrom({ ...context, launcher: null })).toThrow(
      'The launcher id is missing',
    );
  });
});
