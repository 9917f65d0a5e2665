import { describe, expect, it } from 'vitest';
import { appFormDraftFormat, iconNameDraftFormat } from './formats.ts';

const typed = {
  name: 'Half-typed app',
  pushService: 'firebase',
  landingId: 3,
  openerLink: 'https://tracker.example.com/r',
  domain: 'example.com',
  subdomain: 'shop',
};

describe('appFormDraftFormat', () => {
  it('reads back every field of the app form as typed', () => {
    expect(appFormDraftFormat.read(typed, 1)).toEqual(typed);
    expect(appFormDraftFormat.read({ ...typed, landingId: null }, 1)).toEqual({
      ...typed,
      landingId: null,
    });
  });

  it('refuses another version, a missing field, an unknown push service or a bad landing id', () => {
    expect(appFormDraftFormat.read(typed, 2)).toBeNull();
    const { openerLink: _missing, ...withoutLink } = typed;
    expect(appFormDraftFormat.read(withoutLink, 1)).toBeNull();
    expect(appFormDraftFormat.read({ ...typed, pushService: 'pigeon' }, 1)).toBeNull();
    expect(appFormDraftFormat.read({ ...typed, landingId: '3' }, 1)).toBeNull();
    expect(appFormDraftFormat.read([typed], 1)).toBeNull();
  });
});

describe('iconNameDraftFormat', () => {
  it('reads back both names; refuses another version or a name that is not text', () => {
    expect(iconNameDraftFormat.read({ name: 'Puzzle', shortName: 'Pz' }, 1)).toEqual({
      name: 'Puzzle',
      shortName: 'Pz',
    });
    expect(iconNameDraftFormat.read({ name: 'Puzzle', shortName: 'Pz' }, 2)).toBeNull();
    expect(iconNameDraftFormat.read({ name: 'Puzzle', shortName: 7 }, 1)).toBeNull();
    expect(iconNameDraftFormat.read(null, 1)).toBeNull();
  });
});
