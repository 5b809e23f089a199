import * as vscode from 'vscode';
import type { Language } from '../core/item/types';
import zhBundle from '../../l10n/bundle.l10n.zh-cn.json';
import { fill } from '../core/fill';
import { languageOf } from '../core/languageId';

export { fill };

const SETTING = 'finbench.uiLanguage';
const bundles: Partial<Record<Language, Record<string, string>>> = { zh: zhBundle };

/** The language of every text the extension shows: the `finbench.uiLanguage` setting, or VS Code's display language for `auto`. */
export function uiLanguage(): Language {
  const setting = vscode.workspace.getConfiguration().get<string>(SETTING, 'auto');
  return languageOf(setting) ?? languageOf(vscode.env.language) ?? 'en';
}


/** The translations of the UI strings into `language` (l10n/bundle.l10n.*.json); none for English, the source language. */
export function translations(language: Language): Record<string, string> | undefined {
  return bundles[language];
}

/** Fires when the user changes `finbench.uiLanguage`. */
export function onDidChangeUiLanguage(listener: () => void): vscode.Disposable {
  return vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration(SETTING) && listener());
}

/**
 * An extension-side text in the UI language, with `{0}`-style placeholders filled in (as `vscode.l10n.t`, which
 * follows only VS Code's display language, not the setting).
 */
export function t(message: string, ...args: (string | number | boolean)[]): string {
  return fill(translations(uiLanguage())?.[message] ?? message, ...args);
}

/**
 * A text about `count` things in the UI language: `one` when the count is 1, else `other` (English has two forms,
 * Chinese one); the count fills `{0}`, then `args` fill `{1}`….
 */
export function tCount(count: number, one: string, other: string, ...args: (string | number | boolean)[]): string {
  return t(count === 1 ? one : other, count, ...args);
}

