import { describe, expect, it } from 'vitest';
import { selectorsOf, unscopedSelectors } from './cssScope.ts';

describe('editor stylesheet check', () => {
  it('accepts rules on the editor classes, scoped element defaults and keyframes', () => {
    const css = [
      '.a1{color:red}.a1:hover>.b2{color:blue}',
      ':where(.r0),:where(.r0) *,:where(.r0) :before{box-sizing:border-box}',
      ':where(.r0) :where(h1,h2,p){margin:0}',
      '@media (min-width:1px){.a1[data-state=open]{color:red}}',
      '@keyframes k1{from{opacity:0}to{opacity:1}}',
      '/* html { color: red } */',
    ].join('');
    expect(unscopedSelectors(css)).toEqual([]);
    expect(selectorsOf(css)).toContain(':where(.r0) :where(h1,h2,p)');
  });

  it.each([
    ['html', 'html{margin:0}'],
    ['body', 'body,.a1{margin:0}'],
    [':root', ':root{--x:1}'],
    ['*', '*{box-sizing:border-box}'],
    ['a page-wide element before a class', 'body .a1{color:red}'],
    ['a bare element', 'button{padding:0}'],
    ['an attribute only', '[data-theme=dark]{color:red}'],
    ['inside @media', '@media print{html{color:red}}'],
  ])('flags %s', (_, css) => {
    expect(unscopedSelectors(css)).not.toEqual([]);
  });
});
