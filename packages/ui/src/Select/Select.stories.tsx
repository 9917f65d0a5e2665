import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findSmallTargets } from '../testing/targetSize.ts';
import { Select } from './Select.tsx';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'blackberry', label: 'Blackberry', disabled: true },
  { value: 'blueberry', label: 'Blueberry' },
  { value: 'cherry', label: 'Cherry' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Fruit',
    options: fruits,
    placeholder: 'Select fruit',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const PickWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Fruit' });
    await expect(trigger).toHaveTextContent('Select fruit');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    // The open list's options are targets too (the after-story check sees it closed).
    await expect(findSmallTargets(24, listbox)).toEqual([]);
    await expect(within(listbox).getByRole('option', { name: 'Blackberry' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Banana' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('banana');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Banana');
  },
};

export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Fruit' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Apple' })).toHaveFocus());
    // Down skips the disabled Blackberry.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Banana' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Blueberry' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('blueberry');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Blueberry');

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Blueberry');
  },
};

export const TypeAheadResetsAfter500ms: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Fruit' });
    trigger.focus();

    await step('letters typed together form one search', async () => {
      await userEvent.keyboard('bl');
      await expect(trigger).toHaveTextContent('Blueberry');
    });

    await step('after 500 ms the next letter starts a new search', async () => {
      await pause(600);
      await userEvent.keyboard('a');
      // Had "bla" still been the search, it would match only the disabled Blackberry.
      await expect(trigger).toHaveTextContent('Apple');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('apple');
    });

    await step('a repeated letter cycles through its options', async () => {
      await pause(600);
      await userEvent.keyboard('b');
      await expect(trigger).toHaveTextContent('Banana');
      await userEvent.keyboard('b');
      await expect(trigger).toHaveTextContent('Blueberry');
    });
  },
};

export const TypeAheadWhileOpen: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('combobox', { name: 'Fruit' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Apple' })).toHaveFocus());
    await userEvent.keyboard('c');
    await expect(screen.getByRole('option', { name: 'Cherry' })).toHaveFocus();
    await pause(600);
    await userEvent.keyboard('blu');
    await expect(screen.getByRole('option', { name: 'Blueberry' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

export const WithValueAndError: Story = {
  args: { defaultValue: 'cherry', error: 'Pick a fruit in season', hint: 'Summer only' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Fruit' });
    await expect(trigger).toHaveTextContent('Cherry');
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Summer only Pick a fruit in season');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Fruit' })).toBeDisabled();
  },
};

/** Named, in a form: the chosen value is submitted under the name, before and after a pick. */
export const SubmittedInAForm: Story = {
  args: { name: 'fruit', defaultValue: 'banana' },
  render: (args) => (
    <form aria-label="Order" onSubmit={(event) => event.preventDefault()}>
      <Select {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole<HTMLFormElement>('form', { name: 'Order' });
    await expect(new FormData(form).getAll('fruit')).toEqual(['banana']);
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    await expect(trigger).toHaveTextContent('Banana');
    await userEvent.click(trigger);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Cherry' }),
    );
    await expect(trigger).toHaveTextContent('Cherry');
    await expect(new FormData(form).getAll('fruit')).toEqual(['cherry']);
  },
};
