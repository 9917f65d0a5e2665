import { Button, ConfirmDialog, Modal, Select, Tabs } from '@landing/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useEditorServices } from '../services/EditorServices.tsx';
import { EditorRoot } from './EditorRoot.tsx';

/** A stand-in for editor content: a toast, a modal and a select list, all of one editor. */
function Sample({ name }: { name: string }) {
  const { notify } = useEditorServices();
  return (
    <section aria-label={name} style={{ display: 'grid', gap: 12, padding: 16 }}>
      <Button onClick={() => notify('success', `${name} saved`)}>Save {name}</Button>
      <Modal title={`${name} dialog`} trigger={<Button variant="secondary">Open {name}</Button>}>
        Inside {name}
      </Modal>
      <ConfirmDialog
        title={`Delete in ${name}?`}
        message="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => notify('success', `${name} deleted`)}
        trigger={<Button variant="danger">Delete in {name}</Button>}
      />
      <Tabs
        label={`${name} languages`}
        maxVisible={2}
        tabs={['English', 'German', 'French', 'Polish'].map((language) => ({
          value: language,
          label: language,
          content: `${language} text`,
        }))}
      />
      <Select
        label={`${name} language`}
        placeholder="Select language"
        options={[
          { value: 'en', label: 'English' },
          { value: 'de', label: 'German' },
        ]}
      />
    </section>
  );
}

function TwoEditors() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <EditorRoot theme="light" className="first-editor" label="Light editor">
        <Sample name="Light editor" />
      </EditorRoot>
      <EditorRoot theme="dark" label="Dark editor">
        <Sample name="Dark editor" />
      </EditorRoot>
    </div>
  );
}

const meta = {
  title: 'Editor/EditorRoot',
  component: TwoEditors,
} satisfies Meta<typeof TwoEditors>;

export default meta;
type Story = StoryObj<typeof meta>;

const roots = (canvasElement: HTMLElement) => {
  const [light, dark] = [...canvasElement.querySelectorAll<HTMLElement>('[data-landing-editor]')];
  if (!light || !dark) throw new Error('expected two editor roots');
  return { light, dark };
};

export const TwoEditorsStayApart: Story = {
  play: async ({ canvasElement, step }) => {
    const { light, dark } = roots(canvasElement);
    const body = canvasElement.ownerDocument.body;

    await step('each root carries its own theme tokens and the host class', async () => {
      await expect(light).toHaveClass('first-editor');
      await expect(getComputedStyle(light).backgroundColor).not.toBe(
        getComputedStyle(dark).backgroundColor,
      );
      await expect(getComputedStyle(dark).colorScheme).toBe('dark');
    });

    await step('a toast shows only in the editor that raised it', async () => {
      await userEvent.click(within(dark).getByRole('button', { name: 'Save Dark editor' }));
      await expect(await within(dark).findByText('Dark editor saved')).toBeVisible();
      await expect(within(light).queryByText('Dark editor saved')).not.toBeInTheDocument();
    });

    await step('a modal renders inside its editor, not in the body', async () => {
      await userEvent.click(within(light).getByRole('button', { name: 'Open Light editor' }));
      const dialog = await within(body).findByRole('dialog', { name: 'Light editor dialog' });
      await expect(light.querySelector('[data-editor-portals]')).toContainElement(dialog);
      await expect(dark).not.toContainElement(dialog);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(body).queryByRole('dialog')).not.toBeInTheDocument());
    });

    await step('a confirm dialog renders inside its editor', async () => {
      await userEvent.click(within(dark).getByRole('button', { name: 'Delete in Dark editor' }));
      const dialog = await within(body).findByRole('alertdialog', {
        name: 'Delete in Dark editor?',
      });
      await expect(dark.querySelector('[data-editor-portals]')).toContainElement(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expect(await within(dark).findByText('Dark editor deleted')).toBeVisible();
    });

    await step("the tabs' More menu renders inside its editor", async () => {
      await userEvent.click(within(light).getByRole('button', { name: /More/ }));
      const menu = await within(body).findByRole('menu');
      await expect(light.querySelector('[data-editor-portals]')).toContainElement(menu);
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Polish' }));
      await expect(within(light).getByRole('tab', { name: 'Polish' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    await step('a select list renders inside its editor', async () => {
      await userEvent.click(within(dark).getByRole('combobox', { name: 'Dark editor language' }));
      const list = await within(body).findByRole('listbox');
      await expect(dark.querySelector('[data-editor-portals]')).toContainElement(list);
      await userEvent.click(within(list).getByRole('option', { name: 'German' }));
      await expect(
        within(dark).getByRole('combobox', { name: 'Dark editor language' }),
      ).toHaveTextContent('German');
    });
  },
};
