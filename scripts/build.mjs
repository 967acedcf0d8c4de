// Bundles the action (dist/index.js) and the local CLI (dist/cli/index.js) with ncc.
// Deterministic output matters: check-dist and the "dist is the build" test compare bytes.
import ncc from '@vercel/ncc';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isMainThread, Worker, workerData } from 'node:worker_threads';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const outRoot = resolve(process.argv[2] ?? join(root, 'dist'));

const entries = [
  { src: 'src/index.ts', out: '.' },
  // The CLI is package.json's bin: npm links it and the shell runs it, so it needs the
  // interpreter line and the executable bit (the runner starts the action with node itself).
  { src: 'src/cli/index.ts', out: 'cli', executable: true },
];

// The bundles are ES modules, where CommonJS's __dirname and __filename do not exist, and ncc leaves
// a library's references to them as they are: @larksuiteoapi/node-sdk reads __dirname for its
// version on every client it builds, and threw "__dirname is not defined". A file that names them
// gets them, as its own folder and path (what ncc's CommonJS output gives); other files stay as built.
const COMMONJS_PATHS =
  "import { dirname as __tendDirname } from 'node:path';\nimport { fileURLToPath as __tendFileURLToPath } from 'node:url';\n" +
  'const __filename = __tendFileURLToPath(import.meta.url);\nconst __dirname = __tendDirname(__filename);\n';
const withCommonJsPaths = (source) => (/\b__(dirname|filename)\b/.test(source) ? COMMONJS_PATHS + source : source);

// ncc only transpiles (transpileOnly; src/tsconfig.json says how): `tsc --noEmit` type-checks,
// and the same check inside ncc cost three times the rest of the build. The two bundles are built
// in parallel worker threads; each writes only its own folder, so the output is the same bytes.
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
    transpileOnly: true,
  });
  const dir = join(outRoot, entry.out);
  await mkdir(dir, { recursive: true });
  const main = join(dir, 'index.js');
  await writeFile(main, entry.executable ? `#!/usr/bin/env node\n${withCommonJsPaths(code)}` : withCommonJsPaths(code));
  // chmod, not writeFile's mode: that one is filtered through the umask.
  if (entry.executable) await chmod(main, 0o755);
  for (const [name, asset] of Object.entries(assets ?? {})) {
    const file = join(dir, name);
    await mkdir(dirname(file), { recursive: true });
    // Chunks (`501.index.js`) are ES modules of their own.
    const source = name.endsWith('.js') ? withCommonJsPaths(String(asset.source)) : asset.source;
    await writeFile(file, source, asset.permissions ? { mode: asset.permissions } : undefined);
  }
}
