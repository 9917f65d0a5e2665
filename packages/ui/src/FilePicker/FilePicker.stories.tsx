import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilePicker } from './FilePicker.tsx';

const meta = {
  title: 'UI/FilePicker',
  component: FilePicker,
  args: { label: 'Template archive', accept: '.zip,application/zip', onChange: fn() },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const zip = new File(['PK'], 'landing-template.zip', { type: 'application/zip' });
const png = new File(['png'], 'icon.png', { type: 'image/png' });

export const ChoosesAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Template archive');
    await expect(input).toHaveAttribute('accept', '.zip,application/zip');
    await expect(input).toHaveAccessibleDescription('Choose a file');
    await expect(canvas.getByText('Choose a file')).toBeVisible();

    await userEvent.upload(input, zip);
    await expect(args.onChange).toHaveBeenCalledWith(zip);
    await expect(canvas.getByText('landing-template.zip')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('landing-template.zip');
  },
};

export const RejectsOtherTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // user-event applies the accept filter like the browser's picker does.
    await userEvent.upload(canvas.getByLabelText('Template archive'), png);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Choose a file')).toBeVisible();
  },
};

export const KeyboardReachable: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Template archive');
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const ExistingFileAndProgress: Story = {
  args: { label: 'Icon', accept: 'image/*', fileName: 'icon-512.png', progress: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('icon-512.png')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Uploading icon-512.png' });
    await expect(bar).toHaveAttribute('value', '40');
  },
};

export const WithError: Story = {
  args: { error: 'At most 20 MB', hint: '.zip only' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Template archive');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a file .zip only At most 20 MB');
    await expect(canvas.getByRole('alert')).toHaveTextContent('At most 20 MB');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Template archive')).toBeDisabled();
  },
};
