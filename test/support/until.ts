// Polls a probe until it returns something truthy, for tests that wait on real sockets and servers.

export async function until<T>(what: string, probe: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
