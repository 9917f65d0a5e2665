import { lazyPart } from '../../lazy/lazyPart.tsx';

/**
 * The Static Content form in a chunk of its own (with Radix Select and Slider): it draws below
 * Icon and Name, out of a phone's first screen, so the editor's first paint does not wait for it.
 */
export const StaticContentPart = lazyPart(
  async () => (await import('./StaticContentForm.tsx')).StaticContentForm,
);
