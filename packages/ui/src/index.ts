export { vars } from './theme/contract.css.ts';
export { themeValues, lightTheme, darkTheme, type ThemeName } from './theme/themeValues.ts';
export { minTarget, visuallyHidden, visuallyHiddenRules } from './theme/utilities.css.ts';
export { media, NARROW_SCREEN_MAX_WIDTH } from './theme/media.ts';
export {
  PortalContainerProvider,
  usePortalContainer,
  type PortalContainerProviderProps,
} from './PortalContainer/PortalContainer.tsx';
export { Button, type ButtonProps } from './Button/Button.tsx';
export { Modal, ModalClose, type ModalProps, type ModalSize } from './Modal/Modal.tsx';
export type { ReturnFocusFallback } from './Modal/useReturnFocus.ts';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.tsx';
export {
  ConflictDialog,
  type ConflictDialogProps,
  type ConflictDialogWords,
  type ConflictSide,
} from './ConflictDialog/ConflictDialog.tsx';
export { conflictAnswersTo, type ConflictAnswer } from './ConflictDialog/conflictAnswers.ts';
export { Toaster, type ToasterProps } from './Toaster/Toaster.tsx';
export { useToasterNeeded } from './Toaster/useToasterNeeded.ts';
export {
  toast,
  toastStore,
  createToastStore,
  type ToastKind,
  type ToastItem,
  type ToastStore,
} from './Toaster/toastStore.ts';
export { ErrorText, type ErrorTextProps } from './ErrorText/ErrorText.tsx';
export {
  SignInDialog,
  defaultSignInDialogWords,
  type SignInDialogWords,
  SIGN_IN_AGAIN_TEXT,
  SIGN_IN_AGAIN_TITLE,
  type SignInDialogProps,
  type SignInField,
} from './SignInDialog/SignInDialog.tsx';
export { TextInput, type TextInputProps } from './TextInput/TextInput.tsx';
export { Textarea, type TextareaProps } from './Textarea/Textarea.tsx';
export { DataTable, duplicateRow, type DataTableProps } from './DataTable/DataTable.tsx';
export { defaultRowWords, type DataTableRowWords } from './DataTable/RowActions.tsx';
export { defaultDataTableWords, type DataTableWords } from './DataTable/dataTableWords.ts';
export { filterRows } from './DataTable/filterRows.ts';
export type {
  Column,
  FieldPath,
  FieldValue,
  RowKey,
  SortDirection,
  SortState,
} from './DataTable/types.ts';
export { DeleteIcon } from './DataTable/icons.tsx';
export { IconButton, type IconButtonProps } from './Button/IconButton.tsx';
export { FilePicker, type FilePickerProps } from './FilePicker/FilePicker.tsx';
export { Select, type SelectOption, type SelectProps } from './Select/Select.tsx';
export { Form, type FormProps } from './Form/Form.tsx';
export { Field, type FieldProps, type FieldControlProps } from './Form/Field.tsx';
export {
  useForm,
  type UseFormOptions,
  type FormApi,
  type FieldBinding,
  type InputBinding,
} from './Form/useForm.ts';
export type { FieldRules, FormRules, FieldErrors, RuleWithValue } from './Form/rules.ts';
export {
  standardSchemaValidator,
  type SchemaValidator,
  type StandardSchemaLike,
} from './Form/schema.ts';
export { Slider, type SliderProps } from './Slider/Slider.tsx';
export { Spinner, type SpinnerProps } from './Spinner/Spinner.tsx';
export { Accordion, type AccordionItem, type AccordionProps } from './Accordion/Accordion.tsx';
export { Tabs, type TabItem, type TabMenuAction, type TabsProps } from './Tabs/Tabs.tsx';
export { Autocomplete, type AutocompleteProps } from './Autocomplete/Autocomplete.tsx';
export type { AutocompleteOption } from './Autocomplete/entries.ts';
export {
  SideNav,
  type SideNavItem,
  type SideNavNarrowLayout,
  type SideNavProps,
} from './SideNav/SideNav.tsx';
export { Anchor, type LinkComponent, type LinkComponentProps } from './SideNav/linkComponent.tsx';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './Breadcrumb/Breadcrumb.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge.tsx';
export { Pill, type PillProps } from './Pill/Pill.tsx';
export { Card, type CardProps } from './Card/Card.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { CopyText, type CopyTextProps } from './CopyText/CopyText.tsx';
export { copyToClipboard } from './clipboard/copyToClipboard.ts';
export { cspNonce } from './cspNonce/cspNonce.ts';
export { afterNextPaint } from './paint/afterNextPaint.ts';
export { afterFirstContentfulPaint } from './paint/afterFirstContentfulPaint.ts';
