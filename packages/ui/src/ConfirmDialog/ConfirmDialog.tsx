import { useState, type ReactElement, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { usePortalContainer } from '../PortalContainer/PortalContainer.tsx';
import { Button } from '../Button/Button.tsx';
import { content, overlay } from '../Modal/Modal.css.ts';
import { useReturnFocus, type ReturnFocusFallback } from '../Modal/useReturnFocus.ts';
import * as styles from './ConfirmDialog.css.ts';

export type ConfirmDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a Button) that opens the dialog when clicked. */
  trigger?: ReactElement;
  /** Heading, e.g. 'Delete Translation?'. Without one the message names the dialog. */
  title?: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete {item}?'. */
  message: ReactNode;
  /** Label of the confirming button, e.g. 'Delete' or 'Duplicate'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` paints the confirming button red (destructive actions). */
  variant?: 'primary' | 'danger';
  /**
   * Called when the confirming button is pressed. A returned promise keeps the dialog open and
   * busy until it settles; it closes when the promise resolves and stays open if it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  /** Busy from outside (e.g. a machine's deleting state): confirm spins, nothing closes. */
  busy?: boolean;
  /** Set to false when the caller closes the dialog itself after confirming. Default true. */
  closeOnConfirm?: boolean;
  /**
   * Where focus goes on closing; by default back to what had focus when the dialog opened (with
   * or without a trigger). Call `event.preventDefault()` to move it yourself.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Where focus goes when the element that opened the dialog is gone by the time it closes (e.g.
   * its row was deleted). Default: its nearest remaining focusable ancestor, else the page heading.
   */
  returnFocusFallback?: ReturnFocusFallback;
};

/**
 * Asks the operator to confirm an action. Focus starts on Cancel, Escape cancels, while the
 * action is busy the dialog can not be dismissed, and closing gives focus back to what opened it.
 */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  onConfirm,
  onCancel,
  busy: busyProp = false,
  closeOnConfirm = true,
  onCloseAutoFocus,
  returnFocusFallback,
}: ConfirmDialogProps) {
  const portalContainer = usePortalContainer();
  const returnFocus = useReturnFocus(onCloseAutoFocus, returnFocusFallback);
  const [openState, setOpenState] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const open = openProp ?? openState;
  const busy = busyProp || pending;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    if (busy && !next) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const handleConfirm = () => {
    if (busy) return;
    const result = onConfirm();
    if (result instanceof Promise) {
      setPending(true);
      result.then(
        () => {
          setPending(false);
          if (closeOnConfirm) setOpen(false);
        },
        () => setPending(false),
      );
    } else if (closeOnConfirm) {
      setOpen(false);
    }
  };

  const hasTitle = title !== undefined;
  return (
    <AlertDialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal container={portalContainer}>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content
          className={content({ size: 'sm' })}
          aria-busy={busy || undefined}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          {...(hasTitle ? {} : { 'aria-describedby': undefined })}
        >
          {hasTitle ? (
            <>
              <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
              <AlertDialog.Description className={styles.message}>
                {message}
              </AlertDialog.Description>
            </>
          ) : (
            <AlertDialog.Title className={`${styles.message} ${styles.messageAsTitle}`}>
              {message}
            </AlertDialog.Title>
          )}
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close before an async action finishes. */}
            <Button variant={variant} busy={busy} onClick={handleConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
