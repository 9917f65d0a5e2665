import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CopyText } from './CopyText.tsx';

const url = 'https://shop.example.com/landing/summer-sale?utm_source=console';

const meta = {
  title: 'UI/CopyText',
  component: CopyText,
  args: { text: url, onCopied: fn() },
} satisfies Meta<typeof CopyText>;

export default meta;
type Story = StoryObj<typeof meta>;

const spyOnClipboard = () => spyOn(navigator.clipboard, 'writeText');
/** The clipboard spy of the running story. */
let writeText: ReturnType<typeof spyOnClipboard>;

export const Copies: Story = {
  beforeEach: () => {
    writeText = spyOnClipboard().mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(url)).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Copy' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith(url));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(button).toHaveAttribute('data-state', 'copied');
  },
};

export const SilentOnFailure: Story = {
  beforeEach: () => {
    writeText = spyOnClipboard().mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copy' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith(url);
    // Give the rejected promise time to settle before checking nothing happened.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(button).toHaveAttribute('data-state', 'idle');
  },
};

export const Truncated: Story = {
  args: { maxChars: 40, copyLabel: 'Copy landing URL' },
  beforeEach: () => {
    writeText = spyOnClipboard().mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = canvas.getByText(`${url.slice(0, 40)}…`);
    await expect(shown).toHaveAttribute('title', url);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy landing URL' }));
    // The whole text is copied, not the cut one.
    await expect(writeText).toHaveBeenCalledWith(url);
  },
};
