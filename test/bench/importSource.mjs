// Lets a bench import the project's TypeScript sources directly: bundles `contents` (import/export lines relative
// to the repository root) with esbuild in memory and imports the result.
import * as esbuild from 'esbuild';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** The module made of `contents`, e.g. "export { checkAnswer } from './src/core/tolerance/check';". */
export async function importSource(contents) {
  const built = await esbuild.build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);
}
