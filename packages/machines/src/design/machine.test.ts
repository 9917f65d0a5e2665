import { CREATED_WITHOUT_ID } from '../shared/writeAnswer.ts';
import { buildDesignFinalOrder } from '@landing/api';
import { describe, expect, it } from 'vitest';
import type { CreateDesignInput, UpdateDesignInput } from './actors.ts';
import {
  contentWith,
  designWithVideo,
  emptyShot,
  file,
  frame,
  iconFile,
  newBase,
  onBase,
  ownDesign,
  shotA,
  shotB,
  SQUARE,
  storedDesign,
  webm,
} from './fixtures.ts';
import { designValuesOf } from './context.ts';
import { DESIGN_MESSAGES } from './rules.ts';
import * as selectors from './selectors.ts';
import { startDesign } from './testHarness.ts';

const tagsOf = (snapshot: { tags: Set<string> }) => [...snapshot.tags].sort();
const notices = (effects: { type: string }[]) => effects.filter((e) => e.type === 'notify');

async function withIconAndScreens() {
  const design = startDesign(newBase);
  design.actor.send({ type: 'icon.choose', file: iconFile });
  await design.calls.resolve('inspectImages', [SQUARE]);
  design.actor.send({ type: 'screens.add', files: [shotA, shotB] });
  await design.calls.resolve('inspectImages', [SQUARE, SQUARE]);
  return design;
}

async function editingOwn() {
  const design = startDesign(ownDesign);
  await design.calls.resolve('loadDesign', storedDesign);
  return design;
}

describe('design: loading and modes', () => {
  it('a translation without a design opens an empty form at once', () => {
    const { actor, calls } = startDesign(newBase);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(calls.isPending('loadDesign')).toBe(false);
    expect(selectors.selectIcon(snapshot)).toBeNull();
    expect(selectors.selectScreenCount(snapshot)).toBe(0);
    expect(selectors.selectIsReadOnly(snapshot)).toBe(false);
    expect(selectors.selectCanUseBaseDesign(snapshot)).toBe(false);
  });

  it('loads its own design, then its video as a blob, and edits it', async () => {
    const { actor, calls } = startDesign(ownDesign);
    expect(tagsOf(actor.getSnapshot())).toEqual(['loading']);
    expect(calls.inputsOf('loadDesign')).toEqual([{ id: 2 }]);
    await calls.resolve('loadDesign', designWithVideo);
    expect(actor.getSnapshot().value).toEqual({ loading: 'fetchingVideo' });
    expect(calls.inputsOf('fetchVideo')).toEqual([{ url: '/files/video.webm' }]);
    const blob = new Blob(['video']);
    await calls.resolve('fetchVideo', blob);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(selectors.selectVideo(snapshot)).toEqual({
      kind: 'stored',
      url: '/files/video.webm',
      blob,
    });
    expect(selectors.selectVideoPreview(snapshot)).toEqual({
      kind: 'stored',
      url: '/files/preview.png',
    });
    expect(selectors.selectScreens(snapshot).map((s) => s.key)).toEqual([
      'stored:one.png',
      'stored:two.png',
    ]);
    expect(selectors.selectCanUseBaseDesign(snapshot)).toBe(true);
    expect(selectors.selectIsDirty(snapshot)).toBe(false);
  });

  it('a video that cannot be fetched is logged; the form still opens', async () => {
    const { actor, calls, effects } = startDesign(ownDesign);
    await calls.resolve('loadDesign', designWithVideo);
    await calls.reject('fetchVideo', new Error('offline'));
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(effects).toEqual([
      { type: 'log', message: 'Failed to fetch video', error: new Error('offline') },
    ]);
  });

  it("a translation on the base design is read-only ('Preview Only')", async () => {
    const { actor, calls } = startDesign(onBase);
    await calls.resolve('loadDesign', storedDesign);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ readOnly: 'idle' });
    expect(selectors.selectIsReadOnly(snapshot)).toBe(true);
    expect(selectors.selectIsEditable(snapshot)).toBe(false);
    // Editing events do nothing while read-only.
    actor.send({ type: 'screen.remove', key: 'stored:one.png' });
    actor.send({ type: 'icon.choose', file: iconFile });
    expect(selectors.selectScreenCount(actor.getSnapshot())).toBe(2);
    expect(calls.isPending('inspectImages')).toBe(false);
  });

  it("a failed load says 'Failed to load design' and can be retried", async () => {
    const { actor, calls, effects } = startDesign(ownDesign);
    await calls.reject('loadDesign', { status: 500 });
    expect(selectors.selectIsLoadFailed(actor.getSnapshot())).toBe(true);
    expect(notices(effects)).toEqual([
      { type: 'notify', kind: 'error', text: 'Failed to load design' },
    ]);
    actor.send({ type: 'design.retry' });
    expect(calls.inputsOf('loadDesign')).toEqual([{ id: 2 }, { id: 2 }]);
  });
});

