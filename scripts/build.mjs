// Bundles the action (dist/index.js) and the local CLI (dist/cli/index.js) with esbuild.
// Deterministic output matters: check-dist and the "dist is the build" test compare bytes.
import * as esbuild from 'esbuild';
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const outRoot = resolve(process.argv[2] ?? join(root, 'dist'));

const entries = [
  // The action's first image is one file (firstImageAlone below).
  { src: 'src/index.ts', out: '.', licenses: 'licenses.txt', firstImageAlone: true },
  // The CLI is package.json's bin: npm links it and the shell runs it, so it needs the
  // interpreter line and the executable bit (the runner starts the action with node itself).
  { src: 'src/cli/index.ts', out: 'cli', executable: true },
];

// esbuild's ES module output turns a CommonJS library's require() of a Node built-in into a shim
// that throws "Dynamic require of X is not supported" unless a `require` is in scope: each output
// file gets one, made for its own URL (esbuild's documented answer, evanw/esbuild#1921).
const REQUIRE = "import { createRequire as __tendCreateRequire } from 'node:module';\nconst require = __tendCreateRequire(import.meta.url);";

/**
 * The files a bundled module reads next to itself, `new URL('./x', import.meta.url)` (the prompts,
 * @octokit/graphql-schema's schema): esbuild leaves the URL as written, relative to a source file
 * that is not shipped. Each is rewritten to the file's name beside the output (every output file of a
 * bundle lives in one folder) and recorded, so the build copies it there from its source.
 */
function assetsNextToTheBundle(assets) {
  const pattern = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;
  return {
    name: 'assets-next-to-the-bundle',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]s$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        let found = false;
        const contents = source.replace(pattern, (_, quote, relativeUrl) => {
          const file = resolve(dirname(path), relativeUrl);
          if (!existsSync(file)) throw new Error(`${relative(root, path)} reads ${relativeUrl}, which does not exist`);
          const name = basename(file);
          const known = assets.get(name);
          if (known !== undefined && known !== file) throw new Error(`two files would be ${name} beside the bundle: ${relative(root, known)} and ${relative(root, file)}`);
          assets.set(name, file);
          found = true;
          return `new URL(${quote}./${name}${quote}, import.meta.url)`;
        });
        if (!found) return undefined;
        const ext = extname(path);
        return { contents, loader: ext.endsWith('ts') ? 'ts' : 'js', resolveDir: dirname(path) };
      });
    },
  };
}

/**
 * The third-party licenses of one bundle, one block per package (name, license, its license file's
 * text): esbuild's legal comments keep only the comments a library marks, and most MIT packages mark
 * none, so the list is made from the packages esbuild's metafile says were bundled.
 */
async function licenseList(metafile) {
  // Each package folder once (a package may come in more than one version, each its own folder).
  const folders = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const parts = input.split('/');
    const at = parts.lastIndexOf('node_modules');
    if (at < 0) continue;
    folders.add(parts.slice(0, at + (parts[at + 1].startsWith('@') ? 3 : 2)).join('/'));
  }
  const blocks = new Map();
  for (const folder of folders) {
    const dir = join(root, folder);
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    const license = typeof manifest.license === 'string' ? manifest.license : (manifest.license?.type ?? 'UNKNOWN');
    const file = (await readdir(dir)).sort().find((entry) => /^(licen[cs]e|copying)/i.test(entry));
    const text = file === undefined ? '' : (await readFile(join(dir, file), 'utf8')).trim();
    // Sorted by name, then by text, and a text given once per name: the list reads the same on every build.
    blocks.set(`${manifest.name}\0${text}`, `${manifest.name}\n${license}\n${text}\n`);
  }
  return [...blocks.keys()].sort().map((key) => blocks.get(key)).join('\n');
}

/**
 * The dynamic imports of an unsplit build left to files of the split one: each becomes
 * `import('./<name>.js')`, external here, and is recorded (name → source) for the split build to
 * make an entry point of that name, so both builds' files meet beside each other.
 */
