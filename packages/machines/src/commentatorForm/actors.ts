import type { CommentatorCreated } from '@landing/api';
import { notProvidedActor } from '../shared/notProvided.ts';
import type { IconBytesType } from './imageType.ts';

export type DetectIconTypeInput = { file: Blob };
export type CreateCommentatorInput = { name: string; icon: Blob };

/** Injected actors (all `fromPromise`). */
export const commentatorFormActors = {
  /** Reads the file's first bytes (`detectImageType`); null when it is none of the three. */
  detectIconType: notProvidedActor<IconBytesType, DetectIconTypeInput>('detectIconType'),
  /** POST /api/commentators (multipart name, icon); answers the new id. */
  createCommentator: notProvidedActor<CommentatorCreated, CreateCommentatorInput>(
    'createCommentator',
  ),
};
