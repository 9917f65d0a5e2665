export * from './schemas/index.ts';
export * from './constants.ts';
