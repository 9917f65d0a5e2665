export { sessionMachine, LOGIN_PATH, type SessionTag } from './machine.ts';
export type { SessionEmitted, SessionEvent, SessionLoginEvent, SessionNavigate } from './events.ts';
export type { SessionContext, SessionEnding, SessionInput, SessionUser } from './context.ts';
export {
  sessionActors,
  type LoginInput,
  type LoginOutput,
  type RefreshOutput,
  type StoreTokensParams,
} from './actors.ts';
export { safeRedirect } from './guards.ts';
export * as sessionSelectors from './selectors.ts';
export type { SessionSnapshot } from './selectors.ts';