describe('design: icon', () => {
  it.each([
    [file('icon.png'), SQUARE, null],
    [file('icon.png'), null, DESIGN_MESSAGES.iconNotImage],
    [file('icon.png', 0), SQUARE, DESIGN_MESSAGES.iconNotImage],
    [file('icon.png', 5 * 1024 * 1024 + 1), SQUARE, DESIGN_MESSAGES.iconTooLarge],
    [file('icon.png'), { width: 256, height: 256 }, DESIGN_MESSAGES.iconWrongSize],
    [file('icon.png'), { width: 512, height: 256 }, DESIGN_MESSAGES.iconWrongRatio],
  ])('checks the decoded pixels of %o (%o) → %s', async (icon, facts, message) => {
    const { actor, calls } = startDesign(newBase);
    actor.send({ type: 'icon.choose', file: icon });
    expect(tagsOf(actor.getSnapshot())).toEqual(['checking']);
    expect(calls.inputsOf('inspectImages')).toEqual([{ files: [icon] }]);
    await calls.resolve('inspectImages', [facts]);
    expect(selectors.selectFieldError('icon')(actor.getSnapshot())).toBe(message);
    expect(selectors.selectIcon(actor.getSnapshot())).toEqual({ kind: 'chosen', file: icon });
  });

  it('a file the browser cannot decode at all is not an image', async () => {
    const { actor, calls } = startDesign(newBase);
    actor.send({ type: 'icon.choose', file: iconFile });
    await calls.reject('inspectImages', new Error('decode'));
    expect(selectors.selectFieldError('icon')(actor.getSnapshot())).toBe(
      DESIGN_MESSAGES.iconNotImage,
    );
  });

  it("'Remove' drops a newly chosen icon, back to the stored one", async () => {
    const { actor, calls } = await editingOwn();
    expect(selectors.selectCanRemoveIcon(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'icon.choose', file: iconFile });
    await calls.resolve('inspectImages', [{ width: 1, height: 1 }]);
    expect(selectors.selectCanRemoveIcon(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'icon.remove' });
    const snapshot = actor.getSnapshot();
    expect(selectors.selectIcon(snapshot)).toEqual({ kind: 'stored', url: '/files/icon.png' });
    expect(selectors.selectFieldError('icon')(snapshot)).toBeNull();
  });

  it("'Icon is required' shows once the field is left empty (on blur)", () => {
    const { actor } = startDesign(newBase);
    expect(selectors.selectFieldError('icon')(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'field.blur', field: 'icon' });
    expect(selectors.selectFieldError('icon')(actor.getSnapshot())).toBe('Icon is required');
    expect(selectors.selectFieldError('screens')(actor.getSnapshot())).toBeNull();
  });
});

