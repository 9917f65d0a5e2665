export { shortenMiddle, WEB_URL_DISPLAY_WIDTH } from './shortenMiddle.ts';
export { formatDate } from './formatDate.ts';
export { isValidHttpUrl } from './isValidHttpUrl.ts';
export {
  sanitizeSubdomain,
  sanitizeSubdomainWhileTyping,
  SUBDOMAIN_MAX_LENGTH,
} from './sanitizeSubdomain.ts';
