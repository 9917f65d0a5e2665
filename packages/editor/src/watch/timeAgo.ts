const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

let format: Intl.RelativeTimeFormat | undefined;
/** Made on first use: making an Intl formatter loads its locale data (a long task on a phone). */
const formatter = () => (format ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' }));

/**
 * "2 minutes ago", "1 hour ago"; under a minute (or a time from a clock ahead of this one, or
 * none) "just now".
 */
export function timeAgo(at: string | null, now: number): string {
  const time = at === null ? Number.NaN : Date.parse(at);
  const elapsed = now - time;
  if (!Number.isFinite(elapsed)) return 'just now';
  for (const [unit, size] of units) {
    if (elapsed >= size) return formatter().format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}
