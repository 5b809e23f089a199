/** Checks of a review packet's text and shape (its schema compiled at build time, as the item's is). */
import type { ErrorObject } from 'ajv';
import { diagnoseJsonText, type ItemDiagnosis } from '../diagnose/diagnose';
import type { Language } from '../item/types';
import type { Finding } from '../item/finding';
import { packet as validatePacket } from '../item/schemaValidators';
import { reviewMessage } from './messages';
import type { Packet } from './types';

/** The packet, or the schema problems that make it not one (each with its JSON pointer). */
export function checkPacketShape(data: unknown, lang: Language = 'en'): { packet?: Packet; problems: string[] } {
  // Only the schema decides whether it is a packet; reconcile checks the rest against the items.
  const findings = packetFindings(data, lang).filter((f) => f.code.startsWith('schema.'));
  if (!findings.length) return { packet: data as Packet, problems: [] };
  return { problems: findings.slice(0, 5).map((f) => reviewMessage(lang, 'notPacket', { detail: `${f.pointer || '/'} ${f.message}` })) };
}

/** Schema errors of a parsed packet, and warnings for flags without their explanation. */
export function packetFindings(data: unknown, lang: Language = 'en'): Finding[] {
  if (!validatePacket(data)) return (validatePacket.errors ?? []).map(schemaFinding);
  const findings: Finding[] = [];
  (data as Packet).items.forEach((item, i) => {
    const at = `/items/${i}/response`;
    const { response } = item;
    if (response.parts.length > item.parts.length) {
      findings.push({ pointer: `${at}/parts`, severity: 'error', code: 'packet.extraPart', message: reviewMessage(lang, 'extraPart', { id: item.id, given: response.parts.length, asked: item.parts.length }) });
    }
    if (response.ambiguous && !response.comment.trim()) findings.push({ pointer: `${at}/comment`, severity: 'warning', code: 'packet.comment', message: reviewMessage(lang, 'needsComment') });
    if (response.cannotAnswer && !response.reason?.trim()) findings.push({ pointer: `${at}/reason`, severity: 'warning', code: 'packet.reason', message: reviewMessage(lang, 'needsReason') });
  });
  return findings;
}

/** Everything wrong with a packet file's text, placed in the text (as item files are diagnosed). */
export function diagnosePacketText(text: string, lang: Language = 'en'): ItemDiagnosis {
  return diagnoseJsonText(text, lang, packetFindings);
}

/** Largest packet file reconcile and the form read: far above any honest packet, far below what breaks the item files. */
export const PACKET_MAX_BYTES = 10 * 1024 * 1024;

function schemaFinding(e: ErrorObject): Finding {
  if (e.keyword === 'maxLength') {
    const limit = (e.params as { limit: number }).limit;
    return { pointer: e.instancePath, severity: 'error', code: 'schema.maxLength', message: `is longer than ${limit.toLocaleString('en')} characters, the most a packet may hold in one text` };
  }
  const extra = e.keyword === 'additionalProperties' ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'` : '';
  const pointer = e.keyword === 'additionalProperties' ? `${e.instancePath}/${(e.params as { additionalProperty: string }).additionalProperty}` : e.instancePath;
  return { pointer, severity: 'error', code: `schema.${e.keyword}`, message: `${e.message ?? e.keyword}${extra}` };
}

