import postcss, { type AtRule, type Container } from 'postcss';

/**
 * Makes the built stylesheet proof against a host page's global CSS (issue 27; the measurement
 * behind the choice is in docs/decisions.md):
 *
 * - Unlayered, every selector raised by two ids' worth of specificity (`:not(#_#_)` matches every
 *   element; it only weighs). A host's unlayered rules on elements, classes, attributes or one
 *   id (`button { all: unset }`, Bootstrap's reboot, `#root h2`) now lose to the editor's.
 * - A baseline reset first, at that same weight without a class: the root takes `all: initial`
 *   (nothing inherited from the page), every element inside it `all: revert` (the browser's own
 *   defaults, as in a page with no CSS at all). The editor's own rules carry at least a class
 *   more, so they win over the reset; its `:where()` defaults come later at the same weight.
 * - Replaced elements keep their dimension attributes (`<svg width="12">`): their reset leaves
 *   width and height alone, which `revert` would drop along with the host's rules; an icon's
 *   shapes keep their presentation attributes (`fill`, `d`), only their text properties revert.
 * - `hidden` always hides (as Bootstrap's reboot makes it do, `!important`), so an element the
 *   editor hides takes no room in any host, Bootstrap's or not.
 * - Layout follows the editor's own width, not the viewport: the root is an inline-size
 *   container and the width media queries (`screen and (width<=1100px)`) become container
 *   queries on it, so a 900 px slot on an 1800 px screen lays out as a 900 px window would.
 */
export const WEIGHT = ':not(#_#_)';
export const EDITOR_CONTAINER = 'landing-editor';

const root = '[data-landing-editor]';
const replaced = 'svg, img, video, iframe, canvas';
/** What a host commonly sets on replaced elements (Tailwind's and Bootstrap's resets). */
const replacedBox = [
  'display',
  'vertical-align',
  'margin',
  'padding',
  'border',
  'border-radius',
  'box-sizing',
  'max-width',
  'max-height',
  'min-width',
  'min-height',
  'float',
  'position',
  'opacity',
  'visibility',
  'filter',
  'transform',
  'box-shadow',
  'background',
  'outline',
  'object-fit',
  'overflow',
  'color',
  'cursor',
  'font',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-indent',
  'text-align',
  'white-space',
];

/** Text properties a host's `*` rule reaches inside an icon; its shapes keep their attributes. */
const svgText = [
  'font',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'cursor',
];

export const baselineCss = [
  `${WEIGHT} :where(${root}){all:initial;display:block;container:${EDITOR_CONTAINER}/inline-size}`,
  `${WEIGHT} :where(${root} :not(${replaced}, svg *)),`,
  `${WEIGHT} :where(${root} *)::before,${WEIGHT} :where(${root} *)::after,`,
  `${WEIGHT} :where(${root} *)::placeholder{all:revert}`,
  `${WEIGHT} :where(${root} :is(${replaced})){${replacedBox.map((name) => `${name}:revert`).join(';')}}`,
  `${WEIGHT} :where(${root} svg *){${svgText.map((name) => `${name}:revert`).join(';')}}`,
  `${WEIGHT} :where(${root} [hidden]:not([hidden=until-found])){display:none!important}`,
].join('');

/** `screen and (width<=720px)`, `(max-width: 1100px)`: a query on the viewport's width alone. */
const VIEWPORT_WIDTH =
  /^(?:(?:only\s+)?screen\s+and\s+)?(\((?:(?:min|max)-width\s*:|width\s*[<>]=?)[^)]*\)(?:\s+and\s+\((?:(?:min|max)-width\s*:|width\s*[<>]=?)[^)]*\))*)$/;

const insideKeyframes = (node: Container | undefined): boolean =>
  !!node && node.type === 'atrule' && /keyframes$/.test((node as AtRule).name);

export function isolateEditorCss(css: string): string {
  const sheet = postcss.parse(css);
  sheet.walkRules((rule) => {
    if (insideKeyframes(rule.parent)) return;
    rule.selectors = rule.selectors.map((selector) => `${WEIGHT} ${selector.trim()}`);
  });
  sheet.walkAtRules('media', (atRule) => {
    const match = VIEWPORT_WIDTH.exec(atRule.params.trim());
    if (!match) return;
    atRule.name = 'container';
    atRule.params = `${EDITOR_CONTAINER} ${match[1]}`;
  });
  return `${baselineCss}\n${sheet.toString()}`;
}
