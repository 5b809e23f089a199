import { parseArgs } from 'node:util';
import { lintQuestion } from '../../core/lint/engine';
import { EXIT_OK, UsageError, type Command } from '../command';
import { readInputText, STDIN } from '../files';
import { languageOption, onlyValue, withFreeTextValues } from './options';

export const lintCommand: Command = {
  summary: 'Run the finance ambiguity linter on a question',
  help: `Usage: finbench lint --text "<question>" [--lang en|zh] [--json]

Finds what makes a finance question ambiguous (fiscal vs calendar year, GAAP basis, currency,
unit, precision, RMB rate type, adjusted prices, PE basis, 24-hour assets, crypto venue,
futures contract, revised statistics…). English and Chinese wording are both recognised.

  --text   the question (required; \`--text -\` reads it from stdin)
  --lang   the question's language, also used for messages (default: detected)
  --json   one JSON document on stdout:
           {"findings":[{"rule","category","message","severity","suggestion","span":{"offset","length"},"trigger"}]}
           (trigger: the words of the question that raised the finding)

Exit: 0 (findings are warnings), 2 usage error.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: withFreeTextValues(args, ['text']),
      options: { text: { type: 'string', multiple: true }, lang: { type: 'string' }, json: { type: 'boolean' } },
      allowPositionals: true,
    });
    if (positionals.length) throw new UsageError(`unexpected argument '${positionals[0]}' (give the question with --text)`);
    const text = onlyValue(values.text, '--text');
    if (text === undefined) throw new UsageError('lint needs --text "<question>"');
    const question = text === STDIN ? (await readInputText(STDIN, io)).text.trimEnd() : text;
    const findings = lintQuestion(question, { lang: languageOption(values.lang) });
    if (values.json) {
      io.out(JSON.stringify({ findings: findings.map(({ rule, category, message, severity, suggestion, span }) => ({ rule, category, message, severity, suggestion, span, trigger: triggerText(question, span) })) }));
    } else if (!findings.length) {
      io.out('No ambiguity found.');
    } else {
      for (const f of findings) io.out(`${f.severity}  ${f.message}  [${f.category}/${f.rule}]\n  trigger: "${triggerText(question, f.span)}"\n  suggestion: ${f.suggestion}`);
    }
    return EXIT_OK;
  },
};

/** The words of the question a finding's span covers. */
function triggerText(question: string, span: { offset: number; length: number }): string {
  return question.slice(span.offset, span.offset + span.length);
}