describe('design: gallery', () => {
  it('adds several screenshots at once, refusing empty or non-image files', async () => {
    const { actor, calls } = startDesign(newBase);
    actor.send({ type: 'screens.add', files: [shotA, emptyShot, shotB, file('x.txt')] });
    expect(calls.inputsOf('inspectImages')).toEqual([
      { files: [shotA, emptyShot, shotB, file('x.txt')] },
    ]);
    await calls.resolve('inspectImages', [SQUARE, SQUARE, SQUARE, null]);
    const snapshot = actor.getSnapshot();
    expect(selectors.selectScreens(snapshot)).toEqual([
      { key: 'chosen:0', kind: 'chosen', file: shotA },
      { key: 'chosen:1', kind: 'chosen', file: shotB },
    ]);
    expect(selectors.selectFieldError('screens')(snapshot)).toBe(
      'Invalid screenshot format. Please upload valid image files.',
    );
    actor.send({ type: 'screens.add', files: [shotA] });
    await calls.resolve('inspectImages', [SQUARE]);
    expect(selectors.selectFieldError('screens')(actor.getSnapshot())).toBeNull();
    expect(selectors.selectScreenCount(actor.getSnapshot())).toBe(3);
  });

  it('an inspection that fails refuses the whole batch', async () => {
    const { actor, calls } = startDesign(newBase);
    actor.send({ type: 'screens.add', files: [shotA] });
    await calls.reject('inspectImages', new Error('decode'));
    expect(selectors.selectScreenCount(actor.getSnapshot())).toBe(0);
    expect(selectors.selectFieldError('screens')(actor.getSnapshot())).toBe(
      DESIGN_MESSAGES.screensInvalid,
    );
  });

  it('an empty choice does nothing', () => {
    const { actor, calls } = startDesign(newBase);
    actor.send({ type: 'screens.add', files: [] });
    expect(calls.isPending('inspectImages')).toBe(false);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });

  it('moves left and right within bounds, and removes', async () => {
    const { actor } = await editingOwn();
    const keys = () => selectors.selectScreens(actor.getSnapshot()).map((s) => s.key);
    const snapshot = actor.getSnapshot();
    expect(selectors.selectCanMoveLeft('stored:one.png')(snapshot)).toBe(false);
    expect(selectors.selectCanMoveRight('stored:one.png')(snapshot)).toBe(true);
    actor.send({ type: 'screen.moveLeft', key: 'stored:one.png' });
    expect(keys()).toEqual(['stored:one.png', 'stored:two.png']);
    actor.send({ type: 'screen.moveRight', key: 'stored:one.png' });
    expect(keys()).toEqual(['stored:two.png', 'stored:one.png']);
    expect(selectors.selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'screen.moveRight', key: 'stored:one.png' });
    expect(keys()).toEqual(['stored:two.png', 'stored:one.png']);
    actor.send({ type: 'screen.moveLeft', key: 'stored:one.png' });
    expect(keys()).toEqual(['stored:one.png', 'stored:two.png']);
    expect(selectors.selectIsDirty(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'screen.remove', key: 'stored:one.png' });
    actor.send({ type: 'screen.remove', key: 'missing' });
    expect(keys()).toEqual(['stored:two.png']);
    actor.send({ type: 'screen.remove', key: 'stored:two.png' });
    expect(selectors.selectFieldError('screens')(actor.getSnapshot())).toBe(
      'At least one screenshot is required',
    );
  });
});

