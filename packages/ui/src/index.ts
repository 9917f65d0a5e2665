export { vars } from './theme/index.ts';
export { Button, type ButtonProps } from './Button/Button.tsx';
export { Modal, ModalClose, type ModalProps, type ModalSize } from './Modal/Modal.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.tsx';
