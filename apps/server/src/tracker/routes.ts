import { Hono } from 'hono';
import { hashPassword, verifyPassword, verifyUserPassword } from '../auth/password.ts';
import { bearerToken, requireAuth } from '../auth/requireAuth.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { HttpError, isUniqueViolation } from '../http/errors.ts';
import type { AppEnv, Services } from '../http/env.ts';
import { idParam, jsonBody } from '../http/validate.ts';
import { pageQuery, paged } from '../http/paging.ts';
import { ChangePasswordRequest, LoginRequest, UserCreate, UserUpdate } from '@landing/api/schemas';
import { findUserByEmail, getUser, toUser, type UserRow } from './users.ts';

/** Emails are unique whatever their case (`users_email_lower_key`): a race ends here. */
function emailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, 'A user with this email already exists');
  throw error;
}

/** The tracker (auth) service: `/tracker/v1`. */
export function trackerRoutes({ db, tokens, loginThrottle }: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(tokens);

  app.post('/login', async (c) => {
    const { email, password } = await jsonBody(c, LoginRequest);
    const address = clientAddress(c);
    const retryAfter = await loginThrottle.claim(email, address);
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      const minutes = Math.ceil(retryAfter / 60);
      throw new HttpError(
        429,
        `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    const user = await findUserByEmail(db, email);
    if (!(await verifyUserPassword(password, user?.password_hash)) || !user) {
      throw new HttpError(401, 'Invalid email or password');
    }
    await loginThrottle.recordSuccess(email, address);
    return c.json({ data: await tokens.openSession(user.id) });
  });

  app.post('/refresh', async (c) => {
    const token = bearerToken(c);
    if (!token) throw new HttpError(401, 'Refresh token required');
    const result = await tokens.refresh(token);
    if (result.ok) {
      return c.json({
        data: { access_token: result.access_token, refresh_token: result.refresh_token },
      });
    }
    throw new HttpError(
      401,
      result.reused
        ? 'The refresh token was already used, so its session has been ended. Log in again.'
        : 'The refresh token is invalid or has expired',
    );
  });

  app.post('/logout', async (c) => {
    const token = bearerToken(c);
    if (!token) throw new HttpError(401, 'Authorization required');
    if (!(await tokens.revoke(token))) {
      throw new HttpError(401, 'The token is invalid or its session has already ended');
    }
    return c.json({ data: { success: true } });
  });

  app.get('/user', auth, async (c) => c.json({ data: toUser(await getUser(db, c.get('userId'))) }));

  app.put('/user', auth, async (c) => {
    const patch = await jsonBody(c, UserUpdate);
    const [row] = await db
      .query<UserRow>(
        `update users set name = coalesce($2, name), email = coalesce($3, email)
         where id = $1 returning *`,
        [c.get('userId'), patch.name ?? null, patch.email ?? null],
      )
      .catch(emailTaken);
    if (!row) throw new HttpError(404, 'User not found');
    return c.json({ data: toUser(row) });
  });

  app.post('/user', auth, async (c) => {
    const body = await jsonBody(c, UserCreate);
    if (await findUserByEmail(db, body.email)) {
      throw new HttpError(409, 'A user with this email already exists');
    }
    const [row] = await db
      .query<UserRow>(
        `insert into users (email, name, password_hash) values ($1, $2, $3) returning *`,
        [body.email, body.name, await hashPassword(body.password)],
      )
      .catch(emailTaken);
    return c.json({ data: toUser(row!) }, 201);
  });

  app.put('/user/change-password', auth, async (c) => {
    const body = await jsonBody(c, ChangePasswordRequest);
    const user = await getUser(db, c.get('userId'));
    if (!(await verifyPassword(body.oldPassword, user.password_hash))) {
      throw new HttpError(400, 'oldPassword is wrong');
    }
    await db.query(`update users set password_hash = $2 where id = $1`, [
      user.id,
      await hashPassword(body.newPassword),
    ]);
    await tokens.revokeAllOf(user.id, c.get('sessionId'));
    return c.json({ data: { success: true } });
  });

  app.get('/user/:id', auth, async (c) => c.json({ data: toUser(await getUser(db, idParam(c))) }));

  app.get('/users', auth, async (c) => {
    const { page, size, offset } = pageQuery(c);
    const search = `%${c.req.query('search') ?? c.req.query('query') ?? ''}%`;
    const rows = await db.query<UserRow & { total: number }>(
      `select *, count(*) over ()::int as total from users
       where email ilike $1 or name ilike $1 order by id limit $2 offset $3`,
      [search, size, offset],
    );
    return c.json({ data: paged(rows.map(toUser), rows[0]?.total ?? 0, page, size) });
  });

  return app;
}
