export {
  ConsoleServicesProvider,
  useConsoleServices,
  type ConsoleNavigateOptions,
  type ConsoleServices,
} from './services/ConsoleServices.tsx';
export {
  ConsoleLink,
  LinkAdapterProvider,
  type ConsoleLinkProps,
  type LinkAdapter,
} from './navigation/LinkAdapter.tsx';
export { NotFound } from './NotFound/NotFound.tsx';
export { ErrorScreen } from './ErrorScreen/ErrorScreen.tsx';
export { Login, RESTORE_ACCESS_MESSAGE, type LoginProps } from './Login/Login.tsx';
export { Shell, type ShellProps } from './Shell/Shell.tsx';
export { NAV_ITEMS, currentNavItem, type NavItem } from './Shell/navItems.ts';
export {
  SessionProvider,
  useSession,
  useSessionActor,
  type SessionActorRef,
} from './Session/SessionContext.tsx';
export { StorySession, type StorySessionProps } from './Session/StorySession.tsx';
export {
  createSessionLogic,
  forwardClientEvents,
  type SessionEffects,
} from './Session/sessionLogic.ts';
export { Apps } from './Apps/Apps.tsx';
export {
  EMPTY_LIST_VIEW,
  LIST_NOT_LOADED,
  type ListView,
  type ListViewProps,
} from './ListScreen/listView.ts';
export { APPS_PATH, NEW_APP_PATH, appPath } from './Apps/appPaths.ts';
export type { AppsListCalls } from './Apps/appsListLogic.ts';
export { LINK_COPIED, PUSHOK_COPIED, PUSHOK_NOT_AVAILABLE } from './Apps/AppLinkCells.tsx';
export { AppPage, type AppPageProps } from './AppPage/AppPage.tsx';
export {
  createAppFormLogic,
  type AppFormCalls,
  type AppFormLogic,
} from './AppPage/appFormLogic.ts';
export { WEB_SERVER_URL_COPIED } from './AppPage/AppBreadcrumb.tsx';
export { Domains, DOMAINS_PATH } from './Domains/Domains.tsx';
export { BuyDomainModal, type BuyDomainModalProps } from './Domains/BuyDomainModal.tsx';
export {
  createDomainsLogic,
  type DomainsCalls,
  type DomainsLogic,
} from './Domains/domainsLogic.ts';
export { Templates, TEMPLATES_PATH } from './Templates/Templates.tsx';
export { createTemplatesListLogic, type TemplatesCalls } from './Templates/templatesListLogic.ts';
export {
  Landings,
  LANDINGS_PATH,
  PWA_CREATION_PATH,
  landingEditorPath,
} from './Landings/Landings.tsx';
export {
  createLandingsListLogic,
  LANDING_DELETE_FAILED,
  type LandingsCalls,
} from './Landings/landingsListLogic.ts';
export { useBeforeUnloadWarning } from '@landing/drafts';
