import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { minTarget, visuallyHidden } from '../theme/utilities.css.ts';
import { findSmallTargets } from './targetSize.ts';

/**
 * The target-size measurement every story runs after its play function (.storybook/preview.tsx),
 * checked against controls of known size. They are drawn only while measured: left on the page,
 * the small ones would fail this story's own check.
 */
const meta = { title: 'UI/Testing/TargetSize' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (width: number, height: number, extra = '') =>
  `width:${width}px;height:${height}px;padding:0;border:0;background:#333;${extra}`;

const fixtures = `
  <div style="display:flex;flex-direction:column;align-items:flex-start;gap:40px;padding:40px">
    <button type="button" aria-label="Sixteen" style="${box(16, 16)}"></button>
    <button type="button" aria-label="Twenty-two wide" style="${box(22, 30)}"></button>
    <a href="#standalone" style="font-size:12px;line-height:15px">Standalone link</a>
    <button type="button" aria-label="Twenty-four" style="${box(24, 24)}"></button>
    <button type="button" aria-label="Round" style="${box(24, 24, 'border-radius:50%')}"></button>
    <button type="button" aria-label="Padded" style="${box(24, 24, 'padding:4px;background:none')}">
      <span style="display:block;width:16px;height:16px;background:#333"></span>
    </button>
    <button type="button" aria-label="Hit box" class="${minTarget}" style="${box(16, 16)}"></button>
    <p style="font-size:12px;line-height:15px">Read the <a href="#inline">terms</a> first.</p>
    <label>Hidden input<input type="checkbox" class="${visuallyHidden}"></label>
    <div style="position:relative">
      <button type="button" aria-label="Covered" style="${box(16, 16)}"></button>
      <div style="position:absolute;inset:-10px;background:#eee"></div>
    </div>
  </div>`;

export const KnownSizes: Story = {
  render: () => <p>Controls of known size are drawn and measured in the play function.</p>,
  play: async ({ canvasElement }) => {
    const container = document.createElement('div');
    container.innerHTML = fixtures;
    canvasElement.append(container);
    try {
      const small = findSmallTargets(24, container);
      await expect(small.map((target) => target.target)).toEqual([
        'button "Sixteen"',
        'button "Twenty-two wide"',
        'a "Standalone link"',
      ]);
      await expect(small[0]).toMatchObject({ width: 16, height: 16, misses: 4 });
      await expect(small[1]).toMatchObject({ width: 22, height: 30 });
      await expect(small[1]!.misses).toBeGreaterThan(0);
    } finally {
      container.remove();
    }
  },
};
