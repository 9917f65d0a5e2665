import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Modal, ModalClose } from './Modal.tsx';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    title: 'Buy domain',
    description: 'Pick a name and confirm the purchase.',
    onOpenChange: fn(),
    trigger: <Button>Open modal</Button>,
    children: (
      <label>
        Domain name <input name="domain" style={{ minHeight: 24 }} />
      </label>
    ),
    footer: (
      <>
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
        <Button>Buy</Button>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const isScrollLocked = (body: HTMLElement) =>
  body.hasAttribute('data-scroll-locked') && getComputedStyle(body).overflow === 'hidden';

export const EscapeClosesAndRestoresFocus: Story = {
  play: async ({ canvasElement, args, step }) => {
    const body = canvasElement.ownerDocument.body;
    const screen = within(body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open modal' });

    await step('opens from the keyboard and locks page scrolling', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Buy domain' });
      await expect(dialog).toHaveAccessibleDescription('Pick a name and confirm the purchase.');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      await expect(isScrollLocked(body)).toBe(true);
      await expect(dialog).toContainElement(body.ownerDocument.activeElement as HTMLElement);
    });

    await step('Escape closes, unlocks scrolling and restores focus', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(isScrollLocked(body)).toBe(false));
      await expect(trigger).toHaveFocus();
    });
  },
};

export const FocusIsTrapped: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy domain' });
    const modal = within(dialog);
    const focusable = [
      modal.getByRole('button', { name: 'Close' }),
      modal.getByRole('textbox', { name: 'Domain name' }),
      modal.getByRole('button', { name: 'Cancel' }),
      modal.getByRole('button', { name: 'Buy' }),
    ];
    // Radix focuses the first focusable element on open.
    await expect(focusable[0]).toHaveFocus();
    for (const element of [...focusable.slice(1), ...focusable]) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    // ...and backwards from the first element wraps to the last.
    await userEvent.tab();
    await expect(focusable[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(focusable[3]).toHaveFocus();
  },
};

export const CloseButtons: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open modal' });

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

function ControlledModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open controlled</Button>
      <p>Modal is {open ? 'open' : 'closed'}</p>
      <Modal open={open} onOpenChange={setOpen} title="Template" size="sm" hideCloseButton>
        <p>No description, no close button: Escape still closes.</p>
      </Modal>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledModal />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open controlled' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Template' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Modal is open')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByText('Modal is closed')).toBeInTheDocument());
    // No Radix trigger: the modal itself remembered what opened it.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const NotDismissibleWhileBusy: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    footer: <Button busy>Buying…</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const body = canvasElement.ownerDocument.body;
    const screen = within(body);
    const dialog = await screen.findByRole('dialog', { name: 'Buy domain' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(body, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('dialog', { name: 'Buy domain' })).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

function ModalOpeningGoneElement() {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(true);
  return (
    <>
      <h1>Domains</h1>
      {shown && <Button onClick={() => setOpen(true)}>Buy once</Button>}
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setShown(false);
        }}
        title="One purchase"
        size="sm"
      >
        <p>Closing removes the button that opened this modal.</p>
      </Modal>
    </>
  );
}

/** The opener is gone when the modal closes: focus goes to the page heading, not the body. */
export const OpenerGoneFocusesHeading: Story = {
  render: () => <ModalOpeningGoneElement />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Buy once' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'One purchase' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Domains' })).toHaveFocus());
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(
      canvasElement.ownerDocument.body,
    );
  },
};
