import { safeHref, type ChatMessage } from './messages.ts';

export const CHAT_ENDPOINT = '/be/api/chat-folder';
export const FAILURE_TEXT = 'Sorry, something went wrong. Please try again.';

/**
 * Asks the site's chat endpoint. The reply is read from `reply`, else `answer`, else "No
 * response"; a non-success status or a network error becomes the failure message, and is logged.
 */
export async function askQuestion(question: string): Promise<ChatMessage> {
  try {
    const res = await fetch(CHAT_ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ question }),
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
