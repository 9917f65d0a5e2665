export {
  ConsoleLink,
  LinkAdapterProvider,
  type ConsoleLinkProps,
  type LinkAdapter,
} from './navigation/LinkAdapter.tsx';
export { NotFound } from './NotFound/NotFound.tsx';
export { ErrorScreen } from './ErrorScreen/ErrorScreen.tsx';
