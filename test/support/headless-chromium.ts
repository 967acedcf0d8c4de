// A page in Debian's chromium, headless, driven over the DevTools protocol with Node's own
// WebSocket: no browser library. It collects every console error, uncaught exception and browser
// log error (a blocked request or a Content-Security-Policy violation lands there), evaluates
// expressions in the page and takes full-page screenshots. One browser per test file.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's package installs /usr/bin/chromium; .ci/run installs the package when it is missing. */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

interface Pending {
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

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
  const profile = await mkdtemp(join(tmpdir(), 'tend-chromium-'));
  // --no-sandbox: CI containers run as root, where chromium's sandbox refuses to start.
  const child: ChildProcess = spawn(
    CHROMIUM,
    ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--no-default-browser-check', '--disable-extensions', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (match) {
        child.stderr!.off('data', onData);
        resolve(match[1]!);
      }
    };
    child.stderr!.on('data', onData);
    child.once('error', (error) => reject(new Error(`${CHROMIUM} did not start (${error.message}): install Debian's chromium package (apt-get install -y chromium; .ci/run does it)`)));
    child.once('exit', (code) => reject(new Error(`${CHROMIUM} exited with ${code} before it listened:\n${seen.slice(-2000)}`)));
  });
  // The browser's stderr is drained so it never blocks on a full pipe.
  child.stderr!.resume();

  const socket = new WebSocket(endpoint);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`could not connect to ${endpoint}`)), { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const listeners = new Set<(method: string, params: Record<string, unknown>) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown>; error?: { message: string }; method?: string; params?: Record<string, unknown> };
    if (message.id !== undefined) {
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiter?.reject(new Error(message.error.message));
      else waiter?.resolve(message.result ?? {});
    } else if (message.method) {
      for (const listener of listeners) listener(message.method, message.params ?? {});
    }
  });
  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  const event = (name: string): Promise<Record<string, unknown>> =>
    new Promise((resolve) => {
      const listener = (method: string, params: Record<string, unknown>) => {
        if (method === name) {
          listeners.delete(listener);
          resolve(params);
        }
      };
      listeners.add(listener);
    });

  const errors: string[] = [];
  listeners.add((method, params) => {
    if (method === 'Runtime.consoleAPICalled' && ['error', 'assert'].includes(params.type as string)) {
      errors.push(`console.${params.type as string}: ${JSON.stringify((params.args as Array<{ value?: unknown }>).map((a) => a.value))}`);
    } else if (method === 'Runtime.exceptionThrown') {
      errors.push(`exception: ${JSON.stringify((params.exceptionDetails as { text?: string }).text)}`);
    } else if (method === 'Log.entryAdded') {
      const entry = params.entry as { level: string; text: string; url?: string };
      if (entry.level === 'error') errors.push(`log: ${entry.text}${entry.url ? ` (${entry.url})` : ''}`);
    }
  });

  const { targetId } = (await send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
  const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
  const page = (method: string, params: Record<string, unknown> = {}) => send(method, params, sessionId);
  await Promise.all([page('Page.enable'), page('Runtime.enable'), page('Log.enable')]);

  const evaluate = async <T>(expression: string): Promise<T> => {
    const result = (await page('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value: T }; exceptionDetails?: { text: string } };
    if (result.exceptionDetails) throw new Error(`${expression}: ${result.exceptionDetails.text}`);
    return result.result.value;
  };

  return {
    errors,
    evaluate,
    async open(url) {
      const loaded = event('Page.loadEventFired');
      const navigated = (await page('Page.navigate', { url })) as { errorText?: string };
      if (navigated.errorText) throw new Error(`chromium could not open ${url}: ${navigated.errorText}`);
      await loaded;
    },
    async colorScheme(scheme) {
      await page('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: scheme }] });
    },
    async screenshot(width) {
      await page('Emulation.setDeviceMetricsOverride', { width, height: 800, deviceScaleFactor: 1, mobile: false });
      const height = await evaluate<number>('Math.ceil(document.documentElement.scrollHeight)');
      await page('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
      const shot = (await page('Page.captureScreenshot', { format: 'png' })) as { data: string };
      return Buffer.from(shot.data, 'base64');
    },
    async close() {
      const exited = child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
      // Browser.close ends the process; if the protocol is gone, the process started here is killed.
      await send('Browser.close').catch(() => child.kill('SIGKILL'));
      socket.close();
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}
