import { createContext, useCallback, useContext, type ReactNode } from 'react';

/**
 * The forms of an editor that no machine of it holds (the Add Template dialog) and that hold
 * unsaved work now: the editor's dirty state (`onDirtyChange`, `isDirty()`) counts them.
 */
export function createDirtyForms() {
  const dirty = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    report(id: string, isDirty: boolean) {
      if (dirty.has(id) === isDirty) return;
      if (isDirty) dirty.add(id);
      else dirty.delete(id);
      for (const listener of listeners) listener();
    },
    any: () => dirty.size > 0,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type DirtyForms = ReturnType<typeof createDirtyForms>;

const DirtyFormsContext = createContext<DirtyForms | null>(null);

export function DirtyFormsProvider({
  forms,
  children,
}: {
  forms: DirtyForms;
  children: ReactNode;
}) {
  return <DirtyFormsContext.Provider value={forms}>{children}</DirtyFormsContext.Provider>;
}

/**
 * How form `id` tells its editor whether it holds unsaved work; undefined outside an editor
 * (a section on its own in a story): the form then guards itself.
 */
export function useReportDirty(id: string): ((isDirty: boolean) => void) | undefined {
  const forms = useContext(DirtyFormsContext);
  const report = useCallback((isDirty: boolean) => forms?.report(id, isDirty), [forms, id]);
  return forms === null ? undefined : report;
}
