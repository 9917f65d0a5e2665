import type { StaticContent, StaticContentInput } from './schemas/launcher.ts';

/** Browser storage keys of the tokens (console.md §9). */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** Default service prefixes (DECISIONS.md: same origin unless configured). */
export const DEFAULT_API_URL = '/api';
export const DEFAULT_TRACKER_URL = '/tracker/v1';
export const DEFAULT_REGISTRAR_URL = '/lambda/v1';

/** Domain list page sizes: the domains list asks for 100, the app screens for 200. */
export const DOMAINS_LIST_PAGE_SIZE = 100;
export const DOMAINS_APP_PAGE_SIZE = 200;
/** The domain search asks for 10 results from offset 0. */
export const DOMAIN_SEARCH_OFFSET = 0;
export const DOMAIN_SEARCH_LIMIT = 10;
/** A purchase is for one year; the price used is the one whose Duration is 1. */
export const DOMAIN_PURCHASE_YEARS = 1;
export const DOMAIN_PRICE_DURATION = 1;
export const ACTIVE_DOMAIN_STATUS = 'active';

export const SUBDOMAIN_MAX_LENGTH = 63;
/** A subdomain label: letters, digits and hyphen, not starting or ending with one, 1–63 chars. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** How an http or https URL starts (both specs §5). */
export const HTTP_URL_SCHEME = /^https?:\/\//i;
export const APP_NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 6;
export const WEB_URL_DISPLAY_WIDTH = 40;
export const TABLE_CELL_MAX_LENGTH = 30;
export const TABLE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 10;

export const PUSH_SERVICES = [
  { value: 'firebase', label: 'firebase', disabled: false },
  { value: 'onesignal', label: 'onesignal', disabled: true },
] as const;

export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;

/** Editor (editor.md §9). */
export const PREVIEW_WIDTH = 320;
export const PREVIEW_HEIGHT = 586;
export const PREVIEW_DEVICE = 'Nexus 5';
export const PREVIEW_REFRESH_DELAY_MS = 200;
export const PREVIEW_ZOOM_STEPS = [50, 75, 100, 125, 150] as const;
export const TRANSLATION_TABS_VISIBLE = 4;

export const TEMPLATE_ARCHIVE_MAX_BYTES = 20 * 1024 * 1024;
export const TEMPLATE_ARCHIVE_EXTENSION = '.zip';
export const TEMPLATE_AUTO_CODE_LENGTH = 10;

export const ICON_SIZE_PX = 512;
export const ICON_RATIO = 1;
export const ICON_RATIO_TOLERANCE = 0.1;
export const ICON_MAX_BYTES = 5 * 1024 * 1024;

export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const VIDEO_MAX_BYTES = 15 * 1024 * 1024;

export const COMMENTATOR_ICON_MAX_BYTES = 2 * 1024 * 1024;
export const COMMENTATOR_ICON_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const COMMENTATOR_NAME_MIN = 2;
export const COMMENTATOR_NAME_MAX = 50;

export const COMMENT_TEXT_MIN = 2;
export const COMMENT_TEXT_MAX = 500;
export const COMMENT_STARS_MIN = 1;
export const COMMENT_STARS_MAX = 5;
/** DECISIONS.md: the create form starts at 5. */
export const COMMENT_STARS_DEFAULT = 5;
export const COMMENT_COUNT_RATED_DEFAULT = 10;
export const COMMENT_COUNT_RATED_MIN = 1;

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 100;
export const VERSION_MAX_LENGTH = 10;
export const DESCRIPTION_MIN_LENGTH = 20;

/** Static content defaults; `starPercent` is for stars 5, 4, 3, 2, 1. */
export const STATIC_CONTENT_DEFAULTS = {
  reviews: 200,
  size: 16,
  age: 3,
  installs: 3_000_000,
  rating: 4.64,
  ratingPeople: 100_000,
  starPercent: [80, 10, 5, 4, 1],
  version: '1.0',
  androidVersion: '11',
} as const satisfies Partial<StaticContentInput>;

/**
 * A new app-store launcher's static content, on both back offices: its name, a short name of
 * its first 30 characters, no developer or email, and the defaults above.
 */
export const defaultStaticContent = (name: string): StaticContent => ({
  name,
  shortName: name.slice(0, 30),
  developer: '',
  email: '',
  ...STATIC_CONTENT_DEFAULTS,
  starPercent: [...STATIC_CONTENT_DEFAULTS.starPercent],
});

/** PEGI age options. */
export const AGE_OPTIONS = [3, 7, 12, 16, 18] as const;
export const ANDROID_VERSIONS = ['11', '12', '13', '14', '15'] as const;

export const STAR_SLIDER_MIN = 0;
export const STAR_SLIDER_MAX = 100;
export const STAR_SLIDER_STEP = 0.1;
export const STAR_PERCENT_TOTAL_MAX = 100;
export const RATING_APPLY_DELAY_MS = 100;
export const RATING_DECIMALS = 2;

export const SLIDER_DEFAULTS = { min: 0, max: 100, step: 1 } as const;
