export { findSmallTargets, expectTargetsAtLeast, type SmallTarget } from './targetSize.ts';
export {
  PHONE_VIEWPORT,
  DESKTOP_VIEWPORT,
  onScreen,
  onPhone,
  onDesktop,
  isInsideScreenWidth,
  pageFitsScreenWidth,
} from './phoneViewport.ts';
export { clippedSideways } from './clippedSideways.ts';
