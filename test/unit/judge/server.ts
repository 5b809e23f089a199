/** A scripted OpenAI-compatible server on 127.0.0.1 for tests and benchmarks: chat completions (JSON or SSE), files and batches. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server answers to one chat completion request. */
export type Reply =
  // usage null: the reply reports no token usage, as some endpoints do.
  | { text: string; delayMs?: number; chunkDelayMs?: number; usage?: { prompt: number; completion: number } | null; model?: string; fingerprint?: string }
  | { status: number; message?: string; headers?: Record<string, string> }
  | { hang: true }
  | { midStreamError: string; text: string };

export interface ChatRequest {
  index: number;
  body: { model: string; messages: { role: string; content: string }[]; stream?: boolean; response_format?: { type: string }; [k: string]: unknown };
  authorization: string | undefined;
}

export interface ServerOptions {
  /** 400 for any request with a json_schema response_format, as endpoints without structured output do. */
  refuseSchema?: boolean;
  /** Polls a batch stays in_progress before it completes. */
  batchPolls?: number;
  /** No /files or /batches routes: 404, as llama.cpp's server and most local servers answer. */
  noBatchApi?: boolean;
  /** Every request without `Authorization: Bearer <requireKey>` is answered 401, with a numeric error code. */
  requireKey?: string;
}

export interface ScriptedServer {
  baseURL: string;
  requests: ChatRequest[];
  batchInputs: string[];
  close(): Promise<void>;
}

/** The judge's capability probe ("Say hello" under a nonce schema, once per endpoint and model): not a judge call. */
export const isCapabilityProbe = (r: ChatRequest) => r.body.messages.length === 1 && r.body.messages[0].content === 'Say hello in one word.';

