/**
 * The console's page-wide styles: the theme tokens on `:root` and `[data-theme]`, and element
 * defaults on `*`, `html`, `body`, headings, links and `:focus-visible`. A full-page app imports
 * this once at its entry (`import '@landing/ui/global'`). Embedded hosts (the landing editor)
 * never do: they scope tokens and defaults under their own root.
 */
import './theme/themes.css.ts';
import './theme/global.css.ts';
