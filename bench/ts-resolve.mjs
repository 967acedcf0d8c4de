// Lets Node 24 run the benchmark's TypeScript directly: Node strips types itself, but the sources
// import each other as `./x.js` (what tsc and esbuild expect), so a relative `.js` that does not exist
// is resolved to the `.ts` next to it. Nothing else is transformed.
import { registerHooks } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

registerHooks({
  resolve(specifier, context, next) {
    if (/^\.{1,2}\//.test(specifier) && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
      const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
      if (!existsSync(fileURLToPath(new URL(specifier, context.parentURL))) && existsSync(fileURLToPath(candidate))) {
        return next(candidate.href, context);
      }
    }
    return next(specifier, context);
  },
});
