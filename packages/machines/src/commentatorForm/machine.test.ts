import { gifFile, pngFile } from '@landing/api/testing';
import { describe, expect, it } from 'vitest';
import { detectImageType, imageTypeOfBytes } from './imageType.ts';
import * as select from './selectors.ts';
import { startCommentatorForm } from './testHarness.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

describe('imageTypeOfBytes', () => {
  it("tells JPEG, PNG and WebP by the server's own header reading, anything else is null", async () => {
    expect(await imageTypeOfBytes(await bytesOf(pngFile('c.png', 64, 64)))).toBe('image/png');
    expect(await imageTypeOfBytes(await bytesOf(pngFile('c.png', 10_001, 1)))).toBe('outsized');
    expect(await imageTypeOfBytes(await bytesOf(gifFile()))).toBeNull();
    expect(await imageTypeOfBytes(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(
      await imageTypeOfBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)),
    ).toBeNull();
    expect(await imageTypeOfBytes(bytes())).toBeNull();
  });

  it('reads a file, whatever its declared type', async () => {
    const disguised = new Blob([new TextEncoder().encode('not an image')], { type: 'image/png' });
    expect(await detectImageType(disguised)).toBeNull();
    expect(await detectImageType(pngFile('c.gif', 8, 8))).toBe('image/png');
  });
});

describe('commentator form', () => {
  it('a submit with nothing filled in shows both required messages', () => {
    const { actor, calls } = startCommentatorForm();
    actor.send({ type: 'commentator.submit' });
    expect(select.selectFieldError('name')(actor.getSnapshot())).toBe(
      'Commentator name must be at least 2 characters long',
    );
    expect(select.selectFieldError('icon')(actor.getSnapshot())).toBe('Icon is required');
    expect(calls.isPending('createCommentator')).toBe(false);
  });

  it('a name over 50 characters is refused', () => {
    const { actor } = startCommentatorForm();
    actor.send({ type: 'commentator.name', name: 'x'.repeat(51) });
    expect(select.selectFieldError('name')(actor.getSnapshot())).toBe(
      'Commentator name cannot exceed 50 characters',
    );
    actor.send({ type: 'commentator.name', name: 'x'.repeat(50) });
    expect(select.selectFieldError('name')(actor.getSnapshot())).toBeNull();
  });

  it('checks the icon by its bytes: a non-image named .png is refused', async () => {
    const { actor, calls } = startCommentatorForm();
    const file = new Blob(['hello'], { type: 'image/png' });
    actor.send({ type: 'commentator.icon', file, fileName: 'fake.png' });
    expect(select.selectIsCheckingIcon(actor.getSnapshot())).toBe(true);
    expect(select.selectIconFileName(actor.getSnapshot())).toBe('fake.png');
    expect(calls.inputsOf('detectIconType')).toEqual([{ file }]);
    await calls.resolve('detectIconType', null);
    expect(select.selectFieldError('icon')(actor.getSnapshot())).toBe(
      'Icon must be JPEG, PNG, or WebP',
    );
  });

  it('an unreadable file counts as not an image', async () => {
    const { actor, calls } = startCommentatorForm();
    actor.send({ type: 'commentator.icon', file: new Blob(['x']), fileName: 'x.png' });
    await calls.reject('detectIconType', new Error('read failed'));
    expect(select.selectFieldError('icon')(actor.getSnapshot())).toBe(
      'Icon must be JPEG, PNG, or WebP',
    );
  });

  it('an icon of 2 MB or more is refused', async () => {
    const { actor, calls } = startCommentatorForm();
    actor.send({
      type: 'commentator.icon',
      file: new Blob([new Uint8Array(2 * 1024 * 1024)]),
      fileName: 'big.png',
    });
    await calls.resolve('detectIconType', 'image/png');
    expect(select.selectFieldError('icon')(actor.getSnapshot())).toBe('Icon must be less than 2MB');
  });

  it('clearing the icon makes it required again', async () => {
    const { actor, calls } = startCommentatorForm();
    actor.send({ type: 'commentator.icon', file: new Blob(['x']), fileName: 'a.png' });
    await calls.resolve('detectIconType', 'image/png');
    actor.send({ type: 'commentator.icon', file: null });
    expect(select.selectFieldError('icon')(actor.getSnapshot())).toBe('Icon is required');
    expect(select.selectIconFileName(actor.getSnapshot())).toBe('');
  });

  it('creates the commentator, says so and ends with the new id', async () => {
    const { actor, calls, effects } = startCommentatorForm();
    const file = pngFile('jana.png', 64, 64);
    actor.send({ type: 'commentator.name', name: '  Jana  ' });
    actor.send({ type: 'commentator.icon', file, fileName: 'jana.png' });
    await calls.resolve('detectIconType', 'image/png');
    actor.send({ type: 'commentator.submit' });
    expect(select.selectIsCreating(actor.getSnapshot())).toBe(true);
    expect(calls.inputsOf('createCommentator')).toEqual([{ name: 'Jana', icon: file }]);
    await calls.resolve('createCommentator', { kind: 'created', id: 12 });
    expect(calls.isPending('listCommentators')).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ id: 12 });
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Commentator created successfully!' },
    ]);
  });

  const submitJana = async (knownIds: number[] | null) => {
    const started = startCommentatorForm(undefined, { knownIds });
    started.actor.send({ type: 'commentator.name', name: 'Jana ' });
    started.actor.send({
      type: 'commentator.icon',
      file: pngFile('j.png', 8, 8),
      fileName: 'j.png',
    });
    await started.calls.resolve('detectIconType', 'image/png');
    started.actor.send({ type: 'commentator.submit' });
    await started.calls.resolve('createCommentator', { kind: 'idUnknown' });
    return started;
  };
  const commentator = (id: number, name: string) => ({ id, name, iconUrl: `/c/${id}.png` });

  it('a create answered without its id ends with the one new commentator named as sent', async () => {
    const { actor, calls, effects } = await submitJana([1, 2]);
    expect(select.selectIsCreating(actor.getSnapshot())).toBe(true);
    // Jana (1) was there before; Ola (3) is new but not what was sent.
    await calls.resolve('listCommentators', [
      commentator(1, 'Jana'),
      commentator(2, 'Ola'),
      commentator(3, 'Ola'),
      commentator(4, 'Jana'),
    ]);
    expect(actor.getSnapshot().output).toEqual({ id: 4 });
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Commentator created successfully!' },
    ]);
  });

  it.each([
    ['two new ones by that name', [1], null],
    ['none new', [1, 4, 5], null],
    ['no list the screen held', null, null],
    ['the list failing', [1], new Error('offline')],
  ] as const)(
    'a create answered without its id and %s: a warning, no failure, no guess',
    async (_, knownIds, failure) => {
      const { actor, calls, effects } = await submitJana(knownIds ? [...knownIds] : null);
      if (failure) await calls.reject('listCommentators', failure);
      else
        await calls.resolve('listCommentators', [
          commentator(1, 'Jana'),
          commentator(4, 'Jana'),
          commentator(5, 'Jana'),
        ]);
      expect(actor.getSnapshot().output).toEqual({ id: null });
      expect(effects).toEqual([
        {
          type: 'notify',
          kind: 'warning',
          text: 'Saved, but the server did not say which record it made.',
        },
      ]);
      expect(calls.inputsOf('createCommentator')).toHaveLength(1);
    },
  );

  it('a failed create keeps the form as filled and says so', async () => {
    const { actor, calls, effects } = startCommentatorForm();
    actor.send({ type: 'commentator.name', name: 'Jana' });
    actor.send({ type: 'commentator.icon', file: pngFile('jana.png', 64, 64), fileName: 'j.png' });
    await calls.resolve('detectIconType', 'image/png');
    actor.send({ type: 'commentator.submit' });
    await calls.reject('createCommentator', { status: 500 });
    expect(select.selectName(actor.getSnapshot())).toBe('Jana');
    expect(select.selectIconFileName(actor.getSnapshot())).toBe('j.png');
    expect(effects[0]).toEqual({
      type: 'notify',
      kind: 'error',
      text: 'Failed to create commentator. Please try again.',
    });
  });
});

