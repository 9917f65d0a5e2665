import type { LoginField } from './context.ts';

export type LoginFormEvent =
  /** The operator typed in a field. */
  | { type: 'loginForm.change'; field: LoginField; value: string }
  /** The operator pressed Login (or Enter). */
  | { type: 'loginForm.submit' };
