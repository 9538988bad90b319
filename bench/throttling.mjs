import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from 'lighthouse/core/config/constants.js';

/**
 * Lighthouse's mobile throttling, as Lighthouse itself applies it through DevTools
 * (throttlingMethod 'devtools'): its mobileSlow4G profile, whose 150 ms round trip becomes
 * 562.5 ms of latency per request and whose 1.6 Mbit/s becomes 1.47 Mbit/s down, 0.68 up, with
 * the CPU slowed 4x. Lighthouse's default (simulated) throttling only predicts its own metrics
 * from an unthrottled load; "points on screen" is no Lighthouse metric, so these visits are
 * throttled for real, in the page, by the same numbers.
 */
export const MOBILE = throttling.mobileSlow4G;

/** Lighthouse's mobile screen and user agent (moto g power), for Playwright's context. */
export const MOBILE_CONTEXT = {
  viewport: {
    width: screenEmulationMetrics.mobile.width,
    height: screenEmulationMetrics.mobile.height,
  },
  deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

export const THROTTLING_NOTE =
  `Lighthouse mobileSlow4G applied through DevTools: ${MOBILE.requestLatencyMs} ms latency per ` +
  `request, ${Math.round(MOBILE.downloadThroughputKbps)} kbit/s down, ` +
  `${Math.round(MOBILE.uploadThroughputKbps)} kbit/s up, CPU ${MOBILE.cpuSlowdownMultiplier}x slower`;

/**
 * Throttles one page as Lighthouse's devtools mode does: the network of the page's requests
 * (what its service worker answers from its cache is no network request, so it is not slowed,
 * on a phone either) and its main thread. `offline` cuts the page's network instead.
 * @param {import('playwright-core').CDPSession} cdp
 */
export async function throttlePage(cdp, { offline = false } = {}) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: offline ? 0 : MOBILE.requestLatencyMs,
    downloadThroughput: offline ? -1 : (MOBILE.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: offline ? -1 : (MOBILE.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdownMultiplier });
}
