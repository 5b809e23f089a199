/** Schema check of a review packet (ajv; host and CLI only, since ajv compiles with new Function). */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import packetSchema from '../../../schemas/review-packet.schema.json';
import type { Language } from '../item/types';
import { reviewMessage } from './messages';
import type { Packet } from './types';

let compiled: ValidateFunction | undefined;

/** The packet, or the schema problems that make it not one (each with its JSON pointer). */
export function checkPacketShape(data: unknown, lang: Language = 'en'): { packet?: Packet; problems: string[] } {
  compiled ??= compile();
  if (compiled(data)) return { packet: data as Packet, problems: [] };
  const problems = (compiled.errors ?? []).slice(0, 5).map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'` : '';
    return reviewMessage(lang, 'notPacket', { detail: `${e.instancePath || '/'} ${e.message ?? e.keyword}${extra}` });
  });
  return { problems };
}

function compile(): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strictTypes: false, unicodeRegExp: true });
  addFormats(ajv, ['date-time']);
  return ajv.compile(packetSchema);
}
