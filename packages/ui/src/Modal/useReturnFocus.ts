import { useRef } from 'react';

/** Names where focus goes when the element that opened a dialog is gone. */
export type ReturnFocusFallback = () => HTMLElement | null | undefined;

type Opened = { opener: HTMLElement; ancestors: HTMLElement[]; root: Document | ShadowRoot };

function rootOf(node: Node): Document | ShadowRoot {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root : document;
}

function canFocus(element: HTMLElement): boolean {
  return (
    element.isConnected &&
    !element.matches(':disabled') &&
    !element.closest('[inert]') &&
    element.getClientRects().length > 0
  );
}

function isFocusable(element: HTMLElement): boolean {
  return element.hasAttribute('tabindex') || element.matches('a[href], button, input, select');
}

/**
 * Where focus goes when the opener went away: the nearest of its former ancestors that is still
 * on the page and takes focus itself (a table's scroll region, a tab list), else the page heading.
 */
function defaultFallback({ ancestors, root }: Opened): HTMLElement | undefined {
  const kept = ancestors.find((element) => isFocusable(element) && canFocus(element));
  if (kept) return kept;
  const visible = (selector: string) =>
    [...root.querySelectorAll<HTMLElement>(selector)].find((element) => canFocus(element));
  const heading = visible('h1') ?? visible('h2');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

function isLost(root: Document | ShadowRoot): boolean {
  const active = root.activeElement ?? document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

/**
 * Radix returns focus to a dialog's Trigger, and to nothing (the page body) when the dialog was
 * opened from state: a row action, a machine, a menu. These handlers for the dialog's content
 * remember what had focus when it opened and give focus back to it when it closes, or, when it has
 * gone meanwhile (the row was deleted), to `fallback` or a sensible default.
 */
export function useReturnFocus(
  onCloseAutoFocus: ((event: Event) => void) | undefined,
  fallback: ReturnFocusFallback | undefined,
) {
  const opened = useRef<Opened | null>(null);

  const onOpenAutoFocus = (event: Event) => {
    // Radix asks before it moves focus into the dialog: the active element is still the opener.
    const content = event.currentTarget as HTMLElement;
    const root = rootOf(content);
    const active = root.activeElement ?? document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body || content.contains(active)) {
      return;
    }
    const ancestors: HTMLElement[] = [];
    for (let node = active.parentElement; node; node = node.parentElement) ancestors.push(node);
    opened.current = { opener: active, ancestors, root };
  };

  const handleCloseAutoFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const current = opened.current;
    opened.current = null;
    if (current === null) return;
    let placed: HTMLElement | null | undefined = null;
    const restore = () => {
      placed = canFocus(current.opener)
        ? current.opener
        : (fallback?.() ?? defaultFallback(current));
      placed?.focus();
    };
    restore();
    // The action behind the dialog may remove the opener right after closing (a list reloads
    // without the deleted row), or keep it disabled a moment longer (still busy): look again
    // over the next frames and move to the opener once it can take focus.
    let frames = 0;
    const settle = () => {
      const active = current.root.activeElement ?? document.activeElement;
      const untouched = isLost(current.root) || active === placed;
      if (!untouched) return;
      if (placed !== current.opener && canFocus(current.opener)) {
        placed = current.opener;
        current.opener.focus();
        return;
      }
      if (isLost(current.root)) restore();
      if (current.opener.isConnected && (frames += 1) < 60) requestAnimationFrame(settle);
    };
    requestAnimationFrame(settle);
  };

  return { onOpenAutoFocus, onCloseAutoFocus: handleCloseAutoFocus };
}
