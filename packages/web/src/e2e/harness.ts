import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startServer } from '@tenace/server';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

// What every browser test file sets up: Debian's Chromium (playwright-core, never a downloaded
// browser) against a real table server on loopback serving the built client (packages/web/dist).
// Screenshots go to packages/web/test-artifacts/. Without /usr/bin/chromium the tests are
// skipped with a message; CI installs it (.ci/run).

export const CHROMIUM = '/usr/bin/chromium';
export const HAVE_CHROMIUM = existsSync(CHROMIUM);
const WEB = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = join(WEB, 'dist');
const ARTIFACTS = join(WEB, 'test-artifacts');

if (!HAVE_CHROMIUM) {
  console.warn(`browser tests skipped: ${CHROMIUM} is missing (apt-get install -y chromium)`);
}

/**
 * Builds the client when there is no build, or when `marker` (a string the newest code puts in
 * the bundle) is missing from it; `npm test` builds first, so this serves single test runs.
 */
async function buildClientIfMissing(marker?: string): Promise<void> {
  const assets = join(DIST, 'assets');
  const built =
    existsSync(join(DIST, 'index.html')) &&
    (marker === undefined ||
      (existsSync(assets) &&
        readdirSync(assets).some(
          (f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(marker),
        )));
  if (built) return;
  const { build } = await import('vite');
  await build({ root: WEB, configFile: join(WEB, 'vite.config.ts'), logLevel: 'warn' });
}

/**
 * A full-page screenshot in test-artifacts/. The page comes to the front first: with several
 * contexts open, Chromium may not paint a page in the background, and the screenshot waits for
 * a frame that never comes (seen once in CI, on the four-player test).
 */
export async function shot(page: Page, name: string): Promise<Buffer> {
  await page.bringToFront();
  return page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** A page that records any uncaught error in the client into `errors`. */
export async function openPage(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

/** Settings as a returning visitor has them (stored by the settings menu). */
export function prefsScript(lang: 'en' | 'de'): string {
  return `localStorage.setItem('tenace.prefs', JSON.stringify({ lang: '${lang}', fourColour: false, cardSize: 'medium', textView: false }))`;
}

/** A server with its own SQLite file and a headless Chromium, for one test file. */
export interface Harness {
  readonly server: RunningServer;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Builds the client if needed, starts a server on loopback and launches Chromium. */
export async function startHarness(name: string, marker?: string): Promise<Harness> {
  await buildClientIfMissing(marker);
  mkdirSync(ARTIFACTS, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), `tenace-${name}-`));
  const server = await startServer({
    store: { sqlite: join(dataDir, 'tenace.db') },
    port: 0,
    webRoot: DIST,
    log: () => {},
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // playwright-core gives every launch a fresh temporary --user-data-dir of its own.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Pages in the background (the other players' contexts) keep painting and running timers.
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      '--disable-background-timer-throttling',
    ],
  });
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
