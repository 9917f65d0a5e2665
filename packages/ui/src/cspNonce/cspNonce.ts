/**
 * The page's Content-Security-Policy nonce: the server puts a fresh one in
 * `<meta property="csp-nonce" nonce="…">` (Vite's html.cspNonce) of every console page, and the
 * `<style>` elements components add at run time must carry it. Undefined where no server set one
 * (Storybook, tests, an embedding host): no CSP there asks for it.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}
