/*
 * Why a relative path: `@landing/machines` does not export the session machine yet (its
 * src/index.ts is `export {}`). Once it does, this becomes `export * from '@landing/machines'`
 * and nothing else changes: every console file and the web app import the session from here.
 */
export * from '../../../machines/src/session/index.ts';
