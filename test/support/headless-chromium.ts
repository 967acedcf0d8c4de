// A page in Debian's chromium, headless, driven by puppeteer-core (the DevTools protocol client the
// Chrome team keeps; no browser download: it starts the system's chromium). It collects every
// console error, uncaught exception and browser log error (a blocked request or a
// Content-Security-Policy violation lands there), evaluates expressions in the page and takes
// full-page screenshots. One browser per test file.

import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Debian's package installs /usr/bin/chromium; .ci/run installs the package when it is missing. */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export interface Chromium {
  /** Opens `url` and resolves when its load event fired. */
  open(url: string): Promise<void>;
  /** The value of `expression` in the page (returned by value: JSON-able). */
  evaluate<T>(expression: string): Promise<T>;
  /** prefers-color-scheme as the page sees it from now on. */
  colorScheme(scheme: 'light' | 'dark'): Promise<void>;
  /** PNG of the whole page at `width` CSS pixels. */
  screenshot(width: number): Promise<Buffer>;
  /** Console errors, exceptions and error log entries seen so far, one line each. */
  errors: string[];
  close(): Promise<void>;
}

export async function launchChromium(): Promise<Chromium> {
  let browser: Browser;
  try {
    // --no-sandbox: CI containers run as root, where chromium's sandbox refuses to start.
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--no-default-browser-check', '--disable-extensions'] });
  } catch (error) {
    throw new Error(`${CHROMIUM} did not start (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): install Debian's chromium package (apt-get install -y chromium; .ci/run does it)`);
  }
  const page: Page = await browser.newPage();
  const errors: string[] = [];
  // puppeteer reports the console API and the browser's log (Log.entryAdded) both as console messages.
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'assert') return;
    const url = message.location().url;
    errors.push(`console.${message.type()}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error instanceof Error ? error.message : String(error)}`));
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`));

  return {
    errors,
    async evaluate<T>(expression: string): Promise<T> {
      return (await page.evaluate(expression)) as T;
    },
    async open(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async colorScheme(scheme) {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
    },
    async screenshot(width) {
      await page.setViewport({ width, height: 800, deviceScaleFactor: 1 });
      return Buffer.from(await page.screenshot({ type: 'png', fullPage: true }));
    },
    async close() {
      await browser.close();
    },
  };
}
