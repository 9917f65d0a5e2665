export type LoginField = 'email' | 'password';

export type LoginValues = Record<LoginField, string>;

export type LoginFieldErrors = Partial<Record<LoginField, string>>;

export type LoginFormContext = {
  /** What the operator typed; only the operator changes it. */
  values: LoginValues;
  /** The spec's message per field, shown once a submit was refused. */
  errors: LoginFieldErrors;
};

export const initialLoginFormContext = (): LoginFormContext => ({
  values: { email: '', password: '' },
  errors: {},
});
