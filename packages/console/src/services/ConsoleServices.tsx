import type { ApiClient } from '@landing/api';
import type { ToastKind } from '@landing/ui';
import { createContext, useContext, type ReactNode } from 'react';
import { LinkAdapterProvider, type LinkAdapter } from '../navigation/LinkAdapter.tsx';

export type ConsoleNavigateOptions = {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
};

/**
 * Everything a console screen needs from its host, in one place: the API client, navigation,
 * the link component and toasts (as the editor's `EditorServices`). Screens take only route
 * data (an id, a search value) as props and read these with `useConsoleServices()`; the
 * session comes from `SessionProvider` (a running actor whose state screens select).
 */
export type ConsoleServices = {
  /** The one API client (`createApiClient`); screens build their machines' effects from it. */
  client: ApiClient;
  /** Goes to a console path (the host's router; a spy in stories). */
  navigate: (to: string, options?: ConsoleNavigateOptions) => void;
  /** Renders links to console paths (the router's link in the web app, so preload works). */
  link: LinkAdapter;
  /** Shows a toast (the web app's one toaster; a story's own). */
  notify: (kind: ToastKind, text: string) => void;
  /** How often a list polls while shown (issue 29): 5 s unless a story shortens it. */
  listPollMs?: number;
};

const ServicesContext = createContext<ConsoleServices | null>(null);

export function ConsoleServicesProvider({
  services,
  children,
}: {
  services: ConsoleServices;
  children: ReactNode;
}) {
  return (
    <ServicesContext.Provider value={services}>
      <LinkAdapterProvider link={services.link}>{children}</LinkAdapterProvider>
    </ServicesContext.Provider>
  );
}

/** The host's services; every console screen reads its dependencies here. */
export function useConsoleServices(): ConsoleServices {
  const services = useContext(ServicesContext);
  if (services === null) {
    throw new Error('A console screen needs a <ConsoleServicesProvider> above it.');
  }
  return services;
}