describe('design: video', () => {
  it('takes an MP4 or WebM by its bytes', async () => {
    const { actor, calls } = startDesign(newBase);
    actor.send({ type: 'video.choose', file: webm });
    expect(calls.inputsOf('inspectVideo')).toEqual([{ file: webm }]);
    await calls.resolve('inspectVideo', 'webm');
    expect(selectors.selectVideo(actor.getSnapshot())).toEqual({ kind: 'chosen', file: webm });
    expect(selectors.selectFieldError('video')(actor.getSnapshot())).toBeNull();
  });

  it.each([
    [file('clip.mov', 10, 'video/webm'), 'format', null, 'Video must be in MP4 or WebM format'],
    [file('big.mp4', 15 * 1024 * 1024 + 1), 'ok', 'mp4', 'Video must be ≤ 15MB'],
  ] as const)('refuses %s (%s), keeping the current video', async (video, _, format, message) => {
    const { actor, calls } = startDesign(newBase);
    actor.send({ type: 'video.choose', file: video });
    await calls.resolve('inspectVideo', format);
    expect(selectors.selectVideo(actor.getSnapshot())).toBeNull();
    expect(selectors.selectFieldError('video')(actor.getSnapshot())).toBe(message);
  });

  it('a video whose bytes cannot be read is refused', async () => {
    const { actor, calls } = startDesign(newBase);
    actor.send({ type: 'video.choose', file: webm });
    await calls.reject('inspectVideo', new Error('read'));
    expect(selectors.selectFieldError('video')(actor.getSnapshot())).toBe(
      DESIGN_MESSAGES.videoFormat,
    );
  });

  it('captures the current frame as the preview, and removes it', async () => {
    const { actor, calls, effects } = startDesign(newBase);
    const source = { element: 'video' };
    actor.send({ type: 'frame.capture', source });
    expect(calls.isPending('captureFrame')).toBe(false);
    actor.send({ type: 'video.choose', file: webm });
    await calls.resolve('inspectVideo', 'webm');
    actor.send({ type: 'frame.capture', source });
    expect(calls.inputsOf('captureFrame')).toEqual([{ source }]);
    await calls.resolve('captureFrame', frame);
    expect(selectors.selectVideoPreview(actor.getSnapshot())).toEqual({
      kind: 'chosen',
      file: frame,
    });
    actor.send({ type: 'frame.capture', source });
    await calls.reject('captureFrame', new Error('tainted'));
    expect(notices(effects)).toEqual([
      { type: 'notify', kind: 'success', text: 'Frame captured successfully' },
      { type: 'notify', kind: 'error', text: 'Failed to capture frame' },
    ]);
    actor.send({ type: 'preview.remove' });
    expect(selectors.selectVideoPreview(actor.getSnapshot())).toBeNull();
  });
});

