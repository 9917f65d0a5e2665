// The editor's three services on this origin, forwarded to apps/server (API_PROXY_TARGET at
// build time). Preview pages end in `/`: no trailing-slash redirect, and a rule of their own
// (`:path*` drops the trailing slash, and the server answers 404 without it).
const target = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** @type {import('next').NextConfig} */
const config = {
  skipTrailingSlashRedirect: true,
  async rewrites() {
    return [
      { source: '/api/preview/:token/', destination: `${target}/api/preview/:token/` },
      ...['/api', '/tracker', '/lambda'].map((prefix) => ({
        source: `${prefix}/:path*`,
        destination: `${target}${prefix}/:path*`,
      })),
    ];
  },
};

export default config;
