export type ContentCoding = 'br' | 'gzip';

/**
 * The coding the client prefers among `available` (listed best first), honouring q-values;
 * undefined when it accepts none of them and wants the identity.
 */
export function preferredEncoding(
  header: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: { coding: ContentCoding; weight: number } | undefined;
  for (const coding of available) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { coding, weight };
  }
  return best?.coding;
}
