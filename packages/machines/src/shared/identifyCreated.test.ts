import { describe, expect, it } from 'vitest';
import { identifyCreated, identifyCreatedMany } from './identifyCreated.ts';

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

describe('identifyCreatedMany', () => {
  const byText = (record: { text: string }) => record.text;
  const before = [1, 2];
  const after = [
    { id: 1, text: 'a' },
    { id: 2, text: 'b' },
    { id: 7, text: 'b' },
    { id: 8, text: 'a' },
    { id: 9, text: 'a' },
    { id: 10, text: 'c' },
  ];

  it('pairs each sent record with a new one of its kind, in list order', () => {
    expect(identifyCreatedMany(before, after, ['a', 'b', 'a'], byText, (text) => text)).toEqual([
      8, 7, 9,
    ]);
  });

  it('names nothing when a kind has more or fewer new records than were sent', () => {
    expect(identifyCreatedMany(before, after, ['a', 'b'], byText, (text) => text)).toBeNull();
    expect(identifyCreatedMany(before, after, ['d'], byText, (text) => text)).toBeNull();
    expect(identifyCreatedMany(null, after, ['c'], byText, (text) => text)).toBeNull();
  });

  it('ignores new records of kinds not sent', () => {
    expect(identifyCreatedMany(before, after, ['c'], byText, (text) => text)).toEqual([10]);
  });
});
