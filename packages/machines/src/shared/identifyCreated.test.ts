import { describe, expect, it } from 'vitest';
import { identifyCreated } from './identifyCreated.ts';

const named = (name: string) => (record: { name?: string }) => record.name === name;

describe('identifyCreated', () => {
  it('names the one new record that matches what was sent', () => {
    const after = [
      { id: 1, name: 'Puzzle' },
      { id: 2, name: 'Other' },
      { id: 5, name: 'Puzzle' },
    ];
    expect(identifyCreated([1, 2], after, named('Puzzle'))).toBe(5);
  });

  it('names nothing when two new records match (another operator made one too)', () => {
    const after = [
      { id: 1, name: 'Puzzle' },
      { id: 5, name: 'Puzzle' },
      { id: 6, name: 'Puzzle' },
    ];
    expect(identifyCreated([1], after, named('Puzzle'))).toBeNull();
  });

  it('names nothing when no new record matches', () => {
    expect(
      identifyCreated(
        [1],
        [
          { id: 1, name: 'Puzzle' },
          { id: 2, name: 'x' },
        ],
        named('Puzzle'),
      ),
    ).toBeNull();
  });

  it('names nothing without the list from before the create', () => {
    expect(identifyCreated(null, [{ id: 5, name: 'Puzzle' }], named('Puzzle'))).toBeNull();
  });
});
