/** Traditional Chinese read as Simplified: the linter's Chinese vocabulary is written in Simplified characters. */
import table from './data/traditional-characters.json';

const simplifiedOf = new Map([...table.traditional].map((c, i) => [c, table.simplified[i]]));
const TRADITIONAL = new RegExp(`[${table.traditional}]`, 'g');

/**
 * The question with each Traditional character replaced by its Simplified one (營業收入 → 营业收入). One character
 * for one, each a single UTF-16 unit, so a span found in the result is the same span in the question.
 */
export function asSimplified(question: string): string {
  return question.replace(TRADITIONAL, (c) => simplifiedOf.get(c) ?? c);
}
