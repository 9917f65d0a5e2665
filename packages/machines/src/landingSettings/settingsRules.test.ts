import type * as Api from '@landing/api';
import { describe, expect, it, vi } from 'vitest';

// What is read of the create schema, in order: reading it builds it (a lazy schema, issue 31).
const reads = vi.hoisted(() => [] as string[]);
vi.mock('@landing/api', async (importOriginal) => {
  const api = await importOriginal<typeof Api>();
  const LauncherAppStoreCreate = new Proxy(api.LauncherAppStoreCreate, {
    get: (target, name, receiver): unknown => {
      reads.push(String(name));
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  return { ...api, LauncherAppStoreCreate };
});

describe("Landing Settings' rules (issue 31)", () => {
  it('are read from the create schema on the first check, not when the editor loads', async () => {
    // The unit tests share one module registry: load this module afresh, with the mock.
    vi.resetModules();
    const { LAUNCHER_SETTINGS_MESSAGES, validateLauncherSettings } = await import('./settings.ts');
    expect(reads).toEqual([]);
    const settings = {
      name: 'ab',
      templateId: null,
      isCustom: false,
      platform: null,
      webflowHtmlTagData: '',
    };
    expect(validateLauncherSettings(settings)).toEqual({
      name: LAUNCHER_SETTINGS_MESSAGES.nameTooShort,
      templateId: LAUNCHER_SETTINGS_MESSAGES.templateRequired,
    });
    expect(reads).toContain('get');
    const count = reads.length;
    expect(validateLauncherSettings({ ...settings, name: 'Lucky', templateId: 3 })).toEqual({});
    expect(reads).toHaveLength(count);
  });
});
