import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this offline machine needs. */
export async function launchBrowser(): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'finbench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1400, height: 900 },
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The URL that opens `folder` with this extension loaded from its source folder (and, optionally, a test suite). */
export function workbenchUrl(host: string, folder: string, extensionPath: string, testsPath?: string): string {
  const payload: [string, string][] = [['extensionDevelopmentPath', `vscode-remote://${host}${extensionPath}`]];
  if (testsPath) payload.push(['extensionTestsPath', `vscode-remote://${host}${testsPath}`]);
  return `http://${host}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
}
