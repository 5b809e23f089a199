import { parseArgs } from 'node:util';
import { checkAnswer, type PartCheck } from '../../core/tolerance/check';
import { EXIT_FINDINGS, EXIT_OK, UsageError, type Command } from '../command';
import { readItemFile } from './itemFile';
import { languageOption, onlyValue, withFreeTextValues } from './options';

export const checkCommand: Command = {
  summary: 'Check a free-text answer against an item\'s tolerances',
  help: `Usage: finbench check <item-file> --answer "<text>" [--json] [--lang en|zh]
       (<item-file> \`-\` reads the item from stdin)

Deterministic tolerance check: every number in the answer is a candidate (dates are not
numbers; "not 179.35" removes 179.35). A part passes when a candidate passes and no rival
fails: a rival is a value of the same quantity (same dimension and order of magnitude) not
tied by a label to another quantity ("high", "open", "offshore", "最高", "离岸"…). A passing
value beside a failing rival is contradictory: it fails, with "verdict":"contradictory".
A word for a fall ("down", "下跌") makes a number negative unless the part asks for a
magnitude. The item passes when every part passes.
A snapshot value of "0" or empty means no data: the check cannot pass ("noData": true).
Comparisons are exact decimal arithmetic. A number too large (or too small) for a double
never passes: its candidate has "value": null and a warning names it.

  --answer   the answer text (required, once; a value starting with '-' such as -3.2% is an answer)
  --lang     language of warnings (default: the item's)
  --json     one JSON document on stdout:
             {"pass":bool,"noData"?:true,"parts":[{"label","pass","noData"?,"verdict"?:"contradictory",
              "rivals"?:[{"text","value"}],"accepted":{"min","max"}|null,"candidates":[{"text","value","pass"}]}],
              "warnings":["…"]}

Exit: 0 pass, 1 fail or no data, 2 usage error or unreadable/invalid item.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: withFreeTextValues(args, ['answer']),
      options: { answer: { type: 'string', multiple: true }, json: { type: 'boolean' }, lang: { type: 'string' } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new UsageError('check needs exactly one item file');
    const answer = onlyValue(values.answer, '--answer');
    if (answer === undefined) throw new UsageError('check needs --answer "<text>"');
    const { item } = await readItemFile(positionals[0], io);
    if (!item.answer?.parts.length) throw new UsageError(`${positionals[0]} has no answer key to check against`);
    const result = checkAnswer(item, answer, { lang: languageOption(values.lang) ?? item.language });
    const noData = result.pass === null;
    if (values.json) {
      io.out(JSON.stringify({
        pass: result.pass === true,
        ...(noData ? { noData: true } : {}),
        parts: result.parts.map(partJson),
        warnings: result.warnings.map((w) => w.message),
      }));
    } else {
      io.out(noData ? 'NO DATA' : result.pass ? 'PASS' : result.parts.some((p) => p.verdict) ? 'FAIL (contradictory)' : 'FAIL');
      for (const part of result.parts) io.out(partText(part));
      for (const w of result.warnings) io.out(`warning: ${w.message}`);
    }
    return result.pass === true ? EXIT_OK : EXIT_FINDINGS;
  },
};

function partJson(part: PartCheck) {
  return {
    label: part.label,
    pass: part.pass === true,
    ...(part.pass === null ? { noData: true } : {}),
    ...(part.verdict ? { verdict: part.verdict, rivals: (part.rivals ?? []).map(({ text, value }) => ({ text, value })) } : {}),
    accepted: part.accepted,
    candidates: part.candidates.map(({ text, value, pass }) => ({ text, value, pass })),
  };
}

function partText(part: PartCheck): string {
  const verdict = part.pass === null ? 'no data' : part.pass ? 'pass' : part.verdict === 'contradictory' ? 'contradictory (fails)' : 'fail';
  const accepted = part.accepted ? ` (accepted ${part.accepted.min} to ${part.accepted.max})` : '';
  const candidates = part.candidates.map((c) => `\n    ${c.pass ? '✓' : '✗'} "${c.text}" = ${c.value ?? 'not representable'}${c.other ? ' (another quantity, not a rival)' : ''}`).join('');
  return `  ${part.label}: ${verdict}${accepted}${candidates || '\n    (no candidate in the answer)'}`;
}
