import * as vscode from 'vscode';
import type { UiLanguage } from '../core/item/messages';

/** The UI language for texts made in core/: Chinese when VS Code's display language is Chinese. */
export function uiLanguage(): UiLanguage {
  return vscode.env.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
