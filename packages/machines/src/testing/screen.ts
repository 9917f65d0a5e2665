// `@landing/machines/testing`: what screens' stories share with the machines' model tests.
export { screenStepsOf, type ScreenAnswer, type ScreenStep } from './screenPaths.ts';
export { APP_FORM_SCREEN_PATHS, type AppFormScreenPath } from '../appForm/screenPaths.ts';
export {
  RESOURCE_LIST_SCREEN_PATHS,
  type ResourceListScreenPath,
} from '../resourceList/screenPaths.ts';
export { LOGIN_SCREEN_PATHS, type LoginScreenPath } from '../session/screenPaths.ts';
