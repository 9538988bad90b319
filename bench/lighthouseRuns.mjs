import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export const LIGHTHOUSE_RUNS = 3;

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * One Lighthouse run with its default config: mobile form factor and simulated throttling.
 * A fresh Chromium per run, so no run inherits another's cache or compiled code.
 */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet,
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * LIGHTHOUSE_RUNS runs of one URL, one after another; each metric is the median of its runs
 * (taken metric by metric), since a single run on a busy 2-core machine is noisy.
 */
export async function medianLighthouse(url) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await runOnce(url));
  const metric = (key) => median(runs.map((run) => run[key]));
  return {
    performance: metric('performance'),
    accessibility: metric('accessibility'),
    bestPractices: metric('bestPractices'),
    fcpMs: Math.round(metric('fcpMs')),
    lcpMs: Math.round(metric('lcpMs')),
    tbtMs: Math.round(metric('tbtMs')),
    cls: Number(metric('cls').toFixed(3)),
    runs,
  };
}
