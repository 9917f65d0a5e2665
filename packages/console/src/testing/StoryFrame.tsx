import type { ApiClient } from '@landing/api';
import { createToastStore, Toaster } from '@landing/ui';
import { useMemo, useState, type ReactNode } from 'react';
import type { LinkAdapter } from '../navigation/LinkAdapter.tsx';
import { ConsoleServicesProvider, type ConsoleServices } from '../services/ConsoleServices.tsx';

export type StoryFrameProps = {
  /** The story's API client (its network answered by the story's MSW handlers). */
  client: ApiClient;
  /** Receives every console path a link or screen goes to; nothing leaves the story. */
  onNavigate: (to: string) => void;
  /** How often the screen's list polls; the console's 5 s unless given. */
  listPollMs?: number;
  children: ReactNode;
};

/**
 * What the web app gives a signed-in screen, for stories: the console's services (the story's
 * client, navigation and links that report where they go instead of loading a page, toasts)
 * and a toaster. The toasts are this frame's own, so a story starts with none and a toast
 * raised outside the services (`@landing/ui`'s module-level `toast`) would not show.
 */
export function StoryFrame({ client, onNavigate, listPollMs, children }: StoryFrameProps) {
  const [toasts] = useState(createToastStore);
  const services = useMemo<ConsoleServices>(() => {
    const link: LinkAdapter = ({ to, children: content, ...rest }) => (
      <a
        href={to}
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          onNavigate(to);
        }}
      >
        {content}
      </a>
    );
    return {
      client,
      link,
      navigate: (to) => onNavigate(to),
      notify: (kind, text) => void toasts.add(kind, text),
      listPollMs,
    };
  }, [client, onNavigate, toasts, listPollMs]);
  return (
    <ConsoleServicesProvider services={services}>
      {children}
      <Toaster store={toasts} />
    </ConsoleServicesProvider>
  );
}
