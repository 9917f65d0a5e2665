export * from './session/index.ts';
export * from './appForm/index.ts';
export * from './helpers/index.ts';
export { serverMessageOf, errorMessage } from './shared/serverMessage.ts';
