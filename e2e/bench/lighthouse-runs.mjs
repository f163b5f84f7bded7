// Lighthouse 12 through its programmatic API, each run in a Chromium of its own (chrome-launcher, a
// fresh profile), performance category only. Mobile is Lighthouse's default configuration (a
// mid-range phone on a slow 4G connection, simulated); desktop is its desktop configuration.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

import { headlessChromiumFlags } from '../support/chromium.mjs';
import { storeSession } from './network-profile.mjs';

/** @typedef {'mobile' | 'desktop'} FormFactor */

/**
 * @typedef {object} LighthouseFigures
 * @property {number} score performance, out of 100
 * @property {number} fcpMs First Contentful Paint
 * @property {number} lcpMs Largest Contentful Paint
 * @property {number} tbtMs Total Blocking Time
 * @property {number} cls Cumulative Layout Shift
 */

/**
 * @param {Record<string, { numericValue?: number }>} audits
 * @param {string} id
 */
function numericAudit(audits, id) {
  const value = audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse reported no ${id}`);
  return value;
}

/**
 * One Lighthouse run of `url`. A logged-in route gets its session in localStorage first, in the
 * same browser profile: Lighthouse's storage reset clears the HTTP cache and other storage before
 * it navigates but keeps localStorage (its default `clearStorageTypes`), so the load is cold and
 * logged in.
 * @param {object} options
 * @param {string} options.url
 * @param {FormFactor} options.formFactor
 * @param {string} options.chromePath
 * @param {import('./network-profile.mjs').StoredSession} [options.session]
 * @returns {Promise<LighthouseFigures>}
 */
export async function runLighthouse({ url, formFactor, chromePath, session }) {
  const chrome = await launch({ chromePath, chromeFlags: headlessChromiumFlags, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      if (session) await storeSession(page, new URL(url).origin, session);
      const result = await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
        formFactor === 'desktop' ? desktopConfig : undefined,
        page,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      const score = lhr.categories.performance?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse gave ${url} no performance score`);
      return {
        score: Math.round(score * 100),
        fcpMs: numericAudit(lhr.audits, 'first-contentful-paint'),
        lcpMs: numericAudit(lhr.audits, 'largest-contentful-paint'),
        tbtMs: numericAudit(lhr.audits, 'total-blocking-time'),
        cls: numericAudit(lhr.audits, 'cumulative-layout-shift'),
      };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/**
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? /** @type {number} */ (sorted[middle])
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The median of each figure over the runs (each figure on its own, as Lighthouse's own guidance
 * for repeated runs does).
 * @param {LighthouseFigures[]} runs
 * @returns {LighthouseFigures & { runs: number }}
 */
export function medianFigures(runs) {
  const of = (/** @type {keyof LighthouseFigures} */ key) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    runs: runs.length,
  };
}
