export { findSmallTargets, expectTargetsAtLeast, type SmallTarget } from './targetSize.ts';
