import {
  ChangePasswordRequest,
  LoginRequest,
  UserCreate,
  UserUpdate,
  type User,
} from '../../schemas/auth.ts';
import {
  bearerOf,
  data,
  FRESH_ACCESS_TOKEN,
  message,
  MOCK_REFRESH_TOKEN,
  notFound,
  readJson,
} from '../route.ts';
import type { ResourceContext } from './resource.ts';

const EMAIL_TAKEN = 'A user with this email already exists';

/** A user as the server answers it: its name is also its `fullName` (templates' `createdBy`). */
const userView = (user: User) => ({ ...user, fullName: user.name });

/**
 * Refresh tokens rotate as on apps/server: each refresh spends the token and hands out a new
 * one of the same session; a spent token presented again ends its session, unless it was spent
 * in the last `REUSE_GRACE_MS` and its rotation is still the session's live token (two tabs
 * refreshing at once): then it answers that same new token. A token the mock
 * never issued (stories put their own in storage) counts as the live token of a new session.
 * Every session shares the one mock access token, so ending a session refuses its refresh
 * tokens only.
 */
const REUSE_GRACE_MS = 30_000;

const createRefreshRotation = () => {
  let issued = 0;
  let sessions = 0;
  const live = new Map<string, number>();
  const spent = new Map<string, number>();
  /** What each spent token rotated to, and when. */
  const rotations = new Map<string, { next: string; at: number }>();
  const ended = new Set<number>();
  /** The access token each session hands out: its user's. */
  const accessOf = new Map<number, string>();
  const issue = (session: number) => {
    issued += 1;
    const token = `${MOCK_REFRESH_TOKEN}-${issued}`;
    live.set(token, session);
    return token;
  };
  return {
    open: (accessToken: string) => {
      sessions += 1;
      accessOf.set(sessions, accessToken);
      return issue(sessions);
    },
    /** Ends the latest session (a logout with the shared access token). */
    endLatest: () => {
      ended.add(sessions);
    },
    /** The next refresh token, or why there is none. */
    rotate: (
      token: string,
    ): { refreshToken: string; accessToken: string } | { refused: string } => {
      const spentIn = spent.get(token);
      const rotation = rotations.get(token);
      if (
        spentIn !== undefined &&
        rotation !== undefined &&
        !ended.has(spentIn) &&
        live.get(rotation.next) === spentIn &&
        Date.now() - rotation.at < REUSE_GRACE_MS
      ) {
        return {
          refreshToken: rotation.next,
          accessToken: accessOf.get(spentIn) ?? FRESH_ACCESS_TOKEN,
        };
      }
      if (spentIn !== undefined) {
        ended.add(spentIn);
        return {
          refused:
            'The refresh token was already used, so its session has been ended. Log in again.',
        };
      }
      const session = live.get(token) ?? (sessions += 1);
      if (ended.has(session)) return { refused: 'The refresh token is invalid or has expired' };
      live.delete(token);
      spent.set(token, session);
      const next = issue(session);
      rotations.set(token, { next, at: Date.now() });
      return {
        refreshToken: next,
        accessToken: accessOf.get(session) ?? FRESH_ACCESS_TOKEN,
      };
    },
  };
};

/**
 * The mock tracker (auth) service, answering as apps/server's does (the contract suite): success
 * answers in `{ data }`, refusals `{ message }`.
 */
