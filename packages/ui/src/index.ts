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
export { ErrorText, type ErrorTextProps } from './ErrorText/ErrorText.tsx';
export { TextInput, type TextInputProps } from './TextInput/TextInput.tsx';
export { Textarea, type TextareaProps } from './Textarea/Textarea.tsx';
export { DataTable, duplicateRow, type DataTableProps } from './DataTable/DataTable.tsx';
export type { Column, FieldPath, FieldValue, RowKey } from './DataTable/types.ts';
export { FilePicker, type FilePickerProps } from './FilePicker/FilePicker.tsx';
export { Select, type SelectOption, type SelectProps } from './Select/Select.tsx';
