import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where portalled widgets (modals, confirm dialogs, select lists, menus) render. `undefined`
 * (no provider) keeps Radix's default, `document.body`; an embedded host such as the editor
 * provides an element inside its own root so nothing it draws lands outside that root.
 */
const PortalContainerContext = createContext<HTMLElement | undefined>(undefined);

export type PortalContainerProviderProps = {
  /** The element portals render into; must already be in the document. */
  container: HTMLElement;
  children?: ReactNode;
};

export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return (
    <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>
  );
}

/** The container for a `*.Portal`'s `container` prop; `undefined` means `document.body`. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext);
}
