/**
 * The host signs its operator in itself (plain fetch to the tracker) and keeps the tokens where
 * the editor's own client reads them: localStorage `accessToken` / `refreshToken`.
 */
export async function signIn(email: string, password: string): Promise<void> {
  const response = await fetch('/tracker/v1/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    data?: { access_token?: string; refresh_token?: string };
    access_token?: string;
    refresh_token?: string;
    message?: string;
  };
  const tokens = body.data ?? body;
  if (!response.ok || !tokens.access_token) throw new Error(body.message ?? 'Sign-in failed');
  localStorage.setItem('accessToken', tokens.access_token);
  if (tokens.refresh_token) localStorage.setItem('refreshToken', tokens.refresh_token);
}

export const isSignedIn = () => localStorage.getItem('accessToken') !== null;
