import { lazyPart } from '../lazy/lazyPart.tsx';

/**
 * The live preview in a chunk of its own (its machine, device frames and the Radix Select of its
 * toolbar): it draws after the section, below it on a phone, so the editor's first paint does
 * not wait for it.
 */
export const PreviewPart = lazyPart(
  async () => (await import('./EditorPreview.tsx')).EditorPreview,
);
