import { type } from './answerType.ts';
import { Id, lenient, LenientText, PageMeta, rowsOf } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/** A user: name and email are shown (a dash when absent, null or odd); nothing is required. */
export const User = lazySchema(() =>
  type({
    'id?': lenient(Id),
    'name?': LenientText,
    'email?': LenientText,
  }),
);
export type User = typeof User.infer;
export const UserList = lazySchema(() => rowsOf(User));

/** `GET /tracker/v1/users`: a page of users, as every paged list (DECISIONS.md). */
export const UserPage = lazySchema(() => PageMeta.and({ items: rowsOf(User) }));
export type UserPage = typeof UserPage.infer;

/** `POST /tracker/v1/login` answer. */
export const Session = lazySchema(() =>
  type({ access_token: 'string > 0', refresh_token: 'string > 0' }),
);
export type Session = typeof Session.infer;

/** `POST /tracker/v1/refresh` answer; a rotated refresh token is stored when present. */
export const RefreshedTokens = lazySchema(() =>
  type({ access_token: 'string > 0', 'refresh_token?': 'string > 0' }),
);
export type RefreshedTokens = typeof RefreshedTokens.infer;

/** Long enough for any real one; bounded so nobody makes the server hash a megabyte. */
const Password = lazySchema(() => type('6 <= string <= 200'));
const Email = lazySchema(() => type('string.email').and('string <= 254'));
const UserName = lazySchema(() => type('0 < string <= 100'));

export const LoginRequest = lazySchema(() =>
  type({ email: 'string.email', password: 'string >= 6' }),
);
export type LoginRequest = typeof LoginRequest.infer;

/** `PUT /tracker/v1/user/change-password`: not shown; decided: old and new password. */
export const ChangePasswordRequest = lazySchema(() =>
  type({
    oldPassword: '0 < string <= 200',
    newPassword: Password,
  }),
);
export type ChangePasswordRequest = typeof ChangePasswordRequest.infer;

/** `POST /tracker/v1/user`: creates a user. */
export const UserCreate = lazySchema(() =>
  type({
    name: UserName,
    email: Email,
    password: Password,
  }),
);
export type UserCreate = typeof UserCreate.infer;

/** `PUT /tracker/v1/user`: the current user's own fields. */
export const UserUpdate = lazySchema(() => type({ 'name?': UserName, 'email?': Email }));
export type UserUpdate = typeof UserUpdate.infer;

/** `GET /tracker/v1/users` query: not shown; decided: free text search and paging. */
export const UsersQuery = lazySchema(() =>
  type({
    'search?': 'string',
    'page?': 'number.integer >= 1',
    'size?': 'number.integer >= 1',
  }),
);
export type UsersQuery = typeof UsersQuery.infer;
