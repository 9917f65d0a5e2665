import { describe, expect, it } from 'vitest';
import {
  formatTable,
  measureRun,
  median,
  summarizeRuns,
  type LighthouseResult,
} from './lighthouseSummary.ts';

function lhr(performance: number, fcp: number, overrides: Partial<LighthouseResult> = {}) {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 0.96, auditRefs: [{ id: 'target-size', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: {
        score: 0.63,
        auditRefs: [
          { id: 'is-crawlable', weight: 4.3 },
          { id: 'structured-data', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: 2295.4 },
      'total-blocking-time': { numericValue: 955.6 },
      'cumulative-layout-shift': { numericValue: 0.01234 },
      'speed-index': { numericValue: 2154 },
      'total-byte-weight': { numericValue: 179_507 },
      'mainthread-work-breakdown': {
        details: {
          items: [
            { group: 'styleLayout', duration: 40 },
            { group: 'scriptEvaluation', duration: 1158.3 },
          ],
        },
      },
      'target-size': { score: 0, scoreDisplayMode: 'binary' },
      'errors-in-console': { score: 1, scoreDisplayMode: 'binary' },
      'is-crawlable': { score: 0, scoreDisplayMode: 'binary' },
      'structured-data': { score: null, scoreDisplayMode: 'manual' },
      'legacy-javascript-insight': { score: null, scoreDisplayMode: 'error' },
    },
    ...overrides,
  } satisfies LighthouseResult;
}

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the two middles of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNull();
  });
});

describe('measureRun', () => {
  it('reads scores as 0–100, metrics rounded, transfer in KiB and script evaluation', () => {
    expect(measureRun(lhr(0.754, 2154.2))).toEqual({
      scores: { performance: 75, accessibility: 96, 'best-practices': 100, seo: 63 },
      metrics: {
        fcpMs: 2154,
        lcpMs: 2295,
        tbtMs: 956,
        cls: 0.012,
        speedIndexMs: 2154,
        transferKiB: 175.3,
        scriptEvaluationMs: 1158,
      },
      failedAudits: ['is-crawlable', 'target-size'],
      erroredAudits: ['legacy-javascript-insight'],
    });
  });

  it('fails on a run Lighthouse could not finish', () => {
    expect(() =>
      measureRun(lhr(0, 0, { runtimeError: { code: 'NO_FCP', message: 'did not paint' } })),
    ).toThrow('NO_FCP');
  });
});

describe('summarizeRuns', () => {
  it('takes the median of each score and metric on its own and keeps every run', () => {
    const runs = [lhr(0.5, 3000), lhr(0.9, 1000), lhr(0.7, 2000)].map(measureRun);
    const summary = summarizeRuns(runs);
    expect(summary.scores.performance).toBe(70);
    expect(summary.metrics.fcpMs).toBe(2000);
    expect(summary.failedAudits).toEqual(['is-crawlable', 'target-size']);
    expect(summary.runs).toHaveLength(3);
  });

  it('refuses an empty list', () => {
    expect(() => summarizeRuns([])).toThrow();
  });
});

describe('formatTable', () => {
  it('prints one aligned line per page and preset under a header', () => {
    const summary = summarizeRuns([measureRun(lhr(0.754, 2154))]);
    const lines = formatTable([
      { page: '/login', preset: 'mobile', ...summary },
      { page: '/apps/1', preset: 'desktop', ...summary },
    ]).split('\n');
    expect(lines[0]).toMatch(/^page\s+preset\s+perf\s+a11y\s+bp\s+seo\s+FCP/);
    expect(lines[1]).toMatch(/^\/login\s+mobile\s+75\s+96\s+100\s+63\s+2154 ms/);
    expect(lines[2]?.indexOf('desktop')).toBe(lines[1]?.indexOf('mobile'));
  });
});
