import { Toaster } from '@landing/ui';
import type { ReactNode } from 'react';
import { LinkAdapterProvider, type LinkAdapter } from '../navigation/LinkAdapter.tsx';

export type StoryFrameProps = {
  /** Receives every console path a link or screen goes to; nothing leaves the story. */
  onNavigate: (to: string) => void;
  children: ReactNode;
};

/**
 * What the web app gives a signed-in screen, for stories: links that report where they go
 * instead of loading a page, and the toaster.
 */
export function StoryFrame({ onNavigate, children }: StoryFrameProps) {
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
  return (
    <LinkAdapterProvider link={link}>
      {children}
      <Toaster />
    </LinkAdapterProvider>
  );
}
