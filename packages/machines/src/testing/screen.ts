// `@landing/machines/testing`: what screens' stories share with the machines' model tests.
export { screenStepsOf, type ScreenAnswer, type ScreenStep } from './screenPaths.ts';
export { APP_FORM_SCREEN_PATHS, type AppFormScreenPath } from '../appForm/screenPaths.ts';
export {
  RESOURCE_LIST_SCREEN_PATHS,
  type ResourceListScreenPath,
} from '../resourceList/screenPaths.ts';
export { LOGIN_SCREEN_PATHS, type LoginScreenPath } from '../session/screenPaths.ts';
export { BUY_DOMAIN_SCREEN_PATHS, type BuyDomainScreenPath } from '../buyDomain/screenPaths.ts';
export {
  DOMAINS_LIST_SCREEN_PATHS,
  type DomainsListScreenPath,
} from '../domainsList/screenPaths.ts';
export {
  DOMAIN_STATUS_SCREEN_PATHS,
  type DomainStatusScreenPath,
} from '../domainStatus/screenPaths.ts';
export {
  TEMPLATE_FORM_SCREEN_PATHS,
  type TemplateFormScreenMode,
} from '../templateForm/screenPaths.ts';
export { CONTENT_SCREEN_PATHS, type ContentScreenPath } from '../content/screenPaths.ts';
export {
  STATIC_CONTENT_SCREEN_PATHS,
  type StaticContentScreenPath,
} from '../staticContent/screenPaths.ts';
export { DESIGN_SCREEN_PATHS, type DesignScreenStart } from '../design/screenPaths.ts';
export { COMMENTS_SCREEN_PATHS, type CommentsScreenPath } from '../comments/screenPaths.ts';
export { germanInput as germanCommentsInput } from '../comments/fixtures.ts';
