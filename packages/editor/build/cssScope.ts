import type { Plugin } from 'vite';
import { isolateEditorCss } from './isolateCss.ts';

/** Selectors that would style the host page rather than the editor. */
const PAGE_WIDE = /(^|[\s,>+~(])(html|body|:root|\*)(?=$|[\s,:.[>+~)])/;

/**
 * Top-level selectors of a stylesheet (rules inside @media / @supports included, keyframe
 * steps excluded), with comments removed. Enough for the flat CSS vanilla-extract writes.
 */
export function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  const atRules: boolean[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '{') {
      const prelude = text.slice(start, i).trim();
      const insideKeyframes = atRules.some((keyframes) => keyframes);
      if (prelude.startsWith('@')) atRules.push(/^@(-\w+-)?keyframes/.test(prelude));
      else {
        if (!insideKeyframes) selectors.push(prelude);
        atRules.push(false);
      }
      depth += 1;
      start = i + 1;
    } else if (char === '}') {
      depth -= 1;
      atRules.pop();
      start = i + 1;
    } else if (char === ';' && depth >= 0) {
      start = i + 1;
    }
  }
  return selectors;
}

/** `a, :where(b, c)` → `a`, `:where(b, c)`: commas inside parentheses stay. */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] === '(') depth += 1;
    else if (list[i] === ')') depth -= 1;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/**
 * Each selector of a rule scoped to the editor: it names one of the editor's own classes (all
 * of them hashed by vanilla-extract) and no page-wide element outside a `:where(.class)` scope.
 */
export function unscopedSelectors(css: string): string[] {
  return selectorsOf(css)
    .flatMap(splitSelectorList)
    .map((selector) => selector.trim())
    .filter((selector) => {
      if (!/\.[A-Za-z_-][\w-]*/.test(selector)) return true;
      // `:where(.root) *` is scoped: the page-wide part follows an editor class.
      const firstClass = selector.search(/\.[A-Za-z_-]/);
      return PAGE_WIDE.test(selector.slice(0, firstClass));
    });
}

/**
 * Checks the built stylesheet (every rule on the editor's own classes, no fonts, no imports),
 * then makes it host-proof (build/isolateCss.ts): a host's global CSS cannot restyle it.
 */
export function editorCssScope(): Plugin {
  return {
    name: 'landing-editor-css-scope',
    apply: 'build',
    generateBundle: {
      // After Vite's own CSS plugin has emitted the stylesheet.
      order: 'post',
      handler(_, bundle) {
        for (const asset of Object.values(bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const css = String(asset.source);
          const unscoped = unscopedSelectors(css);
          if (unscoped.length > 0) {
            this.error(
              `The editor's CSS must stay under its root; unscoped: ${unscoped.join(' | ')}`,
            );
          }
          if (/@font-face|@import/.test(css)) {
            this.error('The editor ships no fonts and imports no stylesheets.');
          }
          asset.source = isolateEditorCss(css);
        }
      },
    },
  };
}
