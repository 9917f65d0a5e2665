import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_BUST_PARAM } from './selectors.ts';
import * as select from './selectors.ts';
import { PREVIEW_MESSAGES } from './machine.ts';
import { otherTarget, previewUrl, renewedUrl, startPreview, target } from './testHarness.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** Resolves the URL call without waiting on a macrotask (fake timers are on). */
const answerUrl = async (calls: ReturnType<typeof startPreview>['calls'], url = previewUrl) => {
  const done = calls.resolve('loadPreviewUrl', { url });
  await vi.advanceTimersByTimeAsync(1);
  await done;
};

describe('preview machine', () => {
  it('stays hidden until landing, launcher and content all have ids', () => {
    const { actor, calls } = startPreview({ landingId: 4, launcherId: 9, contentId: null });
    expect(select.selectStatus(actor.getSnapshot())).toBe('hidden');
    actor.send({ type: 'preview.target', landingId: null, launcherId: 9, contentId: 11 });
    expect(select.selectIsVisible(actor.getSnapshot())).toBe(false);
    expect(calls.isPending('loadPreviewUrl')).toBe(false);

    actor.send({ type: 'preview.target', ...target });
    expect(select.selectStatus(actor.getSnapshot())).toBe('loading');
    expect(calls.inputsOf('loadPreviewUrl')).toEqual([target]);
  });

  it('shows the page, then reloads it with a cache-busting parameter 200 ms after a launcher save', async () => {
    vi.useFakeTimers();
    const { actor, calls } = startPreview(target);
    await answerUrl(calls);
    expect(select.selectFrameSrc(actor.getSnapshot())).toBe(previewUrl);
    actor.send({ type: 'preview.frameLoaded' });
    expect(select.selectStatus(actor.getSnapshot())).toBe('ready');
    expect(select.selectIsLoading(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'preview.mutated', method: 'PATCH', path: 'launcher/9' });
    await vi.advanceTimersByTimeAsync(199);
    expect(calls.inputsOf('loadPreviewUrl')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    // Preview links expire: the reload asks for a new address, the old page stays meanwhile.
    expect(calls.inputsOf('loadPreviewUrl')).toEqual([target, target]);
    expect(select.selectFrameSrc(actor.getSnapshot())).toBe(previewUrl);
    expect(select.selectIsLoading(actor.getSnapshot())).toBe(true);
    await answerUrl(calls, renewedUrl);
    expect(select.selectFrameSrc(actor.getSnapshot())).toBe(`${renewedUrl}&${CACHE_BUST_PARAM}=1`);
    expect(select.selectIsLoading(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'preview.frameLoaded' });
    expect(select.selectStatus(actor.getSnapshot())).toBe('ready');
  });

  it('asks for a new address when the page reports its link expired', async () => {
    const { actor, calls } = startPreview(target);
    await calls.resolve('loadPreviewUrl', { url: previewUrl });
    actor.send({ type: 'preview.frameLoaded' });
    actor.send({ type: 'preview.expired' });
    expect(select.selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(calls.inputsOf('loadPreviewUrl')).toEqual([target, target]);
    await calls.resolve('loadPreviewUrl', { url: renewedUrl });
    expect(select.selectFrameSrc(actor.getSnapshot())).toBe(`${renewedUrl}&${CACHE_BUST_PARAM}=1`);
  });

  it('fails with the server message when a new address cannot be had, and a retry asks again', async () => {
    const { actor, calls } = startPreview(target);
    await calls.resolve('loadPreviewUrl', { url: previewUrl });
    actor.send({ type: 'preview.expired' });
    await calls.reject('loadPreviewUrl', { data: { message: 'Landing not found' } });
    expect(select.selectStatus(actor.getSnapshot())).toBe('failed');
    expect(select.selectError(actor.getSnapshot())).toBe('Landing not found');
    actor.send({ type: 'preview.retry' });
    await calls.resolve('loadPreviewUrl', { url: renewedUrl });
    expect(select.selectStatus(actor.getSnapshot())).toBe('ready');
    expect(select.selectFrameSrc(actor.getSnapshot())).toBe(renewedUrl);
  });

  it('waits for 200 quiet ms when calls follow each other, and reloads once', async () => {
    vi.useFakeTimers();
    const { actor, calls } = startPreview(target);
    await answerUrl(calls);
    actor.send({ type: 'preview.frameLoaded' });
    actor.send({ type: 'preview.mutated', method: 'POST', path: 'launcher-content' });
    await vi.advanceTimersByTimeAsync(150);
    actor.send({ type: 'preview.mutated', method: 'DELETE', path: 'comments/3' });
    await vi.advanceTimersByTimeAsync(150);
    expect(calls.inputsOf('loadPreviewUrl')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(calls.inputsOf('loadPreviewUrl')).toHaveLength(2);
    await answerUrl(calls, renewedUrl);
    expect(actor.getSnapshot().context.reloads).toBe(1);
  });

  it.each([
    ['a read', 'GET', 'launcher/9'],
    ['a call elsewhere', 'PATCH', 'pwa/3'],
    ['a design call', 'PATCH', 'design/3'],
  ])('ignores %s', async (_, method, path) => {
    vi.useFakeTimers();
    const { actor, calls } = startPreview(target);
    await answerUrl(calls);
    actor.send({ type: 'preview.frameLoaded' });
    actor.send({ type: 'preview.mutated', method, path });
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().context.reloads).toBe(0);
    expect(select.selectStatus(actor.getSnapshot())).toBe('ready');
  });

  it('reloads after linking a launcher (landing/{id}/link-launcher/{id})', async () => {
    vi.useFakeTimers();
    const { actor, calls } = startPreview(target);
    await answerUrl(calls);
    actor.send({ type: 'preview.mutated', method: 'POST', path: 'landing/4/link-launcher/7' });
    await vi.advanceTimersByTimeAsync(200);
    await answerUrl(calls, renewedUrl);
    expect(actor.getSnapshot().context.reloads).toBe(1);
  });

  it('shows the server message when the address fails, and a retry asks again', async () => {
    const { actor, calls } = startPreview(target);
    await calls.reject('loadPreviewUrl', { data: { message: 'Launcher has no translation' } });
    expect(select.selectStatus(actor.getSnapshot())).toBe('failed');
    expect(select.selectError(actor.getSnapshot())).toBe('Launcher has no translation');

    actor.send({ type: 'preview.retry' });
    expect(select.selectStatus(actor.getSnapshot())).toBe('loading');
    expect(select.selectError(actor.getSnapshot())).toBeNull();
    await calls.resolve('loadPreviewUrl', { url: previewUrl });
    expect(select.selectFrameSrc(actor.getSnapshot())).toBe(previewUrl);
  });

  it('fails when the page never finishes loading', async () => {
    vi.useFakeTimers();
    const { actor, calls } = startPreview(target);
    await answerUrl(calls);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(select.selectStatus(actor.getSnapshot())).toBe('failed');
    expect(select.selectError(actor.getSnapshot())).toBe(PREVIEW_MESSAGES.frameTimedOut);
  });

  it('loads again for another translation, never for the same one', async () => {
    const { actor, calls } = startPreview(target);
    await calls.resolve('loadPreviewUrl', { url: previewUrl });
    actor.send({ type: 'preview.target', ...target });
    expect(calls.inputsOf('loadPreviewUrl')).toHaveLength(1);
    actor.send({ type: 'preview.target', ...otherTarget });
    expect(calls.inputsOf('loadPreviewUrl')).toEqual([target, otherTarget]);
    expect(select.selectFrameSrc(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'preview.target', landingId: 4, launcherId: null, contentId: null });
    expect(select.selectStatus(actor.getSnapshot())).toBe('hidden');
  });

  it('zooms only in the given steps, switches devices and rotates those that turn', () => {
    const { actor } = startPreview();
    actor.send({ type: 'preview.zoom', zoom: 75 });
    actor.send({ type: 'preview.zoom', zoom: 80 });
    expect(select.selectZoom(actor.getSnapshot())).toBe(75);

    expect(select.selectScreenSize(actor.getSnapshot())).toEqual({ width: 320, height: 586 });
    actor.send({ type: 'preview.rotate' });
    expect(select.selectOrientation(actor.getSnapshot())).toBe('landscape');
    expect(select.selectScreenSize(actor.getSnapshot())).toEqual({ width: 586, height: 320 });

    actor.send({ type: 'preview.device', deviceId: 'galaxy-fold-cover' });
    expect(select.selectOrientation(actor.getSnapshot())).toBe('portrait');
    expect(select.selectCanRotate(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'preview.rotate' });
    expect(select.selectOrientation(actor.getSnapshot())).toBe('portrait');

    actor.send({ type: 'preview.device', deviceId: 'unknown' });
    expect(select.selectDevice(actor.getSnapshot()).name).toBe('Nexus 5');
  });
});
