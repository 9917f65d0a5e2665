export * from './session/index.ts';
export * from './appForm/index.ts';
export * from './helpers/index.ts';
export { serverMessageOf, errorMessage } from './shared/serverMessage.ts';
export * from './content/index.ts';
export * from './comments/index.ts';
export * from './commentatorForm/index.ts';
export type { LogParams, NotifyKind, NotifyParams } from './shared/notify.ts';
export * from './templateForm/index.ts';
