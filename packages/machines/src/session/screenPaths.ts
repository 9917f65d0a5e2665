/**
 * The session model paths the Login stories drive through the screen against the MSW kit, as
 * `pathName` prints their events (no stored token: the Login screen). The model test checks
 * that each is the start of one of the model's shortest paths (so itself a shortest path), so a
 * story cannot drift from the machine. On the screen `session.login` is a valid Login form
 * submitted (the `loginForm` machine sends nothing else); a refused login is the kit's answer to
 * a wrong password. Paths through `client.*` events or a failing user load stay with the unit
 * model test: the Login screen has no control that sends them. A second login after a refused
 * one is no shortest path (it reaches states the first login reaches sooner).
 */
export const LOGIN_SCREEN_PATHS = {
  signedIn: ['session.login', 'done.actor.login', 'done.actor.loadUser'],
  refused: ['session.login', 'error.actor.login'],
} as const;

export type LoginScreenPath = keyof typeof LOGIN_SCREEN_PATHS;
