import { describe, expect, it } from 'vitest';
import { valuesFromStaticContent } from './values.ts';

/** editor.md §9's defaults, as the form shows them, for a launcher named 'Lucky Spin'. */
const defaults = {
  name: 'Lucky Spin',
  shortName: 'Lucky Spin',
  developer: '',
  email: '',
  reviews: '200',
  size: '16',
  age: 3,
  installs: '3000000',
  ratingPeople: '100000',
  rating: 4.64,
  starPercent: [80, 10, 5, 4, 1],
  version: '1.0',
  androidVersion: '11',
};

describe('static content not filled in yet shows the spec defaults', () => {
  it.each([
    ['none', null],
    ['an empty object', {}],
  ])('%s: every field has its default', (_, staticContent) => {
    expect(valuesFromStaticContent(staticContent, 'Lucky Spin')).toEqual(defaults);
  });

  it('a partial one: what it has, the defaults for the rest', () => {
    expect(
      valuesFromStaticContent({ developer: 'Acme', rating: 4.2, version: '2.1' }, 'Lucky Spin'),
    ).toEqual({ ...defaults, developer: 'Acme', rating: 4.2, version: '2.1' });
  });
});
