// What the judge benches compare with: the same calls as a plain loop on the raw openai client, and their timing helpers.
import OpenAI from 'openai';

/** `concurrency` workers pulling the calls in turn, streaming each reply on the raw openai client. */
export async function rawOpenAILoop(endpoint, calls, concurrency) {
  const client = new OpenAI({ ...endpoint, maxRetries: 0 });
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const call = calls[next++];
      const stream = await client.chat.completions.create({ model: endpoint.model, messages: call.messages, stream: true, stream_options: { include_usage: true } });
      let text = '';
      for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
      if (!text.includes('score')) throw new Error('bad reply');
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** [milliseconds, result] of `work`. */
export async function time(work) {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}
