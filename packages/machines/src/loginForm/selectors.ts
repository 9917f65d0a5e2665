import type { SnapshotFrom } from 'xstate';
import type { loginFormMachine } from './machine.ts';

export type LoginFormSnapshot = SnapshotFrom<typeof loginFormMachine>;

export const selectEmail = (snapshot: LoginFormSnapshot) => snapshot.context.values.email;
export const selectPassword = (snapshot: LoginFormSnapshot) => snapshot.context.values.password;
export const selectEmailError = (snapshot: LoginFormSnapshot) =>
  snapshot.context.errors.email ?? null;
export const selectPasswordError = (snapshot: LoginFormSnapshot) =>
  snapshot.context.errors.password ?? null;
