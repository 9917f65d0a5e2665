import { describe, expect, it } from 'vitest';
import { EDITOR_CONTAINER, isolateEditorCss, WEIGHT } from './isolateCss.ts';

describe('isolateEditorCss', () => {
  const css = [
    '.a1{color:red}',
    '.a1:hover>.b2,:where(.r0) :where(h1,h2){margin:0}',
    '@media screen and (width<=720px){.a1{display:none}}',
    '@media (prefers-reduced-motion:reduce){.a1{animation:none}}',
    '@keyframes k1{from{opacity:0}to{opacity:1}}',
  ].join('');
  const out = isolateEditorCss(css);

  it('weighs every selector of every rule, keyframe steps aside', () => {
    expect(out).toContain(`${WEIGHT} .a1{color:red}`);
    expect(out).toContain(`${WEIGHT} .a1:hover>.b2,${WEIGHT} :where(.r0) :where(h1,h2){margin:0}`);
    expect(out).toContain('@keyframes k1{from{opacity:0}to{opacity:1}}');
  });

  it('turns width media queries into queries on the editor container, leaving the others', () => {
    expect(out).toContain(`@container ${EDITOR_CONTAINER} (width<=720px){${WEIGHT} .a1`);
    expect(out).toContain('@media (prefers-reduced-motion:reduce)');
    expect(out).not.toContain('@media screen');
  });

  it('starts with the baseline reset and puts nothing in a layer', () => {
    expect(out.startsWith(`${WEIGHT} :where([data-landing-editor]){all:initial`)).toBe(true);
    expect(out).not.toContain('@layer');
  });
});
