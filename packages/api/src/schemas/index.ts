export * from './common.ts';
export * from './app.ts';
export * from './landing.ts';
export * from './launcher.ts';
export * from './launcherContent.ts';
export * from './template.ts';
export * from './design.ts';
export * from './comment.ts';
export { LocaleList, LocaleCreate, LocaleUpdate } from './locale.ts';
export * from './domain.ts';
export * from './registrar.ts';
export * from './auth.ts';
export { schemaIssues, type SchemaIssues } from './issues.ts';
export { loginRequestIssues } from './loginRequestIssues.ts';
export {
  appCreateIssues,
  dnsRecordCreateIssues,
  type AppCreateCandidate,
} from './appFormIssues.ts';
export {
  listPageOf,
  pageFromWholeList,
  preparePage,
  type ListPage,
  type ListPageQuery,
  type PageCursorListener,
} from './listPage.ts';
