import { ChangePasswordRequest, LoginRequest, UserCreate, UserUpdate } from '../../schemas/auth.ts';
import {
  FRESH_ACCESS_TOKEN,
  json,
  message,
  MOCK_REFRESH_TOKEN,
  notFound,
  readJson,
} from '../route.ts';
import type { ResourceContext } from './resource.ts';

/** The mock tracker (auth) service. */
export const createTrackerHandlers = ({ route, db, base, auth }: ResourceContext) => {
  const users = () => [db.user];

  return [
    route('tracker.login', 'post', `${base}/login`, async ({ request }) => {
      const body = await readJson(request, LoginRequest);
      if (body instanceof Response) return body;
      if (body.email !== db.credentials.email || body.password !== db.credentials.password) {
        return message(401, 'Invalid email or password');
      }
      auth.accessToken = FRESH_ACCESS_TOKEN;
      return json({ access_token: FRESH_ACCESS_TOKEN, refresh_token: MOCK_REFRESH_TOKEN });
    }),
    route('tracker.refresh', 'post', `${base}/refresh`, ({ request }) => {
      const bearer = request.headers.get('authorization') ?? '';
      if (!/^Bearer \S+$/.test(bearer)) return message(401, 'Refresh token missing');
      auth.accessToken = FRESH_ACCESS_TOKEN;
      return json({ access_token: FRESH_ACCESS_TOKEN });
    }),
    route('tracker.logout', 'post', `${base}/logout`, () => json({ ok: true })),
    route('tracker.changePassword', 'put', `${base}/user/change-password`, async ({ request }) => {
      const body = await readJson(request, ChangePasswordRequest);
      if (body instanceof Response) return body;
      if (body.oldPassword !== db.credentials.password) return message(400, 'Wrong password');
      db.credentials.password = body.newPassword;
      return json({ ok: true });
    }),
    route('tracker.user', 'get', `${base}/user`, () => json(db.user)),
    route('tracker.updateUser', 'put', `${base}/user`, async ({ request }) => {
      const body = await readJson(request, UserUpdate);
      if (body instanceof Response) return body;
      Object.assign(db.user, body);
      return json(db.user);
    }),
    route('tracker.createUser', 'post', `${base}/user`, async ({ request }) => {
      const body = await readJson(request, UserCreate);
      if (body instanceof Response) return body;
      return json({ id: (db.user.id ?? 1) + 1, name: body.name, email: body.email }, 201);
    }),
    route('tracker.getUser', 'get', `${base}/user/:id`, ({ params }) =>
      Number(params.id) === db.user.id ? json(db.user) : notFound('User'),
    ),
    route('tracker.users', 'get', `${base}/users`, ({ url }) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      return json(users().filter((u) => `${u.name} ${u.email}`.toLowerCase().includes(search)));
    }),
  ];
};
