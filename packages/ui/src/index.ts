export { vars } from './theme/index.ts';
export { Button, type ButtonProps } from './Button/Button.tsx';
export { Modal, ModalClose, type ModalProps, type ModalSize } from './Modal/Modal.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.tsx';
export { Toaster, type ToasterProps } from './Toaster/Toaster.tsx';
export {
  toast,
  createToastStore,
  type ToastKind,
  type ToastItem,
  type ToastStore,
} from './Toaster/toastStore.ts';
