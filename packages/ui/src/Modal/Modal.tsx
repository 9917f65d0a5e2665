import type { ReactElement, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { usePortalContainer } from '../PortalContainer/PortalContainer.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './Modal.css.ts';
import { useReturnFocus, type ReturnFocusFallback } from './useReturnFocus.ts';

export type ModalSize = 'sm' | 'md' | 'lg';

export type ModalProps = {
  /** Controlled open state; leave out (with `trigger`) for an uncontrolled modal. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** Optional text under the title; becomes the accessible description. */
  description?: ReactNode;
  /** An element (usually a Button) that opens the modal when clicked. */
  trigger?: ReactElement;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Accessible name of the × button in the corner. */
  closeLabel?: string;
  /** Hides the × button (Escape still closes). */
  hideCloseButton?: boolean;
  /**
   * False while something must finish (e.g. a purchase in flight): Escape, clicks outside and
   * the × button no longer close the modal. Default true.
   */
  dismissible?: boolean;
  /**
   * Where focus goes when the element that opened the modal is gone by the time it closes.
   * Default: its nearest remaining focusable ancestor, else the page heading.
   */
  returnFocusFallback?: ReturnFocusFallback;
  children?: ReactNode;
};

/**
 * A modal dialog: Escape and the × button close it, the page behind does not scroll, focus is
 * trapped inside and returns to where it was when the modal opened (trigger or not) when it closes.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  trigger,
  footer,
  size,
  closeLabel = 'Close',
  hideCloseButton = false,
  dismissible = true,
  returnFocusFallback,
  children,
}: ModalProps) {
  const portalContainer = usePortalContainer();
  const returnFocus = useReturnFocus(undefined, returnFocusFallback);
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal container={portalContainer}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content({ size })}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description !== undefined && (
                <Dialog.Description className={styles.description}>
                  {description}
                </Dialog.Description>
              )}
            </div>
            {!hideCloseButton && (
              <Dialog.Close asChild>
                <Button
                  variant="ghost"
                  className={styles.closeButton}
                  aria-label={closeLabel}
                  disabled={!dismissible}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </Dialog.Close>
            )}
          </div>
          {children !== undefined && <div className={styles.body}>{children}</div>}
          {footer !== undefined && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Wrap a footer button so clicking it closes the modal (e.g. a 'Cancel' button). */
export const ModalClose = Dialog.Close;
