export { loginFormMachine } from './machine.ts';
export type { LoginFormEvent } from './events.ts';
export type { LoginField, LoginFieldErrors, LoginFormContext, LoginValues } from './context.ts';
export { loginFormActions, type SignInParams } from './actors.ts';
export { LOGIN_MESSAGES, isLoginValid, loginRequestOf, validateLogin } from './validation.ts';
export * as loginFormSelectors from './selectors.ts';
export type { LoginFormSnapshot } from './selectors.ts';