describe('design: save', () => {
  it('an invalid form toasts each error and touches every field', () => {
    const { actor, effects } = startDesign(newBase);
    actor.send({ type: 'design.save' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(effects).toEqual([
      { type: 'notify', kind: 'error', text: 'Icon is required' },
      { type: 'notify', kind: 'error', text: 'At least one screenshot is required' },
    ]);
    expect(selectors.selectFieldError('icon')(actor.getSnapshot())).toBe('Icon is required');
  });

  it('a wrong icon blocks the save with its own message', async () => {
    const { actor, calls, effects } = startDesign(newBase);
    actor.send({ type: 'icon.choose', file: iconFile });
    await calls.resolve('inspectImages', [{ width: 100, height: 100 }]);
    actor.send({ type: 'screens.add', files: [shotA] });
    await calls.resolve('inspectImages', [SQUARE]);
    actor.send({ type: 'design.save' });
    expect(effects).toEqual([{ type: 'notify', kind: 'error', text: 'Icon must be 512x512px' }]);
  });

  it('creates a design with progress, links it, and shows the saved design', async () => {
    const { actor, calls, effects } = await withIconAndScreens();
    actor.send({ type: 'video.choose', file: webm });
    await calls.resolve('inspectVideo', 'webm');
    actor.send({ type: 'design.save' });
    await calls.resolve('listDesigns', [storedDesign]);
    expect(actor.getSnapshot().value).toEqual({ saving: 'creating' });
    expect(tagsOf(actor.getSnapshot())).toEqual(['busy']);
    expect(selectors.selectProgress(actor.getSnapshot())).toBe(0);
    const input = calls.inputsOf('createDesign')[0] as CreateDesignInput;
    expect(input.design).toEqual({
      icon: iconFile,
      screens: [shotA, shotB],
      video: webm,
      videoPreview: null,
    });
    input.onProgress(40);
    expect(selectors.selectProgress(actor.getSnapshot())).toBe(40);
    const saved = { ...designWithVideo, id: 9 };
    await calls.resolve('createDesign', { kind: 'created', id: 9 });
    expect(calls.inputsOf('loadDesign')).toEqual([{ id: 9 }]);
    await calls.resolve('loadDesign', saved);
    expect(calls.inputsOf('linkDesign')).toEqual([{ contentId: 1, designId: 9 }]);
    await calls.resolve('linkDesign', contentWith(1, 9));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(snapshot.context.designId).toBe(9);
    expect(snapshot.context.baseDesignId).toBe(9);
    expect(selectors.selectProgress(snapshot)).toBeNull();
    expect(selectors.selectIsDirty(snapshot)).toBe(false);
    expect(selectors.selectVideo(snapshot)).toEqual({
      kind: 'stored',
      url: '/files/video.webm',
      blob: webm,
    });
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Design created successfully' },
      { type: 'contentChanged', content: contentWith(1, 9) },
    ]);
  });

  it('a failed link is only logged', async () => {
    const { actor, calls, effects } = await withIconAndScreens();
    actor.send({ type: 'design.save' });
    await calls.resolve('listDesigns', []);
    await calls.resolve('createDesign', { kind: 'created', id: storedDesign.id });
    await calls.resolve('loadDesign', storedDesign);
    await calls.reject('linkDesign', { status: 500 });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Design created successfully' },
      { type: 'log', message: 'Failed to link design', error: { status: 500 } },
    ]);
  });

  it("a failed save says 'Failed to save design' and keeps every file and the order", async () => {
    const { actor, calls, effects } = await withIconAndScreens();
    actor.send({ type: 'screen.moveLeft', key: 'chosen:1' });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'design.save' });
    await calls.reject('listDesigns', { status: 500 });
    await calls.reject('createDesign', { data: { message: 'Icon must be 512x512px' } });
    const after = actor.getSnapshot();
    expect(after.value).toEqual({ editing: 'idle' });
    expect(after.context).toEqual(before);
    expect(effects).toEqual([{ type: 'notify', kind: 'error', text: 'Failed to save design' }]);
  });

  it('a design answered without its id: the one new design with the screenshots sent is loaded and linked', async () => {
    const { actor, calls, effects } = await withIconAndScreens();
    actor.send({ type: 'design.save' });
    await calls.resolve('listDesigns', [storedDesign]);
    await calls.resolve('createDesign', { kind: 'idUnknown' });
    const made = {
      ...designWithVideo,
      id: 9,
      screensData: designWithVideo.screensData.slice(0, 2),
    };
    await calls.resolve('listDesigns', [storedDesign, made]);
    expect(calls.inputsOf('loadDesign')).toEqual([{ id: 9 }]);
    await calls.resolve('loadDesign', made);
    expect(calls.inputsOf('linkDesign')).toEqual([{ contentId: 1, designId: 9 }]);
    await calls.resolve('linkDesign', contentWith(1, 9));
    expect(actor.getSnapshot().context.designId).toBe(9);
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Design created successfully' },
      { type: 'contentChanged', content: contentWith(1, 9) },
    ]);
  });

  it('a design answered without its id and not found for sure: warns, keeps the form; a retry looks again, never a second design', async () => {
    const { actor, calls, effects } = await withIconAndScreens();
    const before = actor.getSnapshot().context;
    actor.send({ type: 'design.save' });
    await calls.resolve('listDesigns', [storedDesign]);
    await calls.resolve('createDesign', { kind: 'idUnknown' });
    // Two new designs with two screenshots each (another operator saved one too).
    const twin = (id: number) => ({ ...designWithVideo, id });
    await calls.resolve('listDesigns', [storedDesign, twin(9), twin(10)]);
    const after = actor.getSnapshot();
    expect(after.value).toEqual({ editing: 'idle' });
    expect(after.context.screens).toEqual(before.screens);
    expect(effects).toEqual([{ type: 'notify', kind: 'warning', text: CREATED_WITHOUT_ID }]);
    actor.send({ type: 'design.save' });
    await calls.resolve('listDesigns', [storedDesign, twin(9)]);
    expect(calls.inputsOf('createDesign')).toHaveLength(1);
    expect(calls.inputsOf('loadDesign')).toEqual([{ id: 9 }]);
  });

  it('updates only what changed, with finalOrder naming new files $new:i', async () => {
    const { actor, calls, effects } = startDesign(ownDesign);
    await calls.resolve('loadDesign', designWithVideo);
    await calls.resolve('fetchVideo', new Blob(['v']));
    actor.send({ type: 'design.save' });
    expect(calls.isPending('updateDesign')).toBe(false);
    actor.send({ type: 'screen.moveRight', key: 'stored:one.png' });
    actor.send({ type: 'screens.add', files: [shotA] });
    await calls.resolve('inspectImages', [SQUARE]);
    actor.send({ type: 'screen.moveLeft', key: 'chosen:0' });
    actor.send({ type: 'preview.remove' });
    actor.send({ type: 'design.save' });
    expect(actor.getSnapshot().value).toEqual({ saving: 'updating' });
    const input = calls.inputsOf('updateDesign')[0] as UpdateDesignInput;
    expect(input.id).toBe(2);
    expect(input.changes).toEqual({
      screens: [
        { kind: 'existing', name: 'two.png' },
        { kind: 'new', file: shotA },
        { kind: 'existing', name: 'one.png' },
      ],
      videoPreview: null,
    });
    expect(buildDesignFinalOrder(input.changes.screens)).toEqual(['two.png', '$new:0', 'one.png']);
    await calls.resolve('updateDesign', { ...designWithVideo, videoPreviewUrl: null });
    await calls.resolve('linkDesign', contentWith(3, 2));
    expect(calls.inputsOf('linkDesign')).toEqual([{ contentId: 3, designId: 2 }]);
    expect(actor.getSnapshot().context.baseDesignId).toBe(1);
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Design updated successfully' },
      { type: 'contentChanged', content: contentWith(3, 2) },
    ]);
  });

  it('sends a new icon and video, or null for a removed preview', async () => {
    const { actor, calls } = await editingOwn();
    actor.send({ type: 'icon.choose', file: iconFile });
    await calls.resolve('inspectImages', [SQUARE]);
    actor.send({ type: 'video.choose', file: webm });
    await calls.resolve('inspectVideo', 'webm');
    actor.send({ type: 'design.save' });
    const input = calls.inputsOf('updateDesign')[0] as UpdateDesignInput;
    expect(input.changes).toEqual({
      icon: iconFile,
      video: webm,
      screens: [
        { kind: 'existing', name: 'one.png' },
        { kind: 'existing', name: 'two.png' },
      ],
    });
  });
});

