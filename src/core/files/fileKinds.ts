/**
 * The kinds of file FinBench checks, each once: which files (a name pattern), how their text is diagnosed, and what
 * the dataset views keep of them. The workspace scan, the Problems panel, the form editors, the item index and the
 * CLI all take them from here.
 */
import { summarizeItem, type ItemSummary } from '../dataset/summary';
import { diagnoseItemText, problemFinding, type ItemDiagnosis } from '../diagnose/diagnose';
import type { Language } from '../item/types';
import { decodeJsonBytes } from '../json/read';
import { diagnosePacketText } from '../review/packetCheck';
import { isItemFile, isPacketFile, ITEM_SUFFIX, PACKET_SUFFIX } from './fileNames';

export interface FileKind {
  /** The files' name pattern, `*.suffix`, matched in every folder. */
  pattern: string;
  /** Whether a path or file name is of this kind (the pattern's test). */
  matches(path: string): boolean;
  /** Everything checked in one file's text: its parsed value (when it is JSON) and findings placed in the text. */
  diagnose(text: string, language: Language): ItemDiagnosis;
  /** What the item index and the tree keep of a parsed file; kinds the dataset views do not list have none. */
  summarize?(data: unknown): ItemSummary;
}

/** `*.item.json`: benchmark items (schema, cross-field rules, lint). */
export const itemFiles: FileKind = { pattern: `*${ITEM_SUFFIX}`, matches: isItemFile, diagnose: diagnoseItemText, summarize: summarizeItem };

/** `*.packet.json`: blind review packets (their schema). */
export const packetFiles: FileKind = { pattern: `*${PACKET_SUFFIX}`, matches: isPacketFile, diagnose: diagnosePacketText };

/** Every kind the workspace scan and the Problems panel keep checked. */
export const FILE_KINDS: readonly FileKind[] = [itemFiles, packetFiles];

/** The kind a path or file name belongs to, if any. */
export function fileKindOf(path: string): FileKind | undefined {
  return FILE_KINDS.find((kind) => kind.matches(path));
}

/** A glob of every file of `kinds` in every folder (`**\/{*.a,*.b}`). */
export function globOf(kinds: readonly FileKind[] = FILE_KINDS): string {
  return `**/{${kinds.map((k) => k.pattern).join(',')}}`;
}

/**
 * The same as `kind.diagnose` for a file's bytes, read as the CLI reads them: strict UTF-8 (a BOM is fine, `bom`
 * says whether there was one); other encodings are one finding that names them.
 */
export function diagnoseFileBytes(kind: FileKind, bytes: Uint8Array, language: Language = 'en'): ItemDiagnosis & { text?: string; bom?: boolean } {
  const decoded = decodeJsonBytes(bytes);
  if (decoded.problem) return { parseFailed: true, findings: [problemFinding(decoded.problem, language)] };
  return { ...kind.diagnose(decoded.text, language), text: decoded.text, bom: decoded.bom };
}
