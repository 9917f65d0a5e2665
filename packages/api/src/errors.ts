/**
 * The error catalogue: the spec's exact fallback texts (console.md §8, editor.md §8), used when
 * the server gives no message of its own.
 */
export const ERRORS = {
  // auth
  loginFailed: 'Login failed',
  failedToGetUser: 'Failed to get user',
  failedToLogin: 'Failed to login',
  failedToRefresh: 'Failed to refresh',
  // apps
  failedToLoadPwa: 'Failed to load PWA',
  failedToLoadPwas: 'Failed to load PWAs',
  failedToCreatePwa: 'Failed to create PWA',
  failedToUpdatePwa: 'Failed to update PWA',
  failedToDeletePwa: 'Failed to delete PWA',
  domainNotFound: (name: string) => `Domain "${name}" not found`,
  failedToCreateDnsRecord: 'Failed to create DNS record',
  // landings
  failedToLoadPwaGroups: 'Failed to load PWA Groups',
  failedToFetchLandingData: 'Failed to fetch landing data',
  noLandingLoaded: 'No landing loaded to update.',
  noLandingSelected: 'No landing selected',
  // domains
  noDomainsAvailable: 'No domains available for purchase',
  failedToCheckDomainAvailability: 'Failed to check domain availability',
  domainPurchaseFailed: 'Domain purchase failed.',
  insufficientFunds:
    'Insufficient funds on registrar account. Please top up the balance and try again.',
  domainPurchaseUnknown: 'Domain purchase failed. Please try again later.',
  // launchers
  failedToLoadLauncher: 'Failed to load launcher',
  failedToLoadLaunchers: 'Failed to load launchers',
  failedToCreateLauncher: 'Failed to create launcher',
  failedToUpdateLauncher: 'Failed to update launcher',
  failedToDeleteLauncher: 'Failed to delete launcher',
  failedToSwitchLauncher: 'Failed to switch launcher',
  failedToSaveLauncherSettings: 'Failed to save launcher settings.',
  // contents
  failedToLoadContent: 'Failed to load content',
  failedToLoadContents: 'Failed to load contents',
  failedToCreateContent: 'Failed to create content',
  failedToUpdateContent: 'Failed to update content',
  failedToDeleteContent: 'Failed to delete content',
  failedToLoadDefaultContent: 'Failed to load default content.',
  noLauncherToCreateContent: 'No launcher loaded to create content.',
  failedToCreateTranslation: 'Failed to create translation',
  failedToFetchLocales: 'Failed to fetch locales',
  // links
  failedToLinkComment: 'Failed to link comment',
  failedToUnlinkComment: 'Failed to unlink comment',
  failedToLinkDesign: 'Failed to link design',
  failedToUnlinkDesign: 'Failed to unlink design',
  // design
  failedToLoadDesign: 'Failed to load design',
  failedToLoadDesigns: 'Failed to load designs',
  failedToCreateDesign: 'Failed to create design',
  failedToUpdateDesign: 'Failed to update design',
  failedToDeleteDesign: 'Failed to delete design',
  failedToSaveDesign: 'Failed to save design',
  // static content
  noLauncherFound: 'Error: No launcher found',
  failedToUpdateStaticContent: 'Failed to update static content',
  // comments
  failedToLoadComments: 'Failed to load comments',
  failedToLoadComment: 'Failed to load comment',
  failedToAddComment: 'Failed to add comment',
  failedToRemoveComment: 'Failed to remove comment',
  failedToUpdateComment: 'Failed to update comment',
  failedToCreateComment: 'Failed to create comment',
  failedToCreateComments: 'Failed to create comments',
  failedToDeleteComment: 'Failed to delete comment',
  failedToTranslateComment: 'Failed to translate comment',
  failedToTranslateComments: 'Failed to translate comments',
  failedToCreateCommentRetry: 'Failed to create comment. Please try again.',
  // commentators
  failedToLoadCommentators: 'Failed to load commentators',
  failedToCreateCommentator: 'Failed to create commentator. Please try again.',
  failedToUpdateCommentator: 'Failed to update commentator',
  failedToDeleteCommentator: 'Failed to delete commentator',
  // templates (their failures are only logged; these texts are for the log)
  failedToLoadTemplates: 'Failed to load templates',
  failedToLoadTemplate: 'Failed to load template',
  failedToSaveTemplate: 'Failed to save template',
  failedToDeleteTemplate: 'Failed to delete template',
  // locales
  failedToLoadLocales: 'Failed to load locales',
  failedToSaveLocale: 'Failed to save locale',
  failedToDeleteLocale: 'Failed to delete locale',
  // other
  failedToCaptureFrame: 'Failed to capture frame',
  failedToLoadPreview: 'Failed to load preview',
  failedToLoadDomains: 'Failed to load domains',
  failedToCheckStatus: 'Failed to check status',
  failedToLoadRecords: 'Failed to load records',
  failedToLoadUsers: 'Failed to load users',
  failedToUpdateUser: 'Failed to update user',
  failedToChangePassword: 'Failed to change password',
  registrarCallFailed: 'Registrar call failed',
  healthCheckFailed: 'Health check failed',
  unexpectedApplicationError: 'Unexpected Application Error!',
} as const;

export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

/** Codes of the buy-domain failure (console.md §8). */
export type DomainPurchaseErrorCode = 'INSUFFICIENT_FUNDS' | 'UNKNOWN';

export interface ResponseIssue {
  /** Dotted path into the (unwrapped) response body, `(root)` for the body itself. */
  path: string;
  /** What was wrong there. */
  problem: string;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  method: string;
  url: string;
  status?: number;
  /** The server's own text when it gave one. */
  serverMessage?: string;
  code?: DomainPurchaseErrorCode;
  body?: unknown;
  issues?: ResponseIssue[];
  cause?: unknown;
  /** A write sent with If-Match was refused as stale (409 or 412). */
  stale?: boolean;
}

/** Every failure of every call is one of these; `message` is ready to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly url: string;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly code: DomainPurchaseErrorCode | undefined;
  readonly body: unknown;
  readonly issues: ResponseIssue[];
  readonly stale: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.code = init.code;
    this.body = init.body;
    this.issues = init.issues ?? [];
    this.stale = init.stale ?? false;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The server's `message` when it is a string, else its `error` when that is a string. */
export const serverMessageOf = (body: unknown): string | undefined => {
  // A body that is not a JSON object (an HTML error page, plain text) is never shown.
  if (!isRecord(body)) return undefined;
  return nonEmptyString(body.message) ?? nonEmptyString(body.error);
};

/** The registrar's text of a buy failure: `message.error.error`, else a plain message/error. */
export const purchaseErrorTextOf = (body: unknown): string | undefined => {
  if (isRecord(body) && isRecord(body.message) && isRecord(body.message.error)) {
    const nested = nonEmptyString(body.message.error.error);
    if (nested !== undefined) return nested;
  }
  return serverMessageOf(body);
};

const INSUFFICIENT_FUNDS = /insufficient\s+funds/i;

/** Maps a buy failure text to the catalogue's code and message. */
export const classifyPurchaseError = (
  text: string | undefined,
): { code: DomainPurchaseErrorCode; message: string } =>
  text !== undefined && INSUFFICIENT_FUNDS.test(text)
    ? { code: 'INSUFFICIENT_FUNDS', message: ERRORS.insufficientFunds }
    : { code: 'UNKNOWN', message: ERRORS.domainPurchaseUnknown };
