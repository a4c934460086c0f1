// What a browser downloads: the landing page's JavaScript and CSS before any interaction, and
// the code each signed-in area adds when it is visited (measured in Debian's Chromium, gzip
// level 9 of each file), then Lighthouse's mobile performance and accessibility scores.
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { hasSecondFactor, nextCode } from './platform.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Gzipped bytes of JavaScript and CSS, how many files, and their paths. */
export type Bytes = { js: number; css: number; files: number; names: string[] };
export type WebResult = {
  landing: Bytes;
  areas: Record<string, Bytes>;
  lighthouse: Record<string, LighthousePage>;
};
/** Scores out of 100, and the timings (ms) and layout shift behind the performance score. */
export type LighthousePage = {
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
};

const lighthouseMetrics = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/**
 * Records the gzipped size of every script and stylesheet the page downloads. A file counts
 * from the moment its response starts (so "what was loaded before" is exact); its body is read
 * asynchronously, and `total` waits for every body.
 */
function recordAssets(page: Page) {
  const seen = new Map<string, Promise<{ type: 'js' | 'css'; bytes: number } | undefined>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    seen.set(
      response.url(),
      response.body().then(
        (body) => ({ type: type === 'script' ? 'js' : 'css', bytes: gzipSync(body, { level: 9 }).length }),
        () => undefined, // a redirect or aborted download carries no body
      ),
    );
  });
  return {
    urls: () => new Set(seen.keys()),
    async total(except: Set<string> = new Set()): Promise<Bytes & { names: string[] }> {
      const result = { js: 0, css: 0, files: 0, names: [] as string[] };
      for (const [url, pending] of seen) {
        const asset = await pending;
        if (except.has(url) || !asset) continue;
        result[asset.type] += asset.bytes;
        result.files += 1;
        result.names.push(new URL(url).pathname);
      }
      return result;
    },
  };
}

export async function measureBundles(baseUrl: string, logins: Record<string, string>, password: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const landingPage = await browser.newPage();
    const landing = recordAssets(landingPage);
    await landingPage.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const landingBytes = await landing.total();
    const areas: Record<string, Bytes> = {};
    for (const [area, email] of Object.entries(logins)) {
      const page = await browser.newPage();
      const assets = recordAssets(page);
      await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
      const beforeArea = assets.urls();
      await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
      await page.getByRole('textbox', { name: 'Password' }).fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      if (hasSecondFactor(email)) {
        await page.getByLabel(/^Authentication code/).fill(await nextCode(email));
        await page.getByRole('button', { name: 'Verify' }).click();
      }
      await page.waitForURL(`${baseUrl}/${area}`);
      await page.waitForLoadState('networkidle');
      areas[area] = await assets.total(beforeArea);
      await page.close();
    }
    return { landing: landingBytes, areas };
  } finally {
    await browser.close();
  }
}

export async function lighthouseScores(baseUrl: string, paths: string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const scores: WebResult['lighthouse'] = {};
  try {
    for (const path of paths) {
      // Lighthouse's default: a mid-range phone on a slow 4G connection, simulated.
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const categories = result?.lhr.categories;
      const audits = result?.lhr.audits ?? {};
      scores[path] = {
        performance: Math.round((categories?.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
        metrics: Object.fromEntries(
          lighthouseMetrics.map((id) => [id, Math.round((audits[id]?.numericValue ?? 0) * 1000) / 1000]),
        ),
      };
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
