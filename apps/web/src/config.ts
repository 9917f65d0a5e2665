/** Service base URLs, fixed at build time; empty means the page's own origin. */
export const serviceUrls = {
  api: import.meta.env.VITE_API_URL ?? '',
  tracker: import.meta.env.VITE_TRACKER_URL ?? '',
  registrar: import.meta.env.VITE_REGISTRAR_URL ?? '',
};
