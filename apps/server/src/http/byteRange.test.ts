import { describe, expect, it } from 'vitest';
import { byteRangeOf, rangeHeaders } from './byteRange.ts';

describe('byteRangeOf', () => {
  it.each([
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'partial', start: 100, end: 999 }],
    ['bytes=990-2000', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=-10', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=999-999', { kind: 'partial', start: 999, end: 999 }],
    [' bytes=5-9 ', { kind: 'partial', start: 5, end: 9 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-1200', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=9-5', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
    ['bytes=0-1,5-9', { kind: 'full' }],
    ['items=0-9', { kind: 'full' }],
    ['bytes=a-9', { kind: 'full' }],
    ['bytes=0x10-', { kind: 'full' }],
  ] as const)('%s of 1000 bytes', (header, expected) => {
    expect(byteRangeOf(header, 1000)).toEqual(expected);
  });

  it('sends the whole file without a Range header, or when an If-Range it cannot check comes along', () => {
    expect(byteRangeOf(undefined, 1000)).toEqual({ kind: 'full' });
    expect(byteRangeOf('bytes=0-9', 1000, '"etag"')).toEqual({ kind: 'full' });
  });

  it('cannot satisfy any range of an empty file', () => {
    expect(byteRangeOf('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRangeOf('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('names the bytes sent, or the size when none can be', () => {
    expect(rangeHeaders({ kind: 'partial', start: 10, end: 19 }, 1000)).toEqual({
      'Content-Range': 'bytes 10-19/1000',
      'Content-Length': '10',
    });
    expect(rangeHeaders({ kind: 'unsatisfiable' }, 1000)).toEqual({
      'Content-Range': 'bytes */1000',
    });
    expect(rangeHeaders({ kind: 'full' }, 1000)).toEqual({ 'Content-Length': '1000' });
  });
});
