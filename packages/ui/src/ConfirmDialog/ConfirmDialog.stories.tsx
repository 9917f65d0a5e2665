import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    trigger: <Button variant="danger">Delete row</Button>,
    message: 'Are you sure you want to delete shop.example.com?',
    confirmLabel: 'Delete',
    variant: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete row' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete shop.example.com?',
    });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await expect(cancel).toHaveAttribute('type', 'button');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete row' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await expect(canvasElement.ownerDocument.body).toHaveAttribute('data-scroll-locked');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const CancelButton: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete row' }));
    await userEvent.keyboard('{Enter}'); // focus starts on Cancel
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Duplicate: Story = {
  args: {
    trigger: <Button variant="secondary">Duplicate row</Button>,
    message: 'Are you sure you want to duplicate My landing?',
    confirmLabel: 'Duplicate',
    variant: 'primary',
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Duplicate row' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to duplicate My landing?',
    });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const WithTitle: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: 'Delete Translation?',
    message: 'Are you sure you want to delete German ? This action cannot be undone.',
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Translation?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete German ? This action cannot be undone.',
    );
  },
};

export const BusyFromOutside: Story = {
  args: { open: true, busy: true, trigger: undefined, closeOnConfirm: false },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** The pending action of the AsyncConfirm story, settled by its play function. */
let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;

export const AsyncConfirm: Story = {
  args: {
    onConfirm: fn(
      () =>
        new Promise<void>((resolve, reject) => {
          settle = { resolve, reject };
        }),
    ),
  },
  play: async ({ canvasElement, step }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete row' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });

    await step('a failed action leaves the dialog open', async () => {
      await userEvent.click(confirm);
      await expect(confirm).toHaveAttribute('aria-busy', 'true');
      settle?.reject(new Error('Server said no'));
      await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
      await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    });

    await step('a finished action closes it', async () => {
      await userEvent.click(confirm);
      await expect(confirm).toHaveAttribute('aria-busy', 'true');
      settle?.resolve();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });
  },
};

/** Rows whose Delete buttons open one shared dialog from state, the way tables and machines do. */
function RowsWithSharedDialog({ withFallback }: { withFallback: boolean }) {
  const [rows, setRows] = useState(['alpha', 'beta', 'gamma']);
  const [target, setTarget] = useState<string | null>(null);
  return (
    <>
      <h1>Domains</h1>
      <ul aria-label="Domain list">
        {rows.map((row) => (
          <li key={row}>
            {row} <Button onClick={() => setTarget(row)}>{`Delete ${row}`}</Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        message={`Are you sure you want to delete ${target ?? ''}?`}
        confirmLabel="Delete"
        variant="danger"
        onConfirm={() => setRows((current) => current.filter((row) => row !== target))}
        {...(withFallback
          ? {
              returnFocusFallback: () =>
                document.querySelector<HTMLElement>('[aria-label="Domain list"] button'),
            }
          : {})}
      />
    </>
  );
}

export const OpenedFromStateReturnsFocus: Story = {
  render: () => <RowsWithSharedDialog withFallback={false} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Delete beta' });

    await step('Enter opens, Escape closes, focus is back on the row button', async () => {
      opener.focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete beta?' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    });

    await step('Space opens, Cancel closes, focus is back on the row button', async () => {
      await userEvent.keyboard(' ');
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    });
  },
};

export const DeletedRowFocusesFallback: Story = {
  render: () => <RowsWithSharedDialog withFallback />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Delete alpha' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: 'Delete alpha' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete beta' })).toHaveFocus());
  },
};

export const DeletedRowFocusesHeading: Story = {
  render: () => <RowsWithSharedDialog withFallback={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Delete gamma' }).focus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Domains' })).toHaveFocus());
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(
      canvasElement.ownerDocument.body,
    );
  },
};
