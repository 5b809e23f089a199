// The licences of the third-party code and data the package ships (its bundles inline npm packages with their legal
// comments stripped, and it copies the codicons and carries OpenCC's character table), as one text for
// dist/THIRD-PARTY-NOTICES.txt.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const PACKAGE_DIR = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//;
const LICENCE_FILE = /^(licen[cs]e|notice|copying)([-._].*)?$/i;

/** The package folders (node_modules/<name> or node_modules/@scope/<name>, nested ones too) of files a build read. */
function packageDirs(files: Iterable<string>): string[] {
  const dirs = new Set<string>();
  for (const file of files) {
    const match = PACKAGE_DIR.exec(file.replaceAll('\\', '/'));
    if (match) dirs.add(match[1]);
  }
  return [...dirs];
}

/** One package's notice: its name, version, licence and source, then every licence or notice file it ships. */
function packageNotice(root: string, dir: string): { key: string; text: string } {
  const meta = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const source = typeof meta.repository === 'string' ? meta.repository : (meta.repository?.url ?? meta.homepage ?? '');
  const files = readdirSync(path.join(root, dir)).filter((name) => LICENCE_FILE.test(name)).sort();
  const texts = files.map((name) => readFileSync(path.join(root, dir, name), 'utf8').trim());
  if (texts.length === 0) {
    const author = typeof meta.author === 'string' ? meta.author : meta.author?.name;
    texts.push(`The package ships no licence file; its package.json states the licence ${meta.license}${author ? `, author ${author}` : ''}.`);
  }
  const header = [`${meta.name} ${meta.version} (${meta.license})`, ...(source ? [source] : [])];
  return { key: `${meta.name} ${meta.version}`, text: `${header.join('\n')}\n\n${texts.join('\n\n')}` };
}

/** Data carried from elsewhere: what it is, where it comes from, and the path (from the root) of its licence text. */
export interface Vendored {
  title: string;
  source: string;
  licence: string;
}

/**
 * The notices text for the files the builds read (`files`, relative to `root`: every bundle's metafile inputs and the
 * assets copied from node_modules) and the data carried from elsewhere (`vendored`: a title, its source and the path of
 * its licence text), one entry per package name and version, sorted.
 */
export function thirdPartyNotices(root: string, files: Iterable<string>, vendored: readonly Vendored[] = []): string {
  const notices = new Map<string, string>();
  for (const dir of packageDirs(files)) {
    const notice = packageNotice(root, dir);
    notices.set(notice.key, notice.text);
  }
  const sorted = [...notices].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, text]) => text);
  const carried = vendored.map(({ title, source, licence }) => `${title}\n${source}\n\n${readFileSync(path.join(root, licence), 'utf8').trim()}`);
  const rule = `\n\n${'-'.repeat(78)}\n\n`;
  return `FinBench Studio ships the third-party code and data below, each with its licence.${rule}${[...sorted, ...carried].join(rule)}\n`;
}
