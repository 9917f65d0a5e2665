export { findSmallTargets, expectTargetsAtLeast, type SmallTarget } from './targetSize.ts';
export {
  PHONE_VIEWPORT,
  onPhone,
  isInsideScreenWidth,
  pageFitsScreenWidth,
} from './phoneViewport.ts';
