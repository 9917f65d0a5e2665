import type { LoginRequest } from '@landing/api';
import { notProvidedAction } from '../shared/notProvided.ts';

/** What a checked submit hands on: the request the tracker's schema accepts. */
export type SignInParams = LoginRequest;

/** Injected actions. The Login screen provides `signIn` by sending `session.login`. */
export const loginFormActions = {
  /** Signs in with the checked values (the session machine makes the call). */
  signIn: notProvidedAction<SignInParams>('signIn'),
};
