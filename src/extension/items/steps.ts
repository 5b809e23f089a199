/** A questionnaire of steps with Back: pure (no vscode), so its order of questions is unit-tested. */

/** What a step's question resolves to: an answer, `BACK` (the Back button), or undefined (Esc: cancel). */
export const BACK = Symbol('back');

/** One question; `given` answers it in advance (the step is skipped, and Back goes past it). */
export interface Step<A> {
  key: keyof A;
  given?: unknown;
  ask(answers: Partial<A>, canGoBack: boolean): Promise<unknown>;
}

/** Asks the steps in order; Back returns to the previous asked step. Resolves to all answers, or undefined when cancelled. */
export async function runSteps<A>(steps: readonly Step<A>[]): Promise<A | undefined> {
  const answers: Partial<A> = {};
  for (const step of steps) if (step.given !== undefined) answers[step.key] = step.given as A[keyof A];
  const asked = steps.map((step, index) => (step.given === undefined ? index : -1)).filter((index) => index >= 0);
  let position = 0;
  while (position < asked.length) {
    const step = steps[asked[position]];
    const answer = await step.ask(answers, position > 0);
    if (answer === undefined) return undefined;
    if (answer === BACK) {
      position = Math.max(0, position - 1);
      continue;
    }
    answers[step.key] = answer as A[keyof A];
    position++;
  }
  return answers as A;
}
