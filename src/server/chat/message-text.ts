// What a chat message may say: trimmed, 1 to 300 characters, no control characters (a line break included: one
// line per message). Checked before anything is counted or stored. The chat's field counts with the same
// messageLength, so what it lets a player type the server takes.

export const MESSAGE_MAX_CHARS = 300;

/** A message's length in characters (Unicode code points, as PostgreSQL counts them): an emoji such as 🌸 is one, not the two UTF-16 units of String.length. */
export const messageLength = (text: string): number => [...text].length;

/** The text cut to at most `max` characters (never inside an emoji's pair of UTF-16 units). */
export const clipMessage = (text: string, max = MESSAGE_MAX_CHARS): string =>
  messageLength(text) <= max ? text : [...text].slice(0, max).join("");

// Cc (C0, DEL, C1) and the invisible direction overrides and isolates, which could make a message read backwards.
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** The text to store, or the reason it cannot be sent. */
export function checkMessageText(raw: string): { ok: true; text: string } | { ok: false; message: string } {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, message: "Write something before sending." };
  if (CONTROL.test(text))
    return { ok: false, message: "A message cannot contain control characters such as line breaks or tabs." };
  const chars = messageLength(text);
  if (chars > MESSAGE_MAX_CHARS)
    return { ok: false, message: `A message can be at most ${MESSAGE_MAX_CHARS} characters (this one has ${chars}).` };
  return { ok: true, text };
}
