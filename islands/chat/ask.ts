import { CHAT_PATH, MESSAGE_LIMITS } from '../../kernel/chat/endpoint.ts';
import { safeHref, type ChatMessage } from './messages.ts';

export const FAILURE_TEXT = 'Sorry, something went wrong. Please try again.';

/** An earlier question of this conversation, sent so the server can read a follow-up ("and for deep?"). */
export interface Turn {
  question: string;
}

/** How many earlier questions go with each new one. */
export const HISTORY_TURNS = MESSAGE_LIMITS.maxTurns;

/** The last few questions the visitor asked, oldest first, each cut to the length the server takes. */
export function historyOf(messages: ChatMessage[]): Turn[] {
  return messages.filter((m) => m.sender === 'user').slice(-HISTORY_TURNS).map((m) => ({ question: m.text.slice(0, MESSAGE_LIMITS.maxQuestion) }));
}

/**
 * Asks the site's chat endpoint, with the conversation's last few questions as `history`. The reply is read from `reply`, else `answer`, else "No
 * response"; a non-success status or a network error becomes the failure message, and is logged.
 */
export async function askQuestion(question: string, history: Turn[] = []): Promise<ChatMessage> {
  try {
    const res = await fetch(CHAT_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(history.length ? { question, history } : { question }),
    });
    if (!res.ok) throw new Error(`Chat request failed with status ${res.status}`);
    const data = (await res.json()) as { reply?: unknown; answer?: unknown; sources?: unknown };
    const text = data.reply || data.answer || 'No response';
    const sources = Array.isArray(data.sources)
      ? data.sources.filter((s): s is { title: string; url: string } => typeof s?.title === 'string' && typeof s?.url === 'string' && !!safeHref(s.url))
      : [];
    return { sender: 'bot', text: String(text), ...(sources.length ? { sources } : {}) };
  } catch (error) {
    console.error('Chat request failed:', error);
    return { sender: 'bot', text: FAILURE_TEXT };
  }
}
