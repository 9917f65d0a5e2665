import type { Created } from '@landing/api';
import type { Commentator } from '../comments/entities.ts';
import { notProvidedActor } from '../shared/notProvided.ts';
import type { IconBytesType } from './imageType.ts';

export type DetectIconTypeInput = { file: Blob };
export type CreateCommentatorInput = { name: string; icon: Blob };

/** Injected actors (all `fromPromise`). */
export const commentatorFormActors = {
  /** Reads the file's first bytes (`detectImageType`); null when it is none of the three. */
  detectIconType: notProvidedActor<IconBytesType, DetectIconTypeInput>('detectIconType'),
  /** POST /api/commentators (multipart name, icon); the new id, if its answer names it. */
  createCommentator: notProvidedActor<Created, CreateCommentatorInput>('createCommentator'),
  /** GET /api/commentators: after a create answered without its id, to find the new one. */
  listCommentators: notProvidedActor<Commentator[], void>('listCommentators'),
};
