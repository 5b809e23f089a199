// Imports the project's TypeScript sources directly, for the build's generators and the benches: bundles `contents`
// (import/export lines relative to the repository root) with esbuild in memory and imports the result.
import * as esbuild from 'esbuild';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * The module made of `contents`, e.g. "export { checkAnswer } from './src/core/tolerance/check';", with its paths
 * relative to `from` (the repository root, or another checkout of it to compare with).
 */
export async function importSource(contents: string, from = root): Promise<Record<string, unknown>> {
  const built = await esbuild.build({
    stdin: { contents, resolveDir: from, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    // jsonc-parser's "main" is UMD, which an ES module bundle cannot require; its "module" build can be bundled.
    mainFields: ['module', 'main'],
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);
}
