import { describe, expect, it } from 'vitest';
import { ICON_NAME_TOASTS } from './machine.ts';
import * as selectors from './selectors.ts';
import { fileOf, startIconNameForm, withBaseDesign } from './testHarness.ts';
import { ICON_NAME_MESSAGES as M } from './validation.ts';

type Started = ReturnType<typeof startIconNameForm>;
const errorOf = ({ actor }: Started, field: Parameters<typeof selectors.selectFieldError>[0]) =>
  selectors.selectFieldError(field)(actor.getSnapshot());

/** Chooses a file and lets the fake reader answer with its pixel size. */
async function chooseIcon(started: Started, file: File, size = { width: 512, height: 512 }) {
  started.actor.send({ type: 'icon.choose', file });
  await started.calls.resolve('readImageSize', size);
}

const created9 = { kind: 'created', design: { id: 9, iconUrl: '/api/files/icon-9' } };
const listed = (id: number) => ({ id, iconUrl: `/api/files/icon-${id}`, screensData: [] });
const shot = { name: 'one.png', url: '/api/files/one.png' };

describe('icon, name and short name form', () => {
  it('starts with the stored names and icon, nothing to save', () => {
    const { actor } = startIconNameForm();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(selectors.selectValue('name')(snapshot)).toBe('Lucky Spin');
    expect(selectors.selectIconUrl(snapshot)).toBe('/files/designs/1/icon.png');
    expect(selectors.selectCanSave(snapshot)).toBe(false);
  });

  describe('the icon is judged by its real pixels', () => {
    it('reads the chosen file and accepts a 512x512 image', async () => {
      const started = startIconNameForm();
      const file = fileOf('icon.png', 'image/png');
      started.actor.send({ type: 'icon.choose', file });
      expect(started.actor.getSnapshot().hasTag('readingIcon')).toBe(true);
      expect(selectors.selectCanSave(started.actor.getSnapshot())).toBe(false);
      expect(started.calls.inputsOf('readImageSize')).toEqual([{ file }]);
      await started.calls.resolve('readImageSize', { width: 512, height: 512 });
      expect(errorOf(started, 'icon')).toBeNull();
      expect(selectors.selectCanSave(started.actor.getSnapshot())).toBe(true);
      expect(selectors.selectIconFileName(started.actor.getSnapshot())).toBe('icon.png');
    });

    it.each([
      ['a non-image type', fileOf('icon.png', 'text/plain'), M.iconNotImage],
      ['more than 5 MB', fileOf('big.png', 'image/png', 5 * 1024 * 1024 + 1), M.iconTooLarge],
    ])('refuses %s without reading it', (_, file, message) => {
      const started = startIconNameForm();
      started.actor.send({ type: 'icon.choose', file });
      expect(errorOf(started, 'icon')).toBe(message);
      expect(started.calls.inputsOf('readImageSize')).toEqual([]);
      started.actor.send({ type: 'form.save' });
      expect(started.actor.getSnapshot().value).toEqual({ editing: 'idle' });
    });

    it.each([
      ['a square of the wrong size', { width: 256, height: 256 }, M.iconWrongSize],
      ['a 1:2 image', { width: 512, height: 1024 }, M.iconRatio],
      ['a ratio just outside 0.1', { width: 512, height: 460 }, M.iconRatio],
      ['a ratio within 0.1 but not 512x512', { width: 512, height: 480 }, M.iconWrongSize],
    ])('after reading, refuses %s', async (_, size, message) => {
      const started = startIconNameForm();
      await chooseIcon(started, fileOf('icon.png', 'image/png'), size);
      expect(errorOf(started, 'icon')).toBe(message);
    });

    it('a file that claims to be an image but does not decode is no image', async () => {
      const started = startIconNameForm();
      started.actor.send({ type: 'icon.choose', file: fileOf('fake.png', 'image/png') });
      await started.calls.reject('readImageSize', new Error('decode failed'));
      expect(errorOf(started, 'icon')).toBe(M.iconNotImage);
    });

    it('undo and redo put a chosen icon back or take it away; the picker starts over', async () => {
      const started = startIconNameForm();
      const file = fileOf('icon.png', 'image/png');
      await chooseIcon(started, file);
      const generation = selectors.selectIconGeneration(started.actor.getSnapshot());
      started.actor.send({ type: 'icon.restore', file: null });
      expect(selectors.selectIconFileName(started.actor.getSnapshot())).toBeNull();
      expect(selectors.selectIconGeneration(started.actor.getSnapshot())).toBe(generation + 1);
      expect(selectors.selectCanSave(started.actor.getSnapshot())).toBe(false);
      started.actor.send({ type: 'icon.restore', file });
      expect(started.actor.getSnapshot().hasTag('readingIcon')).toBe(true);
      await started.calls.resolve('readImageSize', { width: 256, height: 256 });
      expect(selectors.selectIconFileName(started.actor.getSnapshot())).toBe('icon.png');
      expect(selectors.selectIconGeneration(started.actor.getSnapshot())).toBe(generation + 2);
      expect(errorOf(started, 'icon')).toBe(M.iconWrongSize);
      started.actor.send({ type: 'icon.restore', file: fileOf('notes.txt', 'text/plain') });
      expect(errorOf(started, 'icon')).toBe(M.iconNotImage);
    });

    it('a new choice while reading starts over with the new file', async () => {
      const started = startIconNameForm();
      started.actor.send({ type: 'icon.choose', file: fileOf('one.png', 'image/png') });
      const second = fileOf('two.png', 'image/png');
      started.actor.send({ type: 'icon.choose', file: second });
      expect(started.calls.inputsOf('readImageSize')).toHaveLength(2);
      await started.calls.resolve('readImageSize', { width: 512, height: 512 });
      expect(selectors.selectIconFileName(started.actor.getSnapshot())).toBe('two.png');
    });

    it('a base design whose icon a lean answer did not name still has it: no icon required', () => {
      const started = startIconNameForm({ ...withBaseDesign, iconUrl: null });
      started.actor.send({ type: 'field.change', values: { name: 'Lucky Spin 2' } });
      started.actor.send({ type: 'form.save' });
      expect(errorOf(started, 'icon')).toBeNull();
      expect(started.calls.inputsOf('updateLauncherNames')).toHaveLength(1);
    });

    it('an icon is required when none is stored or chosen', () => {
      const started = startIconNameForm({ ...withBaseDesign, iconUrl: null, baseDesignId: null });
      started.actor.send({ type: 'field.change', values: { name: 'Lucky Spin 2' } });
      expect(errorOf(started, 'icon')).toBeNull();
      started.actor.send({ type: 'form.save' });
      expect(errorOf(started, 'icon')).toBe(M.iconRequired);
      started.actor.send({ type: 'icon.choose', file: fileOf('i.png', 'image/png') });
      started.actor.send({ type: 'icon.choose', file: null });
      expect(errorOf(started, 'icon')).toBe(M.iconRequired);
    });
  });

  describe('names', () => {
    it.each([
      ['name', '', M.nameRequired],
      ['name', 'ab', M.nameTooShort],
      ['name', 'x'.repeat(101), M.tooLong],
      ['shortName', '  ', M.shortNameRequired],
      ['shortName', 'ab', M.shortNameTooShort],
      ['shortName', 'y'.repeat(101), M.tooLong],
    ] as const)('%s %j: %s', (field, value, message) => {
      const started = startIconNameForm();
      started.actor.send({ type: 'field.change', values: { [field]: value } });
      expect(errorOf(started, field)).toBe(message);
      started.actor.send({ type: 'form.save' });
      expect(started.calls.inputsOf('updateLauncherNames')).toEqual([]);
    });

    it('accepts 3 and 100 characters', () => {
      const started = startIconNameForm();
      started.actor.send({
        type: 'field.change',
        values: { name: 'abc', shortName: 'z'.repeat(100) },
      });
      expect(errorOf(started, 'name')).toBeNull();
      expect(errorOf(started, 'shortName')).toBeNull();
    });
  });

  describe('saving', () => {
    it("a Save clicked while another operator's save is read is held and saves once the read ends", async () => {
      const { actor, calls } = startIconNameForm();
      actor.send({ type: 'field.change', values: { name: 'Lucky Spin Pro' } });
      actor.send({
        type: 'form.changedElsewhere',
        change: { version: 5, updatedBy: 'Bea', updatedAt: null },
      });
      actor.send({ type: 'form.save' });
      expect(calls.inputsOf('updateLauncherNames')).toEqual([]);
      await calls.resolve('refreshLauncher', {
        id: 1,
        name: 'Their Wheel',
        version: 5,
        staticContent: { shortName: 'Theirs' },
      });
      // Against the version it started from: their save is met by the conflict flow.
      expect(calls.inputsOf('updateLauncherNames')).toEqual([
        { id: 1, name: 'Lucky Spin Pro', version: 4 },
      ]);
      expect(actor.getSnapshot().context.heldClick).toBeNull();
    });

    it('sends name and short name in one launcher PATCH, then updates the base design icon', async () => {
      const started = startIconNameForm();
      const { actor, calls, toasts } = started;
      actor.send({
        type: 'field.change',
        values: { name: 'Lucky Spin Pro', shortName: 'Spin Pro' },
      });
      const file = fileOf('icon.png', 'image/png');
      await chooseIcon(started, file);
      actor.send({ type: 'form.save' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(calls.inputsOf('updateLauncherNames')).toEqual([
        { id: 1, name: 'Lucky Spin Pro', staticContent: { shortName: 'Spin Pro' }, version: 4 },
      ]);
      const stored = { id: 1, name: 'Lucky Spin Pro' };
      await calls.resolve('updateLauncherNames', stored);
      expect(started.announced).toEqual([stored]);
      expect(calls.inputsOf('updateDesignIcon')).toEqual([{ designId: 1, icon: file }]);
      await calls.resolve('updateDesignIcon', { id: 1, iconUrl: '/api/files/new-icon' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual({ editing: 'idle' });
      expect(toasts).toEqual([{ kind: 'success', text: ICON_NAME_TOASTS.saved }]);
      expect(selectors.selectIconUrl(snapshot)).toBe('/api/files/new-icon');
      expect(selectors.selectIconFileName(snapshot)).toBeNull();
      expect(selectors.selectIconGeneration(snapshot)).toBe(1);
      expect(selectors.selectIsDirty(snapshot)).toBe(false);
    });

    it('sends only what changed: the short name alone, no icon call', async () => {
      const { actor, calls, toasts } = startIconNameForm();
      actor.send({ type: 'field.change', values: { shortName: 'Lucky' } });
      actor.send({ type: 'form.save' });
      expect(calls.inputsOf('updateLauncherNames')).toEqual([
        { id: 1, staticContent: { shortName: 'Lucky' }, version: 4 },
      ]);
      await calls.resolve('updateLauncherNames', {});
      expect(calls.inputsOf('updateDesignIcon')).toEqual([]);
      expect(toasts).toEqual([{ kind: 'success', text: ICON_NAME_TOASTS.saved }]);
    });

    it('without a base design creates one with the icon and links it to the base translation', async () => {
      const started = startIconNameForm({ ...withBaseDesign, baseDesignId: null, iconUrl: null });
      const { actor, calls } = started;
      const file = fileOf('icon.png', 'image/png');
      await chooseIcon(started, file);
      actor.send({ type: 'form.save' });
      expect(calls.inputsOf('updateLauncherNames')).toEqual([]);
      await calls.resolve('listDesigns', []);
      expect(calls.inputsOf('createIconDesign')).toEqual([{ icon: file }]);
      await calls.resolve('createIconDesign', created9);
      expect(calls.inputsOf('listDesigns')).toHaveLength(1);
      expect(calls.inputsOf('linkDesign')).toEqual([{ contentId: 1, designId: 9 }]);
      await calls.resolve('linkDesign', {});
      expect(actor.getSnapshot().context.baseDesignId).toBe(9);
      // The next icon updates that design.
      await chooseIcon(started, fileOf('again.png', 'image/png'));
      actor.send({ type: 'form.save' });
      expect(calls.inputsOf('updateDesignIcon')).toEqual([
        { designId: 9, icon: expect.any(File) as unknown },
      ]);
    });

    const unnamedSave = async (before: number[]) => {
      const started = startIconNameForm({ ...withBaseDesign, baseDesignId: null, iconUrl: null });
      await chooseIcon(started, fileOf('icon.png', 'image/png'));
      started.actor.send({ type: 'form.save' });
      await started.calls.resolve('listDesigns', before.map(listed));
      await started.calls.resolve('createIconDesign', { kind: 'idUnknown' });
      return started;
    };

    it('a design answered without its id: the one new design without screens is linked', async () => {
      const { actor, calls, toasts } = await unnamedSave([1]);
      // Design 8 is new but has screens: not the icon's.
      await calls.resolve('listDesigns', [
        listed(1),
        { ...listed(8), screensData: [shot] },
        listed(9),
      ]);
      expect(calls.inputsOf('linkDesign')).toEqual([{ contentId: 1, designId: 9 }]);
      await calls.resolve('linkDesign', {});
      expect(actor.getSnapshot().context.baseDesignId).toBe(9);
      expect(selectors.selectIconUrl(actor.getSnapshot())).toBe('/api/files/icon-9');
      expect(toasts).toEqual([{ kind: 'success', text: ICON_NAME_TOASTS.saved }]);
    });

    it('a design answered without its id and not found for sure: a warning, and the next save looks again, never a second design', async () => {
      const { actor, calls, toasts } = await unnamedSave([1]);
      await calls.resolve('listDesigns', [listed(1), listed(9), listed(10)]);
      expect(calls.inputsOf('linkDesign')).toEqual([]);
      expect(toasts).toEqual([
        { kind: 'warning', text: 'Saved, but the server did not say which record it made.' },
      ]);
      expect(selectors.selectIconFileName(actor.getSnapshot())).toBe('icon.png');
      actor.send({ type: 'form.save' });
      // Design 10 went meanwhile: the one left is it.
      await calls.resolve('listDesigns', [listed(1), listed(9)]);
      expect(calls.inputsOf('createIconDesign')).toHaveLength(1);
      expect(calls.inputsOf('linkDesign')).toEqual([{ contentId: 1, designId: 9 }]);
    });

    it.each([
      ['updateLauncherNames', ICON_NAME_TOASTS.launcherFailed, 'error'],
      ['updateDesignIcon', ICON_NAME_TOASTS.designFailed, 'error'],
    ] as const)(
      'a failed %s keeps the chosen file and the typed names',
      async (call, text, kind) => {
        const started = startIconNameForm();
        const { actor, calls, toasts } = started;
        actor.send({ type: 'field.change', values: { name: 'Lucky Spin Pro' } });
        await chooseIcon(started, fileOf('icon.png', 'image/png'));
        actor.send({ type: 'form.save' });
        if (call === 'updateDesignIcon') await calls.resolve('updateLauncherNames', {});
        await calls.reject(call, { status: 500 });
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual({ editing: 'idle' });
        expect(toasts).toEqual([{ kind, text }]);
        expect(selectors.selectValue('name')(snapshot)).toBe('Lucky Spin Pro');
        expect(selectors.selectIconFileName(snapshot)).toBe('icon.png');
        expect(selectors.selectCanSave(snapshot)).toBe(true);
      },
    );

    it('a failed design creation or link keeps the file; the toast names the step', async () => {
      const started = startIconNameForm({ ...withBaseDesign, baseDesignId: null });
      const { actor, calls, toasts } = started;
      await chooseIcon(started, fileOf('icon.png', 'image/png'));
      actor.send({ type: 'form.save' });
      await calls.resolve('listDesigns', []);
      await calls.reject('createIconDesign', { status: 500 });
      actor.send({ type: 'form.save' });
      await calls.resolve('listDesigns', []);
      await calls.resolve('createIconDesign', created9);
      await calls.reject('linkDesign', { status: 500 });
      expect(toasts).toEqual([
        { kind: 'error', text: ICON_NAME_TOASTS.designFailed },
        { kind: 'error', text: ICON_NAME_TOASTS.linkFailed },
      ]);
      expect(selectors.selectIconFileName(actor.getSnapshot())).toBe('icon.png');
      expect(actor.getSnapshot().context.baseDesignId).toBeNull();
    });

    it('an icon for a launcher without a base translation is not stored, with a warning', async () => {
      const started = startIconNameForm({
        ...withBaseDesign,
        baseContentId: null,
        baseDesignId: null,
      });
      await chooseIcon(started, fileOf('icon.png', 'image/png'));
      started.actor.send({ type: 'form.save' });
      expect(started.toasts).toEqual([{ kind: 'warning', text: ICON_NAME_TOASTS.noBaseContent }]);
      expect(selectors.selectIconFileName(started.actor.getSnapshot())).toBe('icon.png');
    });

    it('without a launcher says "Error: No launcher found"', () => {
      const started = startIconNameForm({ ...withBaseDesign, launcherId: null });
      started.actor.send({ type: 'field.change', values: { name: 'Other name' } });
      started.actor.send({ type: 'form.save' });
      expect(started.toasts).toEqual([{ kind: 'error', text: 'Error: No launcher found' }]);
    });

    it('Reset returns to the stored names and drops the chosen file', async () => {
      const started = startIconNameForm();
      started.actor.send({ type: 'field.change', values: { name: 'x' } });
      await chooseIcon(started, fileOf('icon.png', 'image/png'));
      started.actor.send({ type: 'form.reset' });
      const snapshot = started.actor.getSnapshot();
      expect(selectors.selectValue('name')(snapshot)).toBe('Lucky Spin');
      expect(selectors.selectIconFileName(snapshot)).toBeNull();
      expect(selectors.selectIconGeneration(snapshot)).toBe(1);
      expect(errorOf(started, 'name')).toBeNull();
      expect(selectors.selectIsDirty(snapshot)).toBe(false);
    });
  });

  describe('a base design read without its icon (lean reads, editor.md §3: design (id))', () => {
    const lean = { ...withBaseDesign, iconUrl: null };

    it('loads the design by id and shows its icon, a dash until then', async () => {
      const started = startIconNameForm(lean);
      expect(started.calls.inputsOf('loadIconDesign')).toEqual([{ designId: 1 }]);
      expect(selectors.selectIconUnknown(started.actor.getSnapshot())).toBe(true);
      await started.calls.resolve('loadIconDesign', { id: 1, iconUrl: '/files/icon-1.png' });
      const snapshot = started.actor.getSnapshot();
      expect(selectors.selectIconUrl(snapshot)).toBe('/files/icon-1.png');
      expect(selectors.selectIconUnknown(snapshot)).toBe(false);
      expect(snapshot.value).toEqual({ editing: 'idle' });
    });

    it('asks nothing when the icon is known, or when there is no base design', () => {
      expect(startIconNameForm().calls.inputsOf('loadIconDesign')).toEqual([]);
      const none = startIconNameForm({ ...lean, baseDesignId: null });
      expect(none.calls.inputsOf('loadIconDesign')).toEqual([]);
      expect(selectors.selectIconUnknown(none.actor.getSnapshot())).toBe(false);
    });

    it('a failed load leaves the dash and the names save as ever', async () => {
      const started = startIconNameForm(lean);
      await started.calls.reject('loadIconDesign', new Error('offline'));
      expect(selectors.selectIconUnknown(started.actor.getSnapshot())).toBe(true);
      started.actor.send({ type: 'field.change', values: { name: 'Lucky Spin Pro' } });
      started.actor.send({ type: 'form.save' });
      expect(started.calls.inputsOf('updateLauncherNames')).toEqual([
        { id: 1, name: 'Lucky Spin Pro', version: 4 },
      ]);
      await started.calls.resolve('updateLauncherNames', { id: 1, name: 'Lucky Spin Pro' });
      expect(started.toasts).toEqual([{ kind: 'success', text: ICON_NAME_TOASTS.saved }]);
    });

    it('a save in flight does not wait for the load, and a stored icon is not replaced by it', async () => {
      const started = startIconNameForm(lean);
      await chooseIcon(started, fileOf('new.png', 'image/png'));
      started.actor.send({ type: 'form.save' });
      await started.calls.resolve('updateDesignIcon', { id: 1, iconUrl: '/files/icon-2.png' });
      await started.calls.resolve('loadIconDesign', { id: 1, iconUrl: '/files/icon-1.png' });
      expect(selectors.selectIconUrl(started.actor.getSnapshot())).toBe('/files/icon-2.png');
    });
  });
});
