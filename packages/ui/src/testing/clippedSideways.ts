/**
 * Elements whose content is wider than their box: cut off at the side instead of shown whole
 * (`scrollWidth > clientWidth`, with a pixel of rounding allowed).
 */
export const clippedSideways = (elements: Iterable<Element>) =>
  [...elements].filter((element) => element.scrollWidth > element.clientWidth + 1);
