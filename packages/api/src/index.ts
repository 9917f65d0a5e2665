export * from './schemas/index.ts';
export * from './constants.ts';
export * from './errors.ts';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
} from './client/createApiClient.ts';
export type { ApiEvents, ApiEventName, ApiEventListener } from './client/events.ts';
export { createMemoryStorage, defaultStorage, type TokenStorage } from './client/storage.ts';
export {
  createTokenStore,
  readTokens,
  type StoredTokens,
  type TokenSource,
  type TokenStore,
} from './client/tokens.ts';
export { storeReportedTokens } from './client/storeReportedTokens.ts';
export type {
  CallSpec,
  RawResponse,
  ServiceName,
  HttpMethod,
  SessionEndReason,
  SignInAgain,
  Transport,
} from './client/transport.ts';
export type { UploadProgress, UploadProgressListener } from './client/uploadProgress.ts';
export { unwrapData } from './client/wire.ts';
export { isGone, isStaleWrite, versionTag, type WriteOptions } from './client/versions.ts';
export {
  CREATED_WITHOUT_ID,
  CreatedWithoutIdError,
  loadCreated,
  type AnswerReading,
  type Created,
  type CreatedMany,
} from './client/writeAnswer.ts';
export {
  buildDesignCreateForm,
  buildDesignFinalOrder,
  buildDesignPatchForm,
  designName,
  type DesignCreateInput,
  type DesignScreenEntry,
  type DesignUpdateInput,
} from './design/designForm.ts';
export type { TemplateCreateInput, TemplateUpdateInput } from './calls/template.ts';
export type { CommentatorCreateInput, CommentatorUpdateInput } from './calls/commentators.ts';
export { reads, type DomainListQuery, type Read } from './calls/reads.ts';
export type { AvailableQuery } from './calls/registrar.ts';
export type { UploadOptions } from './calls/multipart.ts';
export type { DesignCreateOptions } from './calls/design.ts';
export { sandboxTranslation } from './sandbox/translation.ts';
export { SANDBOX_TLDS, sandboxCostCents, sandboxOffersFor } from './sandbox/pricing.ts';
export { readAhead, type ListPageCall, type PageReader } from './calls/readAhead.ts';
