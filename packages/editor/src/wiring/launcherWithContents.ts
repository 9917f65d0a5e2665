import type { ApiClient, Launcher } from '@landing/api';

/**
 * A launcher with its translations. A back office may leave `contents` out of the launcher it
 * answers (only ids and what a screen cannot work without are required; DECISIONS.md "Write
 * answers"): they are then asked for with `GET /launcher/{id}/contents` (editor.md §7).
 */
export async function launcherWithContents(client: ApiClient, id: number): Promise<Launcher> {
  const launcher = await client.launcher.get(id);
  if (launcher.contents !== undefined) return launcher;
  return { ...launcher, contents: await client.launcher.contents(id) };
}
