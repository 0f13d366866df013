import type { ApiHandler } from '../server.ts';
import { sendJson } from '../json.ts';

export const CHAT_PATH = '/be/api/chat-folder';

/** The chat assistant's endpoint. Reserved: the answer engine arrives with the chat work. */
export function chatApi(_dir: string): Record<string, ApiHandler> {
  return {
    [CHAT_PATH]: (_req, res) => sendJson(res, 503, { error: 'The chat assistant is not available yet.' }, { 'Retry-After': '3600' }),
  };
}
