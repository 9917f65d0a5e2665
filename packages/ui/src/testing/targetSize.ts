/** A visible, reachable control whose hit area is smaller than the minimum target size. */
export interface SmallTarget {
  /** Tag, role and accessible name, e.g. `button "Delete German"`. */
  readonly target: string;
  /** The control's own box, in CSS px. */
  readonly width: number;
  readonly height: number;
  /** How many of 8 points on the min-size circle around the control's centre miss it. */
  readonly misses: number;
}

/**
 * Measures the hit area of every visible interactive element in `root` (WCAG 2.2 target size,
 * 2.5.8) and returns those smaller than `minSize` x `minSize` CSS px.
 *
 * Unlike axe's `target-size` rule, small targets are not excused by the space around them: the
 * circle of `minSize` px diameter centred on the control must be hit by the control itself (or a
 * descendant, a pseudo-element such as a `::before` hit box, or one of its labels), as
 * `elementFromPoint` reports it. So the drawn control may stay small while padding or an
 * invisible hit box makes it easy to hit. A control whose centre is covered or hidden (a visually
 * hidden native input behind its styled label, anything under a modal overlay) is not a target
 * and is skipped, as are links inside running text (the rule's inline exception).
 *
 * Self-contained (no imports, no closures over module scope) so that Playwright can run it in a
 * page with `page.evaluate(findSmallTargets, 24)`.
 */
export function findSmallTargets(minSize = 24, root: ParentNode = document): SmallTarget[] {
  const interactive = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    ...[
      'button',
      'link',
      'checkbox',
      'radio',
      'switch',
      'tab',
      'slider',
      'menuitem',
      'menuitemcheckbox',
      'menuitemradio',
      'option',
      'combobox',
      'spinbutton',
      'treeitem',
    ].map((role) => `[role="${role}"]`),
  ].join(',');

  const ownsPoint = (element: Element, x: number, y: number): boolean => {
    const view = element.ownerDocument.defaultView;
    // Off the page's edge nothing can be hit, nor tapped: the point cannot count against it.
    if (view && (x < 0 || y < 0 || x >= view.innerWidth || y >= view.innerHeight)) return true;
    const hit = element.ownerDocument.elementFromPoint(x, y);
    if (!hit) return false;
    if (element.contains(hit)) return true;
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    return Array.from(labels ?? []).some((label) => label.contains(hit));
  };

  const inRunningText = (element: Element): boolean => {
    const view = element.ownerDocument.defaultView;
    if (!view || view.getComputedStyle(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && view.getComputedStyle(block).display === 'inline') block = block.parentElement;
    const own = (element.textContent ?? '').trim().length;
    return (block?.textContent ?? '').trim().length > own;
  };

  const describe = (element: Element): string => {
    const role = element.getAttribute('role');
    const name =
      element.getAttribute('aria-label') ??
      element.getAttribute('title') ??
      (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const tag = element.tagName.toLowerCase();
    return `${tag}${role ? `[role=${role}]` : ''} "${name}"`;
  };

  // Eight points on the circle of diameter `minSize` around the centre: WCAG measures with a
  // 24 px circle, and a round button's corners are not part of it. Chromium hit-tests at whole
  // pixels, so the points sit 1 px inside the circle rather than half a pixel.
  const radius = minSize / 2 - 1;
  const offsets = Array.from({ length: 8 }, (_, index) => {
    const angle = (index * Math.PI) / 4;
    return [radius * Math.cos(angle), radius * Math.sin(angle)] as const;
  });

  const small: SmallTarget[] = [];
  for (const element of Array.from(root.querySelectorAll(interactive))) {
    if (!element.isConnected || inRunningText(element)) continue;
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    // Not drawn, or visually hidden (1 px): a keyboard-only control whose pointer target is
    // another element (a file input behind its styled box).
    if (box.width <= 1 || box.height <= 1) continue;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (!ownsPoint(element, x, y)) continue;
    const misses = offsets.filter(([dx, dy]) => !ownsPoint(element, x + dx, y + dy)).length;
    if (misses > 0) {
      small.push({
        target: describe(element),
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
        misses,
      });
    }
  }
  return small;
}

/** Throws, naming every control found by {@link findSmallTargets}. */
export function expectTargetsAtLeast(minSize = 24, root: ParentNode = document): void {
  const small = findSmallTargets(minSize, root);
  if (small.length === 0) return;
  const lines = small.map(
    ({ target, width, height, misses }) =>
      `  ${target}: ${width}x${height} px, ${misses} of 8 points on the ${minSize} px circle miss it`,
  );
  throw new Error(`Targets smaller than ${minSize}x${minSize} CSS px:\n${lines.join('\n')}`);
}
