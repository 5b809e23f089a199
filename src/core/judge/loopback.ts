/** Endpoints on this machine: the only ones that may go without an API key. A module of its own so the CLI can ask without loading the client. */

/** The key a keyless endpoint on this machine is sent: the client needs a non-empty one, and such servers ignore it. */
export const LOOPBACK_PLACEHOLDER_KEY = 'finbench-no-key';

/** Whether a base URL points at this machine (localhost, 127.0.0.0/8, ::1): only there may the key be left out. */
export function isLoopbackURL(baseURL: string): boolean {
  try {
    const host = new URL(baseURL).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}
