import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { Launcher } from './launcher.ts';

const launcher = { id: 5, name: 'Lucky Spin', template: { code: 'playstore', isCustom: false } };

describe('a launcher not filled in yet reads as one (DECISIONS.md "Write answers")', () => {
  it.each([
    ['absent', {}],
    ['null', { staticContent: null }],
    ['empty', { staticContent: {} }],
    ['partial', { staticContent: { name: 'Lucky Spin', rating: 4.2 } }],
  ])('staticContent %s', (_, extra) => {
    expect(Launcher({ ...launcher, ...extra })).not.toBeInstanceOf(type.errors);
  });

  it('unknown extra fields are ignored', () => {
    expect(
      Launcher({ ...launcher, owner: 'someone', staticContent: { extra: 1 } }),
    ).not.toBeInstanceOf(type.errors);
  });

  it('what a screen cannot work without is still required', () => {
    expect(Launcher({ name: 'Lucky Spin', template: launcher.template })).toBeInstanceOf(
      type.errors,
    );
  });
});
