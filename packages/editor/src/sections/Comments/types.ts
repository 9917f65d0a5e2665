import type { ActorRefFrom } from 'xstate';
import type { CommentsLogic } from './commentsSection.ts';

export type CommentsActor = ActorRefFrom<CommentsLogic>;
