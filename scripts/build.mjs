// Bundles the action (dist/index.js) and the local CLI (dist/cli/index.js) with ncc.
// Deterministic output matters: check-dist and the "dist is the build" test compare bytes.
import ncc from '@vercel/ncc';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isMainThread, Worker, workerData } from 'node:worker_threads';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const outRoot = resolve(process.argv[2] ?? join(root, 'dist'));

const entries = [
  { src: 'src/main.ts', out: '.' },
  // The CLI is package.json's bin: npm links it and the shell runs it, so it needs the
  // interpreter line and the executable bit (the runner starts the action with node itself).
  { src: 'src/cli/index.ts', out: 'cli', executable: true },
];

// ncc type-checks each bundle's sources (~25 s of one core each): build the two bundles in
// parallel worker threads. Each writes only its own folder, so the output is the same bytes.
if (isMainThread) {
  await rm(outRoot, { recursive: true, force: true });
  await Promise.all(
    entries.map(
      (entry) =>
        new Promise((done, fail) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { entry, outRoot } });
          worker.once('error', fail);
          worker.once('exit', (code) => (code === 0 ? done() : fail(new Error(`building ${entry.src} exited with ${code}`))));
        }),
    ),
  );
} else {
  // A worker's process.argv holds no script arguments: the output folder comes with the entry.
  await bundle(workerData.entry, workerData.outRoot);
}

async function bundle(entry, outRoot) {
  const { code, assets } = await ncc(join(root, entry.src), {
    minify: false,
    sourceMap: false,
    license: entry.out === '.' ? 'licenses.txt' : '',
    quiet: true,
    target: 'es2023',
  });
  const dir = join(outRoot, entry.out);
  await mkdir(dir, { recursive: true });
  const main = join(dir, 'index.js');
  await writeFile(main, entry.executable ? `#!/usr/bin/env node\n${withDirname(code)}` : withDirname(code));
  // chmod, not writeFile's mode: that one is filtered through the umask.
  if (entry.executable) await chmod(main, 0o755);
  for (const [name, asset] of Object.entries(assets ?? {})) {
    const file = join(dir, name);
    await mkdir(dirname(file), { recursive: true });
    const source = name.endsWith('.js') ? withDirname(asset.source.toString()) : asset.source;
    await writeFile(file, source, asset.permissions ? { mode: asset.permissions } : undefined);
  }
}

// A CommonJS library bundled into these ES modules loses its module-scope __dirname (the Lark SDK
// resolves its own package.json through it when a client is made, and throws a ReferenceError
// without it): each output file that names it gets one, the directory of that file.
function withDirname(code) {
  if (!/\b__dirname\b/.test(code)) return code;
  return `import { dirname as __tendDirname } from 'node:path';\nimport { fileURLToPath as __tendFileURLToPath } from 'node:url';\nconst __dirname = __tendDirname(__tendFileURLToPath(import.meta.url));\n${code}`;
}
