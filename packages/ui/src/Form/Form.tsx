import { useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { ErrorText } from '../ErrorText/ErrorText.tsx';
import * as styles from './Form.css.ts';
import type { FormApi } from './useForm.ts';

export interface FormProps<Values extends object> {
  form: FormApi<Values>;
  children: ReactNode;
  /** Names the form (role form). */
  label?: string;
  /** Keeps 'Сохранить' disabled until the values differ from the baseline. Default false. */
  disableSaveUntilChanged?: boolean;
  saveLabel?: string;
  cancelLabel?: string;
  className?: string;
}

/**
 * A form with 'Отмена' (reset; enabled only when changed) and 'Сохранить' (submit). A failed
 * submit moves focus to the first invalid control; a failed save shows its message.
 */
export function Form<Values extends object>({
  form,
  children,
  label,
  disableSaveUntilChanged = false,
  saveLabel = 'Сохранить',
  cancelLabel = 'Отмена',
  className,
}: FormProps<Values>) {
  const element = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const ok = await form.handleSubmit(event);
    if (ok) return;
    // The errors render on the next frame; then the first invalid control takes focus.
    setTimeout(() => {
      element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  return (
    <form
      ref={element}
      noValidate
      aria-label={label}
      className={[styles.form, className].filter(Boolean).join(' ')}
      data-state={form.isSubmitting ? 'submitting' : form.isDirty ? 'dirty' : 'pristine'}
      onSubmit={(event) => void submit(event)}
    >
      {children}
      {form.submitError && <ErrorText>{form.submitError}</ErrorText>}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={!form.isDirty || form.isSubmitting}
          onClick={() => form.reset()}
        >
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          busy={form.isSubmitting}
          disabled={disableSaveUntilChanged && !form.isDirty}
        >
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}
