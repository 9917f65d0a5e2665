import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { deepEqual } from './deepEqual.ts';
import { hasErrors, validateRules, type FieldErrors, type FormRules } from './rules.ts';
import type { SchemaValidator } from './schema.ts';

export interface UseFormOptions<Values extends object> {
  /** The starting (and reset) values. New values here (by content) re-baseline the form. */
  initialValues: Values;
  rules?: FormRules<Values>;
  /** A schema validator; its failures on submit are logged to the console. */
  validate?: SchemaValidator<Values>;
  /** Runs with valid values. Throwing (or rejecting) keeps the form and shows the message. */
  onSubmit: (values: Values) => void | Promise<unknown>;
}

type StringKeys<Values> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values];

export interface FieldBinding<Value> {
  name: string;
  value: Value;
  error: string | undefined;
  onChange: (value: Value) => void;
  onBlur: () => void;
}

export interface InputBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  onBlur: () => void;
}

export interface FormApi<Values extends object> {
  values: Values;
  /** Errors to show: of fields touched (blurred) or of every field once a submit was tried. */
  errors: FieldErrors<Values>;
  /** Every current error, shown or not. */
  allErrors: FieldErrors<Values>;
  isValid: boolean;
  /** The values differ from the initial (or last saved) ones. */
  isDirty: boolean;
  isSubmitting: boolean;
  /** The message of the last failed onSubmit. */
  submitError: string | null;
  setValue: <K extends keyof Values>(name: K, value: Values[K]) => void;
  touch: (name: keyof Values) => void;
  /** Back to the baseline, or to new values that become the baseline. */
  reset: (next?: Values) => void;
  handleSubmit: (event?: FormEvent) => Promise<boolean>;
  /** Typed value/onChange(value)/onBlur/error for any control. */
  field: <K extends keyof Values & string>(name: K) => FieldBinding<Values[K]>;
  /** name/value/onChange(event)/onBlur/error for a native or TextInput-like control. */
  inputProps: <K extends StringKeys<Values> & string>(name: K) => InputBinding;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong';
}

/** Headless form state: typed values, rules, dirty tracking, reset and submit. */
export function useForm<Values extends object>({
  initialValues,
  rules,
  validate,
  onSubmit,
}: UseFormOptions<Values>): FormApi<Values> {
  const [seenInitial, setSeenInitial] = useState(initialValues);
  const [baseline, setBaseline] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<keyof Values>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const reset = (next: Values = baseline) => {
    setBaseline(next);
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setSubmitError(null);
  };

  // New initial values from the caller (e.g. loaded data) replace the baseline.
  if (!deepEqual(seenInitial, initialValues)) {
    setSeenInitial(initialValues);
    reset(initialValues);
  }

  const ruleErrors = useMemo(() => (rules ? validateRules(values, rules) : {}), [values, rules]);
  const schemaErrors = useMemo(() => validate?.(values) ?? {}, [values, validate]);
  const allErrors: FieldErrors<Values> = { ...schemaErrors, ...ruleErrors };
  const errors: FieldErrors<Values> = submitted
    ? allErrors
    : (Object.fromEntries(
        Object.entries(allErrors).filter(([name]) => touched.has(name as keyof Values)),
      ) as FieldErrors<Values>);
  const isValid = !hasErrors(allErrors);
  const isDirty = !deepEqual(values, baseline);

  const setValue = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const touch = (name: keyof Values) =>
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isSubmitting) return false;
    setSubmitted(true);
    if (!isValid) {
      if (hasErrors(schemaErrors)) console.error('Form validation failed', schemaErrors);
      return false;
    }
    setSubmitting(true);
    setSubmitError(null);
    try {
      await onSubmit(values);
      setBaseline(values);
      setTouched(new Set());
      setSubmitted(false);
      return true;
    } catch (error) {
      setSubmitError(messageOf(error));
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    errors,
    allErrors,
    isValid,
    isDirty,
    isSubmitting,
    submitError,
    setValue,
    touch,
    reset,
    handleSubmit,
    field: (name) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (value) => setValue(name, value),
      onBlur: () => touch(name),
    }),
    inputProps: (name) => ({
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value as Values[typeof name]),
      onBlur: () => touch(name),
    }),
  };
}
