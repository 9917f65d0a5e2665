// The package's entry (dist/index.js, `"use client"` added by the build): the component, the
// API client and the token helpers, typed by ./contract.ts alone.
import {
  createApiClient as createFullClient,
  createMemoryStorage,
  createTokenStore,
  storeReportedTokens,
  type ApiClient,
} from '@landing/api';
import type { ReactElement } from 'react';
import { LandingEditor as Editor } from '../LandingEditor/LandingEditor.tsx';
import { defaultEditorMessages as defaults } from '../messages/messages.tsx';
import type {
  ApiClientOptions,
  ApiClientView,
  DefaultEditorMessages,
  EditorApiClient,
  LandingEditorProps,
  TokenStorage,
  TokenStore,
} from './contract.ts';

export type * from './contract.ts';

/** An API client for one or more editors (they share its tokens, refresh and request merging). */
export function createApiClient(options: ApiClientOptions = {}): EditorApiClient {
  const client = createFullClient(options) satisfies ApiClientView;
  return client as ApiClientView as EditorApiClient;
}

/**
 * The landing editor. It loads and saves the landing itself; the host owns the URL: it passes
 * `landingId` / `relatedLauncherId` and hears `onLocationChange` when the editor moves.
 */
export function LandingEditor({
  client,
  apiUrl,
  trackerUrl,
  registrarUrl,
  ...rest
}: LandingEditorProps): ReactElement {
  // The only clients with the mark are `createApiClient`'s, which are whole ApiClients.
  return client ? (
    <Editor {...rest} client={client as unknown as ApiClient} />
  ) : (
    <Editor {...rest} apiUrl={apiUrl} trackerUrl={trackerUrl} registrarUrl={registrarUrl} />
  );
}

/**
 * The editor's own texts, the spec's words: what each `messages` key shows when left out (a
 * start for a translation; the README's tables list them too).
 */
export const defaultEditorMessages: Readonly<DefaultEditorMessages> = defaults;

/** Tokens in a Web Storage (default localStorage) under `accessToken` / `refreshToken`. */
export const tokenStoreIn: (storage: TokenStorage) => TokenStore = createTokenStore;

/** Tokens in memory (a host that keeps them nowhere else, tests, server rendering). */
export const memoryTokenStore = (): TokenStore => createTokenStore(createMemoryStorage());

/**
 * Makes `store` keep what `client` reports: refreshed tokens are stored, the end of the session
 * clears them. Returns the unsubscribe.
 */
export const keepReportedTokens: (client: EditorApiClient, store: TokenStore) => () => void =
  storeReportedTokens;
