/** Sizes in the table are KB of 1000 bytes, gzip -9 of each file as served, summed. */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const mb = (bytes) => `${(bytes / 1_000_000).toFixed(2)} MB`;

/** The targets of DECISIONS.md "Performance: the first visit and the start". */
export const LIMITS = {
  loginJsBytes: 165_000,
  performance: 98,
  accessibility: 100,
  lcpRatio: 1.3,
  heapGrowthBytes: 5_000_000,
};

/** One target: what was measured against its limit. */
export function target(name, value, limit, pass) {
  return { name, value, limit, pass };
}

/**
 * The one table: measure, mode, our value, the bare React page's where it compares, the target
 * and PASS/FAIL. Rows without a target are context for the reader.
 * @param {{measure: string, mode: string, value: string, bare?: string, target?: {limit: string, pass: boolean}}[]} rows
 */
export function formatTable(rows) {
  const header = ['measure', 'mode', 'value', 'bare React', 'target', 'result'];
  const cells = rows.map((row) => [
    row.measure,
    row.mode,
    row.value,
    row.bare ?? '',
    row.target?.limit ?? '',
    row.target ? (row.target.pass ? 'PASS' : 'FAIL') : '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column].length)),
  );
  const line = (values) => `| ${values.map((value, i) => value.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}

export function tableRows({
  visits,
  byName,
  lighthouseLogin: ours,
  lighthouseBare: bare,
  lcpRatio,
  jsRatio,
}) {
  const rows = [];
  const bareBytes = byName.bare.bytes;
  for (const visit of visits.filter((v) => v.mode !== 'bare')) {
    const { js, jsApp, jsFakeWorld, css } = visit.bytes;
    const isLogin = visit.page === '/login';
    rows.push({
      measure: `JS, first visit of ${visit.label}`,
      mode: visit.mode,
      value:
        jsFakeWorld > 0 ? `${kb(js)} = app ${kb(jsApp)} + fake world ${kb(jsFakeWorld)}` : kb(js),
      bare: isLogin ? kb(bareBytes.js) : undefined,
      target: isLogin
        ? { limit: `<= ${kb(LIMITS.loginJsBytes)}`, pass: js <= LIMITS.loginJsBytes }
        : undefined,
    });
    rows.push({
      measure: `CSS, first visit of ${visit.label}`,
      mode: visit.mode,
      value: kb(css),
      bare: isLogin ? kb(bareBytes.css) : undefined,
    });
    if (isLogin) {
      rows.push({
        measure: `requests to other hosts, ${visit.label}`,
        mode: visit.mode,
        value: String(visit.offOrigin.length),
        target: { limit: '0', pass: visit.offOrigin.length === 0 },
      });
    }
  }
  const lighthouseRow = (measure, key, format, limit) => ({
    measure: `Lighthouse ${measure}, /login`,
    mode: 'firebase',
    value: format(ours[key]),
    bare: format(bare[key]),
    target: limit,
  });
  const ms = (value) => `${value} ms`;
  rows.push(
    lighthouseRow('performance', 'performance', String, {
      limit: `>= ${LIMITS.performance}`,
      pass: ours.performance >= LIMITS.performance,
    }),
    lighthouseRow('accessibility', 'accessibility', String, {
      limit: String(LIMITS.accessibility),
      pass: ours.accessibility >= LIMITS.accessibility,
    }),
    lighthouseRow('best practices', 'bestPractices', String),
    lighthouseRow('FCP', 'fcpMs', ms),
    lighthouseRow('LCP', 'lcpMs', ms),
    lighthouseRow('TBT', 'tbtMs', ms),
    lighthouseRow('CLS', 'cls', (value) => value.toFixed(3)),
    {
      measure: 'LCP, /login over bare React',
      mode: 'firebase',
      value: `${lcpRatio.toFixed(2)} x`,
      target: { limit: `<= ${LIMITS.lcpRatio} x`, pass: lcpRatio <= LIMITS.lcpRatio },
    },
    {
      measure: 'JS bytes, /login (phone) over bare React',
      mode: 'firebase',
      value: `${jsRatio.toFixed(2)} x`,
    },
  );
  return rows;
}

export function heapRows(heap, growthTarget) {
  return [
    {
      measure: 'JS heap after cycle 1 (after GC)',
      mode: 'fake',
      value: mb(heap.afterFirstCycleBytes),
    },
    {
      measure: `JS heap after cycle ${heap.cycles} (after GC)`,
      mode: 'fake',
      value: mb(heap.afterLastCycleBytes),
    },
    {
      measure: `JS heap growth over ${heap.cycles} cycles`,
      mode: 'fake',
      value: mb(heap.growthBytes),
      target: { limit: `< ${mb(LIMITS.heapGrowthBytes)}`, pass: growthTarget.pass },
    },
  ];
}

/** A visit's gzip bytes by package (node_modules) or source folder, largest first. */
export function jsBreakdown(visit, chunkModules) {
  const groups = new Map();
  for (const { file, kind, gzipBytes } of visit.files) {
    if (kind !== 'js') continue;
    const modules = chunkModules.get(file) ?? [];
    const all = modules.reduce((sum, module) => sum + module.renderedLength, 0);
    for (const module of modules) {
      const parts = module.moduleId.split('/');
      const group =
        parts[0] === 'node_modules'
          ? parts.slice(0, parts[1]?.startsWith('@') ? 3 : 2).join('/')
          : parts.slice(0, 3).join('/');
      const share = all > 0 ? (gzipBytes * module.renderedLength) / all : 0;
      groups.set(group, (groups.get(group) ?? 0) + share);
    }
  }
  return [...groups.entries()].sort((a, b) => b[1] - a[1]);
}
