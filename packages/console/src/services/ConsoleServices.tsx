import type { ApiClient } from '@landing/api';
import { createContext, useContext, type ReactNode } from 'react';
import { LinkAdapterProvider, type LinkAdapter } from '../navigation/LinkAdapter.tsx';

export type ConsoleNavigateOptions = {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
};

/**
 * Everything a console screen needs from its host, in one place: the API client, navigation
 * and the link component. Screens take only route data (an id, a search value) as props and
 * read these with `useConsoleServices()`; the session comes from `SessionProvider`, toasts from
 * `@landing/ui`'s one toaster.
 */
export type ConsoleServices = {
  /** The one API client (`createApiClient`); screens build their machines' effects from it. */
  client: ApiClient;
  /** Goes to a console path (the host's router; a spy in stories). */
  navigate: (to: string, options?: ConsoleNavigateOptions) => void;
  /** Renders links to console paths (the router's link in the web app, so preload works). */
  link: LinkAdapter;
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
