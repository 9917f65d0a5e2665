/**
 * A chip list as saved: entries trimmed, blanks dropped, and an entry equal (ignoring case) to
 * an earlier one dropped.
 */
export function normalizeChips(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const entry of entries) {
    const label = entry.trim();
    const key = label.toLocaleLowerCase();
    if (label === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(label);
  }
  return kept;
}
