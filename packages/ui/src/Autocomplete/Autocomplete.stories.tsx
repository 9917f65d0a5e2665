import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Autocomplete, type AutocompleteProps } from './Autocomplete.tsx';
import type { AutocompleteOption } from './entries.ts';
import { findSmallTargets } from '../testing/targetSize.ts';

const frameworks: AutocompleteOption[] = [
  { value: 'react', label: 'React' },
  { value: 'vue', label: 'Vue' },
  { value: 'svelte', label: 'Svelte' },
  { value: 'solid', label: 'SolidJS' },
];

/** The selection lives in state, as in a screen; every change is also reported to the spy. */
function Controlled(props: AutocompleteProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 360, minHeight: 260 }}>
      <Autocomplete
        {...props}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Autocomplete',
  component: Autocomplete,
  args: { label: 'Frameworks', options: frameworks, value: [], onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Autocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chips' labels, in order (each chip is a list item: label, then its Remove button). */
const chipNames = (canvas: { queryAllByRole: (role: 'listitem') => HTMLElement[] }) =>
  canvas.queryAllByRole('listitem').map((chip) => chip.firstChild?.textContent);

export const PickWithKeyboardAndPointer: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Frameworks' });
    await step('typing filters, arrows and Enter pick', async () => {
      await userEvent.click(input);
      await userEvent.keyboard('el');
      const listbox = canvas.getByRole('listbox', { name: 'Frameworks' });
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(findSmallTargets(24, listbox)).toEqual([]);
      await expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Svelte']);
      await userEvent.keyboard('{ArrowDown}');
      await expect(input).toHaveAttribute(
        'aria-activedescendant',
        within(listbox).getByRole('option', { name: 'Svelte' }).id,
      );
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith([frameworks[2]]);
      await expect(input).toHaveValue('');
      await expect(chipNames(canvas)).toEqual(['Svelte']);
    });
    await step('a click picks, a click on a picked option removes it', async () => {
      await userEvent.click(canvas.getByRole('option', { name: 'React' }));
      await expect(chipNames(canvas)).toEqual(['Svelte', 'React']);
      await expect(canvas.getByRole('option', { name: /React/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(input).toHaveFocus();
      await userEvent.click(canvas.getByRole('option', { name: /Svelte/ }));
      await expect(chipNames(canvas)).toEqual(['React']);
    });
    await step('Escape closes the list', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('listbox')).toBeNull();
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('listbox')).toBeVisible();
    });
  },
};

export const CustomEntries: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Frameworks' });
    await userEvent.click(input);
    await userEvent.keyboard('  Qwik  {Enter}');
    await expect(chipNames(canvas)).toEqual(['Qwik']);
    await expect(args.onChange).toHaveBeenLastCalledWith([{ value: 'Qwik', label: 'Qwik' }]);
    await expect(input).toHaveValue('');

    await userEvent.keyboard('Lit, Alpine');
    await expect(chipNames(canvas)).toEqual(['Qwik', 'Lit']);
    await expect(input).toHaveValue(' Alpine');
    await userEvent.keyboard(',');
    await expect(chipNames(canvas)).toEqual(['Qwik', 'Lit', 'Alpine']);

    // Equal to an existing label, ignoring case: ignored.
    const calls = args.onChange.mock.calls.length;
    await userEvent.keyboard('svelte{Enter}');
    await userEvent.clear(input);
    await userEvent.keyboard('QWIK,');
    await expect(chipNames(canvas)).toEqual(['Qwik', 'Lit', 'Alpine']);
    await expect(args.onChange).toHaveBeenCalledTimes(calls);
  },
};

export const EmptyResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Frameworks' }));
    await userEvent.keyboard('zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Нет данных для отображения');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const CapOfOneReplaces: Story = {
  args: { max: 1, value: [frameworks[0]!] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Frameworks' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Vue' }));
    await expect(chipNames(canvas)).toEqual(['Vue']);
    await expect(args.onChange).toHaveBeenLastCalledWith([frameworks[1]]);
    await userEvent.keyboard('Nuxt{Enter}');
    await expect(chipNames(canvas)).toEqual(['Nuxt']);
  },
};

export const CapStopsAdding: Story = {
  args: { max: 2, value: [frameworks[0]!, frameworks[1]!] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Frameworks' }));
    const svelte = canvas.getByRole('option', { name: 'Svelte' });
    await expect(svelte).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(svelte);
    await userEvent.keyboard('Ember{Enter}');
    await expect(chipNames(canvas)).toEqual(['React', 'Vue']);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RemoveChipsWithKeyboard: Story = {
  args: { value: [frameworks[0]!, frameworks[1]!, frameworks[2]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Frameworks' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove React' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(chipNames(canvas)).toEqual(['Vue', 'Svelte']);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(chipNames(canvas)).toEqual(['Vue']);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Remove Vue' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(chipNames(canvas)).toEqual([]);
  },
};

export const FreeEntryTags: Story = {
  args: { label: 'Tags', options: [], placeholder: 'Add a tag' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Tags' });
    await userEvent.click(input);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.keyboard('games, casual{Enter}Games,');
    await expect(chipNames(canvas)).toEqual(['games', 'casual']);
  },
};

export const OptionsOnly: Story = {
  args: { allowCustom: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Frameworks' }));
    await userEvent.keyboard('Qwik,{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Нет данных для отображения');
  },
};

export const WithError: Story = {
  args: { error: 'Pick at least one framework', hint: 'Type to search' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Frameworks' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Type to search Pick at least one framework');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: [frameworks[0]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Frameworks' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Remove React' })).toBeNull();
    await waitFor(() => expect(chipNames(canvas)).toEqual(['React']));
  },
};
