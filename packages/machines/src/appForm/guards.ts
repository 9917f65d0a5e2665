import type { CreateDomainRecordOutput } from './actors.ts';
import type { App } from './entities.ts';

export function hasRecordId(output: CreateDomainRecordOutput): boolean {
  return typeof output?.id === 'number';
}

export function isCreatedApp(output: App | null | undefined): boolean {
  return typeof output?.id === 'number';
}
