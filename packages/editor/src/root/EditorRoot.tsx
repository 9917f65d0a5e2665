import { createToastStore, PortalContainerProvider } from '@landing/ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { EditorServicesProvider, type EditorServices } from '../services/EditorServices.tsx';
import type { EditorTheme, LandingEditorCallbacks } from '../package/contract.ts';
import { clientFor, type EditorConnection } from './editorClient.ts';
import { reportSessionEnd } from './sessionEnded.ts';
import { SignInAgainDialog } from './SignInAgainDialog.tsx';
import { ToasterOnDemand } from './ToasterOnDemand.tsx';
import * as styles from './EditorRoot.css.ts';
import { useLatest } from './useLatest.ts';

export type { EditorTheme } from '../package/contract.ts';

export type EditorRootProps = EditorConnection & {
  /** Light or dark tokens, set on the editor's own root (default light). */
  theme?: EditorTheme;
  /** Added to the root element, e.g. for the host's layout. */
  className?: string;
  /**
   * What the editor is called for assistive technology (its notifications region is named
   * after it); give each editor on one page its own. Default 'Landing editor'.
   */
  label?: string;
  /** Failures the editor logs instead of showing (default: `console.warn`). */
  onLog?: (message: string, error?: unknown) => void;
  /** The host signs the operator in again (`LandingEditorCallbacks.onSessionEnded`). */
  onSessionEnded?: LandingEditorCallbacks['onSessionEnded'];
  children?: ReactNode;
};

/**
 * One editor instance's frame: the root element carrying the theme tokens, a portal container
 * inside it (modals, menus and select lists render there, never in `document.body`), its own
 * toasts (the toaster loads with the first one), and the services (API client, notify, log) every part of this editor shares.
 * Nothing is module state, so two editors on one page stay apart.
 */
export function EditorRoot({
  theme = 'light',
  className,
  label = 'Landing editor',
  onLog,
  onSessionEnded,
  children,
  ...connection
}: EditorRootProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const [toasts] = useState(createToastStore);
  const latestOnLog = useLatest(onLog);
  const { client, apiUrl, trackerUrl, registrarUrl } = connection;
  const services = useMemo<EditorServices>(
    () => ({
      client: clientFor(client ? { client } : { apiUrl, trackerUrl, registrarUrl }),
      notify: (kind, text) => {
        toasts.add(kind, text);
      },
      log: (message, error) => {
        const log = latestOnLog.current;
        if (log) log(message, error);
        else console.warn(`[landing editor] ${message}`, error);
      },
    }),
    [client, apiUrl, trackerUrl, registrarUrl, toasts, latestOnLog],
  );
  useEffect(() => reportSessionEnd(services.client, services.log), [services]);
  const latestOnSessionEnded = useLatest(onSessionEnded);
  const hostSignsIn = onSessionEnded !== undefined;
  useEffect(() => {
    if (!hostSignsIn) return;
    return services.client.onSessionEnded(
      (reason) => latestOnSessionEnded.current?.(reason) ?? Promise.resolve(false),
    );
  }, [services, hostSignsIn, latestOnSessionEnded]);
  return (
    <div
      className={className ? `${styles.root[theme]} ${className}` : styles.root[theme]}
      data-landing-editor=""
      data-editor-theme={theme}
    >
      {/* Children wait for the portal container so no portal ever falls back to the body. */}
      {portalContainer && (
        <PortalContainerProvider container={portalContainer}>
          <EditorServicesProvider services={services}>
            {children}
            {/* A ready client's host signs in (the console's session); base URLs: the editor. */}
            {!hostSignsIn && client === undefined && <SignInAgainDialog client={services.client} />}
          </EditorServicesProvider>
        </PortalContainerProvider>
      )}
      <ToasterOnDemand store={toasts} label={`${label} notifications ({hotkey})`} />
      <div ref={setPortalContainer} className={styles.portalContainer} data-editor-portals="" />
    </div>
  );
}
