import type { ApiClient } from '@landing/api';
import { createContext, useContext, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'warning';

/**
 * What every part of one editor instance shares: its API client and its own toasts. One value
 * per mounted editor (never module state), so two editors on one page stay apart.
 */
export interface EditorServices {
  client: ApiClient;
  notify: (kind: ToastKind, text: string) => void;
  /** Logged failures the spec shows no toast for (e.g. attach or unlink design). */
  log: (message: string, error?: unknown) => void;
}

const EditorServicesContext = createContext<EditorServices | null>(null);

export function EditorServicesProvider({
  services,
  children,
}: {
  services: EditorServices;
  children: ReactNode;
}) {
  return (
    <EditorServicesContext.Provider value={services}>{children}</EditorServicesContext.Provider>
  );
}

export function useEditorServices(): EditorServices {
  const services = useContext(EditorServicesContext);
  if (!services) throw new Error('useEditorServices must be used inside <EditorServicesProvider>');
  return services;
}
