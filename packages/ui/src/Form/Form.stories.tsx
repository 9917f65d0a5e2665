import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';
import { Field } from './Field.tsx';
import { Form } from './Form.tsx';
import type { FormRules } from './rules.ts';
import { standardSchemaValidator, type SchemaValidator } from './schema.ts';
import { useForm } from './useForm.ts';

interface Profile {
  name: string;
  age: number | null;
  code: string;
  email: string;
  nickname: string;
}

const empty: Profile = { name: '', age: null, code: '', email: '', nickname: '' };
const filled: Profile = {
  name: 'Ada',
  age: 36,
  code: 'ab-1',
  email: 'ada@example.com',
  nickname: 'ada',
};

const rules: FormRules<Profile> = {
  name: {
    required: 'Required',
    minLength: { value: 2, message: 'Must be at least 2 characters' },
  },
  age: {
    required: 'Age is required',
    min: { value: 18, message: 'Must be 18 or older' },
    max: { value: 120, message: 'Must be 120 or younger' },
  },
  code: {
    pattern: {
      value: /^[a-z0-9]+(-[a-z0-9]+)*$/,
      message: 'Only letters, digits and hyphen; cannot start or end with hyphen; 1–63 chars',
    },
  },
  email: { custom: (value) => (value && !value.includes('@') ? 'Enter a valid email' : null) },
  nickname: { maxLength: { value: 5, message: 'At most 5 characters' } },
};

interface DemoProps {
  initialValues?: Profile;
  onSubmit: (values: Profile) => void | Promise<unknown>;
  disableSaveUntilChanged?: boolean;
  validate?: SchemaValidator<Profile>;
  withRules?: boolean;
}

/** A screen-like form: TextInputs bound with inputProps, a number control through Field. */
function ProfileForm({
  initialValues = empty,
  onSubmit,
  disableSaveUntilChanged,
  validate,
  withRules = true,
}: DemoProps) {
  const form = useForm({
    initialValues,
    rules: withRules ? rules : undefined,
    validate,
    onSubmit,
  });
  const age = form.field('age');
  return (
    <Form form={form} label="Profile" disableSaveUntilChanged={disableSaveUntilChanged}>
      <TextInput label="Name" {...form.inputProps('name')} />
      <Field label="Age" error={age.error}>
        {(control) => (
          <input
            {...control}
            style={{ minHeight: 24 }}
            type="number"
            value={age.value ?? ''}
            onChange={(event) =>
              age.onChange(event.target.value === '' ? null : event.target.valueAsNumber)
            }
            onBlur={age.onBlur}
          />
        )}
      </Field>
      <TextInput label="Code" {...form.inputProps('code')} />
      <TextInput label="Email" {...form.inputProps('email')} />
      <TextInput label="Nickname" {...form.inputProps('nickname')} />
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: ProfileForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? input.ownerDocument.getElementById(id)?.textContent : undefined;
};

export const RulesOnSubmit: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Сохранить' });
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const age = canvas.getByRole('spinbutton', { name: 'Age' });

    await step('nothing shows before a submit or a blur', async () => {
      await expect(name).not.toHaveAttribute('aria-invalid');
      await expect(canvas.queryByRole('alert')).toBeNull();
    });

    await step('required: errors under the inputs, focus on the first', async () => {
      await userEvent.click(save);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(errorOf(name)).toBe('Required');
      await expect(name).toHaveAccessibleDescription('Required');
      await expect(age).toHaveAccessibleDescription('Age is required');
      await waitFor(() => expect(name).toHaveFocus());
    });

    await step('minLength, then fixed as you type', async () => {
      await userEvent.keyboard('A');
      await expect(name).toHaveAccessibleDescription('Must be at least 2 characters');
      await userEvent.keyboard('da');
      await expect(name).not.toHaveAttribute('aria-invalid');
    });

    await step('min and max', async () => {
      await userEvent.type(age, '12');
      await expect(age).toHaveAccessibleDescription('Must be 18 or older');
      await userEvent.clear(age);
      await userEvent.type(age, '130');
      await expect(age).toHaveAccessibleDescription('Must be 120 or younger');
      await userEvent.clear(age);
      await userEvent.type(age, '36');
      await expect(age).not.toHaveAttribute('aria-invalid');
    });

    await step('pattern, custom and maxLength', async () => {
      const code = canvas.getByRole('textbox', { name: 'Code' });
      await userEvent.type(code, '-bad-');
      await expect(code).toHaveAccessibleDescription(
        'Only letters, digits and hyphen; cannot start or end with hyphen; 1–63 chars',
      );
      await userEvent.clear(code);
      await userEvent.type(code, 'good-1');
      const email = canvas.getByRole('textbox', { name: 'Email' });
      await userEvent.type(email, 'ada');
      await expect(email).toHaveAccessibleDescription('Enter a valid email');
      await userEvent.type(email, '@example.com');
      const nickname = canvas.getByRole('textbox', { name: 'Nickname' });
      await userEvent.type(nickname, 'adalovelace');
      await expect(nickname).toHaveAccessibleDescription('At most 5 characters');
      await userEvent.clear(nickname);
      await userEvent.type(nickname, 'ada');
    });

    await step('valid values are submitted typed (Enter in a field)', async () => {
      name.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Ada',
        age: 36,
        code: 'good-1',
        email: 'ada@example.com',
        nickname: 'ada',
      });
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

export const ErrorAfterBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.click(name);
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription('Required');
    await expect(canvas.getByRole('spinbutton', { name: 'Age' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const CancelResets: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = canvas.getByRole('button', { name: 'Отмена' });
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(cancel).toBeDisabled();
    await userEvent.type(name, 'line');
    await expect(name).toHaveValue('Adaline');
    await expect(cancel).toBeEnabled();
    // Typing it back the way it was is not a change.
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(cancel).toBeDisabled();
    await userEvent.type(name, '!');
    await userEvent.tab({ shift: false });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveValue('Ada');
    await expect(cancel).toBeDisabled();
  },
};

export const SaveDisabledUntilChanged: Story = {
  args: { initialValues: filled, disableSaveUntilChanged: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Сохранить' });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nickname' }), 'x');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, nickname: 'adax' });
    // The saved values are the new baseline: nothing to cancel, nothing to save.
    await waitFor(() => expect(save).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeDisabled();
  },
};