describe('commentator form restore (Undo and Redo)', () => {
  it('puts a name and a checked icon back without reading the icon again', () => {
    const { actor, calls } = startCommentatorForm();
    const icon = {
      file: pngFile('ada.png', 8, 8),
      fileName: 'ada.png',
      type: 'image/png' as const,
    };
    actor.send({ type: 'commentator.restore', name: 'Ada', icon });
    expect(select.selectName(actor.getSnapshot())).toBe('Ada');
    expect(select.selectIconFileName(actor.getSnapshot())).toBe('ada.png');
    expect(calls.isPending('detectIconType')).toBe(false);
    expect(select.selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'commentator.restore', name: '', icon: null });
    expect(select.selectIconFileName(actor.getSnapshot())).toBe('');
    expect(select.selectIsDirty(actor.getSnapshot())).toBe(false);
  });

  it('drops a file still being read: the step restored is what shows', () => {
    const { actor } = startCommentatorForm();
    actor.send({ type: 'commentator.icon', file: pngFile('late.png', 8, 8), fileName: 'late.png' });
    expect(select.selectIsCheckingIcon(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'commentator.restore', name: 'Ada', icon: null });
    expect(select.selectIsCheckingIcon(actor.getSnapshot())).toBe(false);
    expect(select.selectIconFileName(actor.getSnapshot())).toBe('');
    expect(select.selectName(actor.getSnapshot())).toBe('Ada');
  });
});
