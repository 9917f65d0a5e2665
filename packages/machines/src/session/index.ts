export { sessionMachine, LOGIN_PATH, type SessionTag } from './machine.ts';
export type { SessionEvent, SessionLoginEvent } from './events.ts';
export type { SessionContext, SessionInput, SessionUser, LoginFieldErrors } from './context.ts';
export {
  sessionActors,
  type LoginInput,
  type LoginOutput,
  type RefreshOutput,
  type StoreTokensParams,
  type NavigateParams,
} from './actors.ts';
export { validateLogin, isValidEmail, PASSWORD_MIN_LENGTH } from './validation.ts';
export { safeRedirect } from './guards.ts';
export * as sessionSelectors from './selectors.ts';
export type { SessionSnapshot } from './selectors.ts';
