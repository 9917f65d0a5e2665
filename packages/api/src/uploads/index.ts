/** Upload rules both back offices apply (apps/server and the MSW kit): pure byte checks. */
export {
  checkArchive,
  checkCommentatorIcon,
  checkDesignFiles,
  checkIcon,
  checkScreenshot,
  checkVideo,
  checkVideoPreview,
  maxDesignScreens,
  maxImagePixels,
  maxImageSide,
  uploadLimits,
  UploadRefused,
  type CheckedUpload,
  type DesignFiles,
} from './rules.ts';
export { bodyLimits, bodyTooLarge, outerBodyLimit, type BodyLimit } from './bodyLimits.ts';
export { looksLikeZip, sniffImage, sniffVideo, type ImageInfo } from './sniff.ts';