/** Starts a server on a free port; `script` decides each chat reply (index counts chat requests from 0). */
export async function startServer(script: (request: ChatRequest) => Reply, options: ServerOptions = {}): Promise<ScriptedServer> {
  const requests: ChatRequest[] = [];
  const files = new Map<string, string>();
  const batches = new Map<string, { id: string; status: string; polls: number; input_file_id: string; output_file_id?: string; total: number }>();
  const batchInputs: string[] = [];
  let ids = 0;

  const chat = (body: ChatRequest['body'], authorization: string | undefined): Reply => {
    const request = { index: requests.length, body, authorization };
    requests.push(request);
    if (options.refuseSchema && body.response_format?.type === 'json_schema') return { status: 400, message: "response_format 'json_schema' is not supported" };
    return script(request);
  };

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = req.url ?? '';
    try {
      if (options.requireKey && req.headers.authorization !== `Bearer ${options.requireKey}`) return json(res, 401, { error: { code: 401, message: 'Invalid API Key', type: 'authentication_error' } });
      if (options.noBatchApi && /\/(files|batches)/.test(url)) return json(res, 404, { error: { code: 404, message: 'File Not Found', type: 'not_found_error' } });
      if (req.method === 'POST' && url.endsWith('/chat/completions')) return await answerChat(res, chat(JSON.parse(raw.toString('utf8')), req.headers.authorization), JSON.parse(raw.toString('utf8')).stream === true);
      if (req.method === 'POST' && url.endsWith('/files')) {
        const form = await new Request('http://x/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: raw }).formData();
        const file = form.get('file') as File;
        const id = `file-${++ids}`;
        files.set(id, await file.text());
        return json(res, 200, { id, object: 'file', bytes: file.size, created_at: 0, filename: file.name, purpose: form.get('purpose'), status: 'processed' });
      }
      const content = /\/files\/([^/]+)\/content$/.exec(url);
      if (req.method === 'GET' && content) {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        return res.end(files.get(content[1]) ?? '');
      }
      if (req.method === 'POST' && url.endsWith('/batches')) {
        const body = JSON.parse(raw.toString('utf8')) as { input_file_id: string };
        const input = files.get(body.input_file_id) ?? '';
        batchInputs.push(input);
        const batch = { id: `batch-${++ids}`, status: 'in_progress', polls: 0, input_file_id: body.input_file_id, total: input.split('\n').filter(Boolean).length };
        batches.set(batch.id, batch);
        return json(res, 200, batchJson(batch));
      }
      const batchId = /\/batches\/([^/]+)(\/cancel)?$/.exec(url);
      if (batchId && batches.has(batchId[1])) {
        const batch = batches.get(batchId[1])!;
        if (batchId[2]) batch.status = 'cancelled';
        else if (batch.status === 'in_progress' && ++batch.polls > (options.batchPolls ?? 1)) {
          const lines = (files.get(batch.input_file_id) ?? '').split('\n').filter(Boolean).map((line) => {
            const request = JSON.parse(line) as { custom_id: string; body: ChatRequest['body'] };
            const reply = chat(request.body, req.headers.authorization);
            if ('text' in reply) return { id: `r-${++ids}`, custom_id: request.custom_id, response: { status_code: 200, body: completion(reply.text, 'usage' in reply ? reply.usage : undefined) }, error: null };
            return { id: `r-${++ids}`, custom_id: request.custom_id, response: { status_code: 'status' in reply ? reply.status : 500, body: { error: { message: 'failed' } } }, error: null };
          });
          const id = `file-${++ids}`;
          // Batch output comes back in any order; matching is by custom_id.
          files.set(id, lines.reverse().map((l) => JSON.stringify(l)).join('\n'));
          batch.output_file_id = id;
          batch.status = 'completed';
        }
        return json(res, 200, batchJson(batch));
      }
      json(res, 404, { error: { message: `no route ${req.method} ${url}` } });
    } catch (e) {
      json(res, 500, { error: { message: String(e) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    batchInputs,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function batchJson(b: { id: string; status: string; input_file_id: string; output_file_id?: string; total: number }) {
  const done = b.status === 'completed' ? b.total : 0;
  return {
    id: b.id, object: 'batch', endpoint: '/v1/chat/completions', completion_window: '24h', created_at: 0, status: b.status,
    input_file_id: b.input_file_id, output_file_id: b.output_file_id ?? null, error_file_id: null,
    request_counts: { total: b.total, completed: done, failed: 0 },
  };
}

function completion(text: string, usage: { prompt: number; completion: number } | null = { prompt: 100, completion: 20 }) {
  return {
    id: 'chatcmpl-test', object: 'chat.completion', created: 0, model: 'test-judge',
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    ...(usage ? { usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion } } : {}),
  };
}

async function answerChat(res: ServerResponse, reply: Reply, stream: boolean): Promise<void> {
  if ('hang' in reply) return; // never answers; close() ends the socket
  if ('status' in reply) return json(res, reply.status, { error: { message: reply.message ?? `HTTP ${reply.status}`, type: 'test' } }, reply.headers);
  if ('delayMs' in reply && reply.delayMs) await wait(reply.delayMs);
  if (!stream) return json(res, 200, completion(reply.text, 'usage' in reply ? reply.usage : undefined));
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  // The model the server says answered, and its fingerprint when the script gives one.
  const who = { model: ('model' in reply && reply.model) || 'test-judge', ...('fingerprint' in reply && reply.fingerprint ? { system_fingerprint: reply.fingerprint } : {}) };
  const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    res.write(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, ...who, choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`);
  const pieces = reply.text.match(/[\s\S]{1,12}/g) ?? [];
  for (const [i, piece] of pieces.entries()) {
    chunk(i === 0 ? { role: 'assistant', content: piece } : { content: piece });
    if ('chunkDelayMs' in reply && reply.chunkDelayMs) await wait(reply.chunkDelayMs);
    if ('midStreamError' in reply && i === 0) {
      res.write(`data: ${JSON.stringify({ error: { message: reply.midStreamError } })}\n\n`);
      return void res.end();
    }
  }
  const usage = 'usage' in reply ? reply.usage : { prompt: 100, completion: 20 };
  if (usage) res.write(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, ...who, choices: [], usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion } })}\n\n`);
  res.write('data: [DONE]\n\n');
  res.end();
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
