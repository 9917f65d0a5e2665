export { relatedLaunchersMachine, type RelatedLaunchersTag } from './machine.ts';
export type { RelatedLaunchersEvent } from './events.ts';
export type { RelatedLaunchersContext, RelatedLaunchersInput } from './context.ts';
export {
  relatedLaunchersActors,
  relatedLaunchersEffects,
  type LandingIdInput,
  type LinkLauncherInput,
} from './actors.ts';
export { relatedLaunchersMount } from './section.ts';
export * as relatedLaunchersSelectors from './selectors.ts';
export type { RelatedLaunchersSnapshot } from './selectors.ts';
