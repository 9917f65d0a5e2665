import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  title: 'Console/ErrorScreen',
  component: ErrorScreen,
  args: { error: new Error('Cannot read properties of undefined') },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: () => {
    const error = spyOn(console, 'error').mockImplementation(() => {});
    return () => error.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Cannot read properties of undefined')).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith(args.error);
  },
};
