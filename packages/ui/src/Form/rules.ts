/** A limit and the message shown when it is broken. */
export interface RuleWithValue<T> {
  value: T;
  message: string;
}

/**
 * Checks for one field, tried in this order; the first failure's message is the field's error.
 * min/max/minLength/maxLength/pattern skip empty values (that is what `required` is for).
 */
export interface FieldRules<Value, Values> {
  required?: string;
  min?: RuleWithValue<number>;
  max?: RuleWithValue<number>;
  minLength?: RuleWithValue<number>;
  maxLength?: RuleWithValue<number>;
  pattern?: RuleWithValue<RegExp>;
  /** Returns the error message, or nothing when the value is fine. */
  custom?: (value: Value, values: Values) => string | null | undefined | false;
}

export type FormRules<Values> = { [K in keyof Values]?: FieldRules<Values[K], Values> };

/** One message per failing field. */
export type FieldErrors<Values> = { [K in keyof Values]?: string };

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

function asNumber(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isNaN(number) ? null : number;
}

function lengthOf(value: unknown): number | null {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return null;
}

export function validateField<Value, Values>(
  value: Value,
  rules: FieldRules<Value, Values>,
  values: Values,
): string | undefined {
  const empty = isEmpty(value);
  if (rules.required !== undefined && empty) return rules.required;
  if (!empty) {
    const number = asNumber(value);
    if (rules.min && number !== null && number < rules.min.value) return rules.min.message;
    if (rules.max && number !== null && number > rules.max.value) return rules.max.message;
    const length = lengthOf(value);
    if (rules.minLength && length !== null && length < rules.minLength.value) {
      return rules.minLength.message;
    }
    if (rules.maxLength && length !== null && length > rules.maxLength.value) {
      return rules.maxLength.message;
    }
    if (rules.pattern && typeof value === 'string') {
      rules.pattern.value.lastIndex = 0;
      if (!rules.pattern.value.test(value)) return rules.pattern.message;
    }
  }
  return rules.custom?.(value, values) || undefined;
}

export function validateRules<Values extends object>(
  values: Values,
  rules: FormRules<Values>,
): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const name of Object.keys(rules) as (keyof Values)[]) {
    const fieldRules = rules[name];
    if (!fieldRules) continue;
    const message = validateField(values[name], fieldRules, values);
    if (message) errors[name] = message;
  }
  return errors;
}

export function hasErrors<Values>(errors: FieldErrors<Values>): boolean {
  return Object.values(errors).some(Boolean);
}
