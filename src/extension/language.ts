import * as vscode from 'vscode';
import type { Language } from '../core/item/types';

/** The UI language for texts made in core/: Chinese when VS Code's display language is Chinese. */
export function uiLanguage(): Language {
  return vscode.env.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
