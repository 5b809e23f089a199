import * as vscode from 'vscode';
import type { EndpointConfig } from '../../core/judge/client';
import { isLoopbackURL } from '../../core/judge/loopback';

/** The SecretStorage entry of the judge API key (never a setting). */
export const API_KEY_SECRET = 'finbench.judge.apiKey';

export interface JudgeSettings {
  baseURL: string;
  model: string;
  temperature?: number;
  maxTokens?: number;
  attemptTimeoutMs: number;
  retries: number;
  concurrency: number;
  repeats: number;
  deadlineMs?: number;
}

/** The `finbench.judge.*` settings. The base URL is read from user (or machine) settings only: a workspace never redirects the key. */
export function judgeSettings(): JudgeSettings {
  const config = vscode.workspace.getConfiguration('finbench.judge');
  const baseUrl = config.inspect<string>('baseUrl');
  const positive = (name: string) => {
    const n = config.get<number>(name);
    return typeof n === 'number' && n > 0 ? n : undefined;
  };
  const deadline = positive('runDeadlineSeconds');
  return {
    baseURL: (baseUrl?.globalValue ?? baseUrl?.defaultValue ?? '').trim() || 'https://api.openai.com/v1',
    model: config.get<string>('model', '').trim(),
    // 0 unless set, as in the CLI: the same item judged from either is the same experiment.
    temperature: config.get<number | null>('temperature') ?? 0,
    maxTokens: positive('maxTokens'),
    attemptTimeoutMs: (positive('timeoutSeconds') ?? 60) * 1000,
    retries: Math.max(0, Math.floor(config.get<number>('retries', 2))),
    concurrency: Math.max(1, Math.floor(config.get<number>('concurrency', 4))),
    repeats: Math.min(20, Math.max(1, Math.floor(config.get<number>('repeats', 3)))),
    ...(deadline ? { deadlineMs: deadline * 1000 } : {}),
  };
}

/** The API key: SecretStorage first, then OPENAI_API_KEY; undefined when neither has one. */
export async function judgeApiKey(secrets: vscode.SecretStorage): Promise<string | undefined> {
  return (await secrets.get(API_KEY_SECRET)) || process.env.OPENAI_API_KEY || undefined;
}

/** The endpoint when one is configured (a model, and a key unless the endpoint is on this machine), else undefined (then the deterministic judge). */
export async function configuredEndpoint(secrets: vscode.SecretStorage, settings = judgeSettings()): Promise<EndpointConfig | undefined> {
  const apiKey = (await judgeApiKey(secrets)) ?? '';
  if (!settings.model || (!apiKey && !isLoopbackURL(settings.baseURL))) return undefined;
  return { baseURL: settings.baseURL, apiKey, model: settings.model, temperature: settings.temperature, maxTokens: settings.maxTokens };
}

/** Fires when a judge setting changes. */
export function onDidChangeJudgeSettings(listener: () => void): vscode.Disposable {
  return vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('finbench.judge') && listener());
}