function dynamicImportsElsewhere(later) {
  return {
    name: 'dynamic-imports-elsewhere',
    setup(build) {
      build.onResolve({ filter: /.*/ }, ({ kind, path, resolveDir, importer }) => {
        if (kind !== 'dynamic-import') return undefined;
        if (!/^\.{1,2}\//.test(path)) throw new Error(`${relative(root, importer)} imports ${path} dynamically: only the project's own modules can be left to the split build`);
        const file = resolve(resolveDir, path.replace(/\.js$/, '.ts'));
        const name = basename(file, '.ts');
        const known = later.get(name);
        if (known !== undefined && known !== file) throw new Error(`two modules would be ${name}.js beside the bundle: ${relative(root, known)} and ${relative(root, file)}`);
        later.set(name, file);
        return { path: `./${name}.js`, external: true };
      });
    },
  };
}

async function bundle(entry) {
  const dir = join(outRoot, entry.out);
  const assets = new Map();
  const outputFiles = [];
  const inputs = {};
  let entryPoints = { index: join(root, entry.src) };
  // The first image (index.ts and what it imports statically) as one file of its own: a split
  // build spreads its few small modules over a dozen chunks, each a file the image resolves and
  // loads before it can hand off or skip, and the re-executed image loads them again before its
  // first request. What it imports dynamically (main.ts, the skip's reports) is left to the split
  // build. Its modules are then in both builds: they hold no state, so two copies behave as one.
  if (entry.firstImageAlone) {
    const later = new Map();
    const first = await esbuild.build({ ...options(dir, assets, [dynamicImportsElsewhere(later)]), entryPoints, splitting: false });
    outputFiles.push(...first.outputFiles);
    Object.assign(inputs, first.metafile.inputs);
    entryPoints = Object.fromEntries([...later].sort());
  }
  const result = await esbuild.build({ ...options(dir, assets), entryPoints, splitting: true });
  outputFiles.push(...result.outputFiles);
  Object.assign(inputs, result.metafile.inputs);
  await mkdir(dir, { recursive: true });
  const main = join(dir, 'index.js');
  for (const file of outputFiles) {
    await mkdir(dirname(file.path), { recursive: true });
    await writeFile(file.path, file.path === main && entry.executable ? `#!/usr/bin/env node\n${file.text}` : file.contents);
  }
  // chmod, not writeFile's mode: that one is filtered through the umask.
  if (entry.executable) await chmod(main, 0o755);
  // The bundles are ES modules wherever the folder is copied, whatever package.json is above it.
  await writeFile(join(dir, 'package.json'), '{\n  "type": "module"\n}\n');
  for (const [name, file] of [...assets].sort()) await writeFile(join(dir, name), await readFile(file));
  if (entry.licenses) await writeFile(join(dir, entry.licenses), await licenseList({ inputs }));
}

/** esbuild's options for a bundle written to `dir`; `splitting` and `entryPoints` are the caller's. */
function options(dir, assets, plugins = []) {
  return {
    absWorkingDir: root,
    outdir: dir,
    bundle: true,
    // Split builds: each dynamic import() (a workflow's handler, a chat platform's SDK, a model
    // provider) is a chunk of its own, loaded only by the run that needs it. Chunk names are their
    // content's hash.
    format: 'esm',
    platform: 'node',
    target: 'node24',
    chunkNames: '[name]-[hash]',
    // Transpile only: `tsc --noEmit` type-checks. src/tsconfig.json says how the sources are read.
    tsconfig: join(root, 'src', 'tsconfig.json'),
    // CommonJS's __dirname and __filename do not exist in an ES module: a library that reads them
    // (@larksuiteoapi/node-sdk, for its version) gets Node's own equivalents, its output file's folder.
    define: { __dirname: 'import.meta.dirname', __filename: 'import.meta.filename' },
    banner: { js: REQUIRE },
    // Class and function names as written: renaming on collisions would change an error's
    // constructor.name, which messages and checks read.
    keepNames: true,
    // The output's paths are the node_modules paths as seen from the project, whether or not
    // node_modules is a link (a worktree's): the same sources give the same bytes anywhere.
    preserveSymlinks: true,
    legalComments: 'eof',
    minify: false,
    sourcemap: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [...plugins, assetsNextToTheBundle(assets)],
  };
}

await rm(outRoot, { recursive: true, force: true });
// Two independent builds (each writes only its own folder), run together: esbuild is parallel itself.
await Promise.all(entries.map(bundle));
