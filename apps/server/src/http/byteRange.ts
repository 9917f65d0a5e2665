/**
 * A `Range` request header read against a representation of `size` bytes (RFC 9110 §14), for
 * files a browser seeks in (a video in a template). One range only: a multi-range request, a
 * malformed one or one with another unit is answered in full, as the RFC lets a server do.
 */
export type ByteRange =
  | { readonly kind: 'full' }
  | { readonly kind: 'partial'; readonly start: number; readonly end: number }
  | { readonly kind: 'unsatisfiable' };

const single = /^bytes=(\d*)-(\d*)$/;

export function byteRangeOf(header: string | undefined, size: number, ifRange?: string): ByteRange {
  // We send no validator (ETag, Last-Modified) an If-Range could match: the RFC says to ignore
  // Range then and send the whole file.
  if (header === undefined || ifRange !== undefined) return { kind: 'full' };
  const match = single.exec(header.trim());
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', start, end };
}

/** The headers that go with a range answer (206 or 416); `Accept-Ranges` goes on every answer. */
export function rangeHeaders(range: ByteRange, size: number): Record<string, string> {
  if (range.kind === 'partial') {
    return {
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      'Content-Length': String(range.end - range.start + 1),
    };
  }
  if (range.kind === 'unsatisfiable') return { 'Content-Range': `bytes */${size}` };
  return { 'Content-Length': String(size) };
}
