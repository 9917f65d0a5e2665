import type { designMachine } from '@landing/machines';
import type { ActorRefFrom } from 'xstate';

export type DesignActorRef = ActorRefFrom<typeof designMachine>;
