import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';

export type UserRow = { id: number; email: string; name: string; password_hash: string };
export type User = { id: number; email: string; name: string; fullName: string };

export const toUser = (row: Pick<UserRow, 'id' | 'email' | 'name'>): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  fullName: row.name,
});

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.query<UserRow>(`select * from users where lower(email) = lower($1)`, [
    email,
  ]);
  return row;
}

export async function getUser(db: Database, id: number): Promise<UserRow> {
  const [row] = await db.query<UserRow>(`select * from users where id = $1`, [id]);
  if (!row) throw notFound('User');
  return row;
}
