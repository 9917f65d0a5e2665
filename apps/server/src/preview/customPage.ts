/**
 * The archive's index.html with a <base> pointing at the page's folder (so its relative assets
 * load through the preview route) and the launcher's Webflow tag data in its head.
 */
export function renderCustomPage(
  html: string,
  indexPath: string,
  baseHref: string,
  webflowTagData: string,
) {
  const folder = indexPath.slice(0, indexPath.length - 'index.html'.length);
  const inject = `<base href="${baseHref}${folder}">${webflowTagData}`;
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${inject}`);
  return `<!doctype html><html><head>${inject}</head><body>${html}</body></html>`;
}

const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ico: 'image/x-icon',
};

export const contentTypeOf = (path: string) =>
  types[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
