import type { Comment, CommentCreate, Commentator, Locale } from '@landing/api';

export type { Comment, CommentCreate, Commentator, Locale };
