import { describe, expect, it } from 'vitest';
import { listSearchOf, listSearchValidator, listViewOf, MAX_FILTER_LENGTH } from './listSearch.ts';

const validate = listSearchValidator({ sortable: ['name', 'id'], filterable: ['name'] });

describe('listSearchValidator', () => {
  it('keeps a known sort, its order and the filter', () => {
    expect(validate({ sort: 'name', order: 'desc', q: 'shop' })).toEqual({
      sort: 'name',
      order: 'desc',
      q: 'shop',
    });
  });

  it('drops a sort naming no sortable column, and its order with it', () => {
    expect(validate({ sort: 'password', order: 'desc' })).toEqual({
      sort: undefined,
      order: undefined,
      q: undefined,
    });
  });

  it('drops an unknown order and values of the wrong shape', () => {
    expect(validate({ sort: 'id', order: 'sideways', q: { a: 1 } })).toEqual({
      sort: 'id',
      order: undefined,
      q: undefined,
    });
    expect(validate({ sort: ['name'], q: null })).toEqual({
      sort: undefined,
      order: undefined,
      q: undefined,
    });
  });

  it('reads a filter the router parsed to a number or boolean as text, and cuts a long one', () => {
    expect(validate({ q: 123 }).q).toBe('123');
    expect(validate({ q: true }).q).toBe('true');
    expect(validate({ q: 'x'.repeat(5000) }).q).toHaveLength(MAX_FILTER_LENGTH);
  });
});

describe('listViewOf and listSearchOf', () => {
  it('round-trip a view through the query', () => {
    const view = { sort: { field: 'name', direction: 'descending' as const }, filter: 'a b' };
    expect(listViewOf(validate(listSearchOf(view)))).toEqual(view);
  });

  it('give a plain list a plain query, and a sort without order is ascending', () => {
    expect(listSearchOf({ sort: null, filter: '' })).toEqual({});
    expect(listViewOf({ sort: 'id' })).toEqual({
      sort: { field: 'id', direction: 'ascending' },
      filter: '',
    });
  });
});
