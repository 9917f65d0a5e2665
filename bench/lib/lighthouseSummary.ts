/** The part of a Lighthouse result (LHR) the benchmark reads. */
export type LighthouseResult = {
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    {
      score?: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      details?: { items?: { group?: string; duration?: number }[] };
    }
  >;
  runtimeError?: { code: string; message: string };
};

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export type RunMeasure = {
  scores: Record<Category, number | null>;
  metrics: {
    fcpMs: number | null;
    lcpMs: number | null;
    tbtMs: number | null;
    cls: number | null;
    speedIndexMs: number | null;
    transferKiB: number | null;
    scriptEvaluationMs: number | null;
  };
  /** Audits of the scored categories other than performance that did not pass. */
  failedAudits: string[];
  /** Audits that could not run (on Node 20 without the polyfills, the insights). */
  erroredAudits: string[];
};

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const round = (value: number | undefined | null, digits = 0) =>
  value === undefined || value === null || Number.isNaN(value)
    ? null
    : Math.round(value * 10 ** digits) / 10 ** digits;

/** Scores (0–100) and metrics of one Lighthouse run. */
export function measureRun(lhr: LighthouseResult): RunMeasure {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const scripting = lhr.audits['mainthread-work-breakdown']?.details?.items?.find(
    (item) => item.group === 'scriptEvaluation',
  );
  const scores = Object.fromEntries(
    categories.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, score === undefined || score === null ? null : Math.round(score * 100)];
    }),
  ) as Record<Category, number | null>;
  const failedAudits = categories
    .filter((category) => category !== 'performance')
    .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ref.id)
    .filter((id) => {
      const audit = lhr.audits[id];
      return audit?.scoreDisplayMode === 'binary' || audit?.scoreDisplayMode === 'numeric'
        ? (audit.score ?? 1) < 1
        : false;
    });
  const bytes = numeric('total-byte-weight');
  return {
    scores,
    metrics: {
      fcpMs: round(numeric('first-contentful-paint')),
      lcpMs: round(numeric('largest-contentful-paint')),
      tbtMs: round(numeric('total-blocking-time')),
      cls: round(numeric('cumulative-layout-shift'), 3),
      speedIndexMs: round(numeric('speed-index')),
      transferKiB: bytes === undefined ? null : round(bytes / 1024, 1),
      scriptEvaluationMs: round(scripting?.duration),
    },
    failedAudits: [...new Set(failedAudits)].sort(),
    erroredAudits: Object.entries(lhr.audits)
      .filter(([, audit]) => audit.scoreDisplayMode === 'error')
      .map(([id]) => id)
      .sort(),
  };
}

const medianOf = (values: (number | null)[]) =>
  median(values.filter((value): value is number => value !== null));

/** The median of every score and metric on its own, the failed audits of any run, and the runs. */
export function summarizeRuns(runs: readonly RunMeasure[]) {
  const first = runs[0];
  if (!first) throw new Error('No Lighthouse run to summarize.');
  const pick = <T extends Record<string, number | null>>(read: (run: RunMeasure) => T): T =>
    Object.fromEntries(
      Object.keys(read(first)).map((key) => [
        key,
        medianOf(runs.map((run) => read(run)[key] ?? null)),
      ]),
    ) as T;
  return {
    scores: pick((run) => run.scores),
    metrics: pick((run) => run.metrics),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))].sort(),
    erroredAudits: [...new Set(runs.flatMap((run) => run.erroredAudits))].sort(),
    runs: [...runs],
  };
}

export type PageSummary = ReturnType<typeof summarizeRuns> & { page: string; preset: string };

const cell = (value: number | null, suffix = '') => (value === null ? '-' : `${value}${suffix}`);

/** A fixed-width table: one line per page and preset. */
export function formatTable(rows: readonly PageSummary[]): string {
  const header = [
    'page',
    'preset',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'SI',
    'KiB',
    'script',
  ];
  const lines = rows.map((row) => [
    row.page,
    row.preset,
    cell(row.scores.performance),
    cell(row.scores.accessibility),
    cell(row.scores['best-practices']),
    cell(row.scores.seo),
    cell(row.metrics.fcpMs, ' ms'),
    cell(row.metrics.lcpMs, ' ms'),
    cell(row.metrics.tbtMs, ' ms'),
    cell(row.metrics.cls),
    cell(row.metrics.speedIndexMs, ' ms'),
    cell(row.metrics.transferKiB),
    cell(row.metrics.scriptEvaluationMs, ' ms'),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  return [header, ...lines]
    .map((line) =>
      line
        .map((text, column) => text.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