export const SaveEnabledByDefault: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const FailedSaveKeepsTheForm: Story = {
  args: {
    initialValues: filled,
    onSubmit: fn(() => Promise.reject(new Error('Failed to update PWA'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to update PWA');
    await expect(name).toHaveValue('Adax');
    await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeEnabled();
  },
};

export const SlowSaveIsBusy: Story = {
  args: {
    initialValues: filled,
    onSubmit: fn(() => new Promise((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Сохранить' });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Shaped like an arktype `type(...)`: the Standard Schema `~standard.validate`. */
const profileSchema = {
  '~standard': {
    validate: (value: unknown) => {
      const profile = value as Profile;
      const issues = [];
      if (profile.name.length < 2) {
        issues.push({ message: 'name must be at least length 2', path: ['name'] });
      }
      if (!profile.email.includes('@')) {
        issues.push({ message: 'email must be an email address', path: [{ key: 'email' }] });
      }
      return issues.length ? { issues } : { value };
    },
  },
};

export const SchemaFailuresAreLogged: Story = {
  args: {
    initialValues: { ...filled, name: 'A', email: 'nope' },
    withRules: false,
    validate: standardSchemaValidator<Profile>(profileSchema),
  },
  play: async ({ canvasElement, args }) => {
    const log = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
      await expect(log).toHaveBeenCalledWith('Form validation failed', {
        name: 'name must be at least length 2',
        email: 'email must be an email address',
      });
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        'name must be at least length 2',
      );
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'email must be an email address',
      );
    } finally {
      log.mockRestore();
    }
  },
};

/** A screen whose data arrives after the form is shown. */
function LoadedLater({ onSubmit }: DemoProps) {
  const [loaded, setLoaded] = useState(empty);
  return (
    <>
      <Button variant="secondary" onClick={() => setLoaded(filled)}>
        Load
      </Button>
      <ProfileForm initialValues={loaded} onSubmit={onSubmit} />
    </>
  );
}

export const NewInitialValuesBecomeTheBaseline: Story = {
  render: (args) => <LoadedLater {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await expect(name).toHaveValue('Ada');
    await expect(canvas.getByRole('spinbutton', { name: 'Age' })).toHaveValue(36);
    await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await userEvent.type(name, 'm');
    await userEvent.click(canvas.getByRole('button', { name: 'Отмена' }));
    await expect(name).toHaveValue('Ada');
  },
};
