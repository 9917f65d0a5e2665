import { assign, setup } from 'xstate';
import { loginFormActions } from './actors.ts';
import { initialLoginFormContext, type LoginFormContext } from './context.ts';
import type { LoginFormEvent } from './events.ts';
import { isLoginValid, loginRequestOf, validateLogin } from './validation.ts';

/**
 * The Login form's fields and their rules. Signing in itself belongs to the session machine:
 * a checked submit hands the request on through the injected `signIn`.
 */
export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
  },
  actions: {
    ...loginFormActions,
    setValue: assign(({ context, event }) => {
      if (event.type !== 'loginForm.change') return {};
      return { values: { ...context.values, [event.field]: event.value } };
    }),
    checkValues: assign(({ context }) => ({ errors: validateLogin(context.values) })),
  },
  guards: {
    isValid: ({ context }) => isLoginValid(context.values),
  },
}).createMachine({
  id: 'loginForm',
  context: initialLoginFormContext,
  initial: 'editing',
  states: {
    editing: {
      description: 'The operator types; no message is shown before the first submit.',
      on: {
        'loginForm.change': {
          description:
            "{ field: 'email' | 'password', value }: the typed value (in correcting, the messages follow it).",
          actions: 'setValue',
        },
        'loginForm.submit': [
          {
            description:
              "A valid form runs signIn(LoginRequest) (email trimmed); an invalid one shows 'Enter a valid email' / 'Password must be at least 6 characters'.",
            guard: 'isValid',
            actions: {
              type: 'signIn',
              params: ({ context }) => loginRequestOf(context.values),
            },
          },
          { target: 'correcting', actions: 'checkValues' },
        ],
      },
    },
    correcting: {
      description:
        'A submit was refused: the messages follow every change until the form is valid.',
      on: {
        'loginForm.change': { actions: ['setValue', 'checkValues'] },
        'loginForm.submit': [
          {
            guard: 'isValid',
            target: 'editing',
            actions: {
              type: 'signIn',
              params: ({ context }) => loginRequestOf(context.values),
            },
          },
          { actions: 'checkValues' },
        ],
      },
    },
  },
});