describe('design: linking', () => {
  it("'Unlink Design' asks first, then clears the translation's design", async () => {
    const { actor, calls, effects } = startDesign(onBase);
    await calls.resolve('loadDesign', storedDesign);
    actor.send({ type: 'design.unlink' });
    expect(selectors.selectIsConfirmingUnlink(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'design.unlinkCancel' });
    expect(actor.getSnapshot().value).toEqual({ readOnly: 'idle' });
    actor.send({ type: 'design.unlink' });
    actor.send({ type: 'design.unlinkConfirm' });
    expect(selectors.selectIsUnlinking(actor.getSnapshot())).toBe(true);
    expect(calls.inputsOf('unlinkDesign')).toEqual([{ contentId: 2, designId: 1 }]);
    await calls.resolve('unlinkDesign', contentWith(2, null));
    expect(effects).toEqual([{ type: 'contentChanged', content: contentWith(2, null) }]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(snapshot.context.designId).toBeNull();
    expect(selectors.selectScreenCount(snapshot)).toBe(0);
    expect(selectors.selectIcon(snapshot)).toBeNull();
    expect(selectors.selectCanUseBaseDesign(snapshot)).toBe(true);
  });

  it('a failed unlink is only logged and stays read-only', async () => {
    const { actor, calls, effects } = startDesign(onBase);
    await calls.resolve('loadDesign', storedDesign);
    actor.send({ type: 'design.unlink' });
    actor.send({ type: 'design.unlinkConfirm' });
    await calls.reject('unlinkDesign', { status: 500 });
    expect(actor.getSnapshot().value).toEqual({ readOnly: 'idle' });
    expect(effects).toEqual([
      { type: 'log', message: 'Failed to unlink design', error: { status: 500 } },
    ]);
  });

  it("'Use Base Design' links the base design and shows it read-only", async () => {
    const { actor, calls, effects } = await editingOwn();
    actor.send({ type: 'design.useBase' });
    expect(calls.inputsOf('linkDesign')).toEqual([{ contentId: 3, designId: 1 }]);
    await calls.resolve('linkDesign', contentWith(3, 1));
    expect(effects).toEqual([{ type: 'contentChanged', content: contentWith(3, 1) }]);
    expect(calls.inputsOf('loadDesign')).toEqual([{ id: 2 }, { id: 1 }]);
    await calls.resolve('loadDesign', storedDesign);
    expect(actor.getSnapshot().value).toEqual({ readOnly: 'idle' });
  });

  it('a failed link back is only logged', async () => {
    const { actor, calls, effects } = await editingOwn();
    actor.send({ type: 'design.useBase' });
    await calls.reject('linkDesign', { status: 500 });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(effects).toEqual([
      { type: 'log', message: 'Failed to link design', error: { status: 500 } },
    ]);
  });

  it('the base itself is never offered the base design', () => {
    const { actor } = startDesign({ ...newBase, designId: null, baseDesignId: null });
    actor.send({ type: 'design.useBase' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });
});

describe('design: undo and redo (issue 28)', () => {
  it('a step put back restores the files and the order; the gallery may be saved so', async () => {
    const { actor } = await editingOwn();
    const before = designValuesOf(actor.getSnapshot().context);
    actor.send({ type: 'screen.moveRight', key: 'stored:one.png' });
    const moved = designValuesOf(actor.getSnapshot().context);
    actor.send({ type: 'design.restore', values: before });
    expect(selectors.selectScreens(actor.getSnapshot()).map((s) => s.key)).toEqual([
      'stored:one.png',
      'stored:two.png',
    ]);
    expect(selectors.selectIsDirty(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'design.restore', values: moved });
    expect(designValuesOf(actor.getSnapshot().context)).toEqual(moved);
    expect(selectors.selectIsDirty(actor.getSnapshot())).toBe(true);
  });

  it('a chosen icon put back is checked again; a message of a field undone goes', async () => {
    const { actor, calls } = startDesign(newBase);
    const empty = designValuesOf(actor.getSnapshot().context);
    const wrong = file('icon.png');
    actor.send({ type: 'icon.choose', file: wrong });
    await calls.resolve('inspectImages', [{ width: 256, height: 256 }]);
    const chosen = designValuesOf(actor.getSnapshot().context);
    expect(selectors.selectFieldError('icon')(actor.getSnapshot())).toBe(
      DESIGN_MESSAGES.iconWrongSize,
    );
    actor.send({ type: 'design.restore', values: empty });
    expect(selectors.selectIcon(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.fileErrors.icon).toBeNull();
    actor.send({ type: 'design.restore', values: chosen });
    expect(tagsOf(actor.getSnapshot())).toEqual(['checking']);
    await calls.resolve('inspectImages', [{ width: 256, height: 256 }]);
    expect(actor.getSnapshot().context.fileErrors.icon).toBe(DESIGN_MESSAGES.iconWrongSize);
  });

  it('screenshots still being checked are dropped by an undo', async () => {
    const { actor, calls } = await withIconAndScreens();
    const two = designValuesOf(actor.getSnapshot().context);
    actor.send({
      type: 'screen.remove',
      key: selectors.selectScreens(actor.getSnapshot())[0]!.key,
    });
    actor.send({ type: 'screens.add', files: [file('three.png')] });
    actor.send({ type: 'design.restore', values: two });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.checking).toEqual([]);
    expect(designValuesOf(actor.getSnapshot().context)).toEqual(two);
    expect(calls.inputsOf('inspectImages')).toHaveLength(3);
  });
});
