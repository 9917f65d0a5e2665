import { Landing, Launcher, LauncherContent, WebServerUrl } from '@landing/api/schemas';
import { data, type HttpClient } from './client.ts';
import { demoIds } from './demo.ts';

/**
 * A landing whose main launcher uses template `templateId` (with `config`), with one English
 * translation; answers its preview URL.
 */
export async function previewOfTemplate(
  client: HttpClient,
  templateId: number,
  config: Record<string, string> = {},
) {
  const { locale } = await demoIds(client);
  const launcher = data(
    await client.post('/api/launcher/custom', { name: 'Preview page', templateId, config }),
    Launcher,
  );
  const content = data(
    await client.post('/api/launcher-content', {
      launcherId: launcher.id,
      localeId: locale('en').id,
      isDefault: true,
      designId: null,
    }),
    LauncherContent,
  );
  const landing = data(await client.post('/api/landing', { mainLauncherId: launcher.id }), Landing);
  const urlCall = `/api/landing/${landing.id}/web-server-url?launcherId=${launcher.id}&contentId=${content.id}`;
  const freshUrl = async () => data(await client.get(urlCall), WebServerUrl).url;
  return {
    ids: { landingId: landing.id, launcherId: launcher.id, contentId: content.id },
    freshUrl,
  };
}
