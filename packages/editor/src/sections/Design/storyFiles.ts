/**
 * Files for stories: a short WebM recorded in the browser, and files that only look like what
 * they claim. Real PNGs come from `pngFile` in `@landing/api/testing`.
 */

/** A file whose name and type say one thing and whose bytes say another. */
export const fakeFile = (name: string, type: string, bytes: BlobPart[] = ['not really']) =>
  new File(bytes, name, { type });

/** A WebM of a moving square, recorded from a canvas (about `ms` long). */
export async function webmFile(name = 'clip.webm', ms = 700): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext('2d')!;
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(100);
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const draw = () => {
      const elapsed = performance.now() - started;
      context.fillStyle = '#0f172a';
      context.fillRect(0, 0, 160, 120);
      context.fillStyle = '#f59e0b';
      context.fillRect((elapsed / 10) % 120, 40, 40, 40);
      if (elapsed < ms) requestAnimationFrame(draw);
      else resolve();
    };
    draw();
  });
  recorder.stop();
  await stopped;
  return new File(chunks, name, { type: 'video/webm' });
}
