import { useMemo, type ReactNode } from 'react';
import { useLatest } from '../root/useLatest.ts';
import {
  EditorServicesProvider,
  useEditorServices,
  type EditorServices,
} from '../services/EditorServices.tsx';
import { useToastText } from './messages.tsx';

/**
 * The editor's services again, with every toast (a section's machine or a view raised it) in
 * the host's words where its `messages` give some. The services stay one object, so actors built
 * from them once hear a later change of `messages`.
 */
export function HostWordedToasts({ children }: { children: ReactNode }) {
  const services = useEditorServices();
  const toastText = useLatest(useToastText());
  const worded = useMemo<EditorServices>(
    () => ({ ...services, notify: (kind, text) => services.notify(kind, toastText.current(text)) }),
    [services, toastText],
  );
  return <EditorServicesProvider services={worded}>{children}</EditorServicesProvider>;
}
