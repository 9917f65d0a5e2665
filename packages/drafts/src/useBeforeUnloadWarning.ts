import { useEffect } from 'react';

/**
 * While `unsaved` holds, the browser asks before a reload, a close or leaving the site
 * (`beforeunload`; the browser shows its own words). Moves inside the console are guarded by
 * the screens' own dialogs.
 */
export function useBeforeUnloadWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