export const createTrackerHandlers = ({ route, db, base, auth, options }: ResourceContext) => {
  /** Users created through the tracker, with their passwords; the operator is `db.user`. */
  const created: Array<{ user: Required<User>; password: string }> = [];
  const users = (): User[] => [db.user, ...created.map((c) => c.user)];
  /** Every user the kit holds has an id (its fixtures and creates give one): never default it. */
  const idOf = (user: User): number => {
    if (user.id === undefined) throw new Error(`The mock tracker holds a user without an id`);
    return user.id;
  };
  const emailOwner = (email: string) =>
    users().find((u) => u.email?.toLowerCase() === email.toLowerCase());
  /** Failed logins per lower-cased email since its last correct one (the server's throttle). */
  const failures = new Map<string, number>();
  /**
   * The operator signs in with the kit's one access token (stories and e2e hold it); a created
   * user gets a token of their own, so the calls of `/user` answer the token's user as the
   * server does.
   */
  const accessTokenOf = (user: User) =>
    user === db.user ? FRESH_ACCESS_TOKEN : `${FRESH_ACCESS_TOKEN}-user-${user.id}`;
  /** The user a request's token belongs to, with their password; the operator otherwise. */
  const signedIn = (request: Request) => {
    const token = bearerOf(request.headers.get('authorization'));
    const other = created.find((c) => token === accessTokenOf(c.user));
    if (other) {
      return {
        user: other.user,
        password: () => other.password,
        setPassword: (password: string) => {
          other.password = password;
        },
      };
    }
    return {
      user: db.user,
      password: () => db.credentials.password,
      setPassword: (password: string) => {
        db.credentials.password = password;
      },
    };
  };
  const attempts = options.loginAttempts ?? 5;
  const rotation = createRefreshRotation();

  return [
    route('tracker.login', 'post', `${base}/login`, async ({ request }) => {
      const body = await readJson(request, LoginRequest);
      if (body instanceof Response) return body;
      const email = body.email.toLowerCase();
      if ((failures.get(email) ?? 0) >= attempts) {
        return message(429, 'Too many failed logins. Try again in 15 minutes.');
      }
      const other = created.find((c) => c.user.email.toLowerCase() === email);
      const operator = email === db.credentials.email.toLowerCase();
      const password = operator ? db.credentials.password : other?.password;
      if (body.password !== password) {
        failures.set(email, (failures.get(email) ?? 0) + 1);
        return message(401, 'Invalid email or password');
      }
      failures.delete(email);
      auth.accessToken = FRESH_ACCESS_TOKEN;
      auth.revoked.clear();
      const accessToken = operator || !other ? FRESH_ACCESS_TOKEN : accessTokenOf(other.user);
      return data({ access_token: accessToken, refresh_token: rotation.open(accessToken) });
    }),
    route('tracker.refresh', 'post', `${base}/refresh`, ({ request }) => {
      const token = bearerOf(request.headers.get('authorization'));
      if (!token) return message(401, 'Refresh token required');
      if (auth.revoked.has(token)) {
        return message(401, 'The refresh token is invalid or has expired');
      }
      const rotated = rotation.rotate(token);
      if ('refused' in rotated) return message(401, rotated.refused);
      auth.accessToken = FRESH_ACCESS_TOKEN;
      return data({ access_token: rotated.accessToken, refresh_token: rotated.refreshToken });
    }),
    // Ends the session of the token: its access and refresh tokens stop working. 401 when there
    // was nothing to end (no token, or a session already ended), as the server.
    route('tracker.logout', 'post', `${base}/logout`, ({ request }) => {
      const token = bearerOf(request.headers.get('authorization'));
      if (!token) return message(401, 'Authorization required');
      if (auth.revoked.has(token)) {
        return message(401, 'The token is invalid or its session has already ended');
      }
      auth.revoked.add(token);
      if (token === auth.accessToken) rotation.endLatest();
      return data({ success: true });
    }),
    route('tracker.changePassword', 'put', `${base}/user/change-password`, async ({ request }) => {
      const body = await readJson(request, ChangePasswordRequest);
      if (body instanceof Response) return body;
      const who = signedIn(request);
      if (body.oldPassword !== who.password()) return message(400, 'oldPassword is wrong');
      who.setPassword(body.newPassword);
      return data({ success: true });
    }),
    route('tracker.user', 'get', `${base}/user`, ({ request }) =>
      data(userView(signedIn(request).user)),
    ),
    route('tracker.updateUser', 'put', `${base}/user`, async ({ request }) => {
      const body = await readJson(request, UserUpdate);
      if (body instanceof Response) return body;
      const { user } = signedIn(request);
      const owner = body.email === undefined ? undefined : emailOwner(body.email);
      if (owner && owner !== user) return message(409, EMAIL_TAKEN);
      Object.assign(user, body);
      if (user === db.user && body.email !== undefined) db.credentials.email = body.email;
      return data(userView(user));
    }),
    route('tracker.createUser', 'post', `${base}/user`, async ({ request }) => {
      const body = await readJson(request, UserCreate);
      if (body instanceof Response) return body;
      if (emailOwner(body.email)) return message(409, EMAIL_TAKEN);
      const id = Math.max(...users().map(idOf)) + 1;
      const user = { id, name: body.name, email: body.email };
      created.push({ user, password: body.password });
      return data(userView(user), 201);
    }),
    route('tracker.getUser', 'get', `${base}/user/:id`, ({ params }) => {
      const user = users().find((u) => u.id === Number(params.id));
      return user ? data(userView(user)) : notFound('User');
    }),
    route('tracker.users', 'get', `${base}/users`, ({ url }) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const size = Math.max(1, Number(url.searchParams.get('size') ?? 100) || 100);
      const found = users()
        .filter((u) => `${u.name} ${u.email}`.toLowerCase().includes(search))
        .sort((a, b) => idOf(a) - idOf(b));
      const items = found.slice((page - 1) * size, page * size).map(userView);
      return data({ items, total: found.length, page, size });
    }),
  ];
};
