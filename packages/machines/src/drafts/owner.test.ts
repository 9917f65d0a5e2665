import { describe, expect, it } from 'vitest';
import { draftOwnerOf } from './owner.ts';

describe('draftOwnerOf', () => {
  it('keys by the user id, whatever the email', () => {
    expect(draftOwnerOf({ id: 7, email: 'Olga@Example.com', name: 'Olga' })).toBe('id:7');
    expect(draftOwnerOf({ id: 7 })).toBe('id:7');
  });

  it('a back office answering email null still gives each user their own key', () => {
    // The tracker's `email: null` is read as absent.
    const olga = draftOwnerOf({ id: 7, name: 'Olga' });
    const pierre = draftOwnerOf({ id: 8, name: 'Olga' });
    expect(olga).not.toBe('');
    expect(olga).not.toBe(pierre);
  });

  it('without an id: the email in any case, else the name', () => {
    expect(draftOwnerOf({ email: 'Olga@Example.com' })).toBe(
      draftOwnerOf({ email: 'olga@example.com' }),
    );
    expect(draftOwnerOf({ email: 'olga@example.com' })).not.toBe(
      draftOwnerOf({ email: 'pierre@example.com' }),
    );
    expect(draftOwnerOf({ email: '', name: 'Olga' })).toBe('name:Olga');
  });

  it('a user with nothing readable still has a non-empty key', () => {
    expect(draftOwnerOf({})).toBe('unknown-user');
  });
});
