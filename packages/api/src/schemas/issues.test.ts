import { describe, expect, it } from 'vitest';
import { CommentCreate } from './comment.ts';
import { schemaIssues } from './issues.ts';

describe('schemaIssues', () => {
  it('gives the failed rule per path, nothing for a valid value', () => {
    const valid = { commentatorId: 1, langId: 2, text: 'Fine', stars: 5, countRated: 10 };
    expect(schemaIssues(CommentCreate, valid)).toEqual({});
    expect(
      schemaIssues(CommentCreate, { ...valid, commentatorId: null, text: 'x', stars: 6 }),
    ).toEqual({ commentatorId: 'domain', text: 'minLength', stars: 'max' });
  });
});
