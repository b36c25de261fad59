// What a client may send as an id or as text: every string field of every procedure (and every page's dynamic
// segment and search parameter) goes through these, so nothing PostgreSQL or Prisma would refuse (NUL, half of a
// UTF-16 surrogate pair) and nothing that misleads a reader (direction overrides, invisible characters) gets past the
// input check. Pure zod: the forms use the same rules.
import { z } from "zod";

/** Ids the site makes: Prisma cuid()s, UUIDs and base64url invite codes. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `value` can be an id (a page checks its dynamic segment with this before asking for the thing). */
export const isId = (value: unknown): value is string => typeof value === "string" && ID_PATTERN.test(value);

/** An id of a `thing` ("game", "table"...): a wrong one reads as "there is no such thing". Never trimmed or changed. */
export const idField = (thing: string) =>
  z
    .string({ error: `Which ${thing}?` })
    .min(1, { error: `Which ${thing}?`, abort: true })
    .regex(ID_PATTERN, { error: `There is no such ${thing}.` });

/** The id of the last item of the previous page. */
export const cursorField = idField("page of results");

/**
 * What a text holds:
 * - "name": one line, no formatting characters at all, no replacement character (names, titles, search words);
 * - "line": one line (reasons, filters, chat messages, which the chat checks further);
 * - "text": line breaks allowed (descriptions).
 */
export type TextKind = "name" | "line" | "text";

// Half of a surrogate pair (a pair is one code point and never matches \p{Cs} with the u flag).
const BROKEN = /\p{Cs}/u;
const CONTROL_IN_LINE = /\p{Cc}/u;
const CONTROL_IN_TEXT = /(?![\n\r])\p{Cc}/u;
// Zero-width space, word joiner, byte order mark, and the direction embeddings, overrides and isolates that can make
// text read backwards; a name refuses every formatting character (zero-width joiners and direction marks too).
const INVISIBLE = /[\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/u;
const FORMATTING = /\p{Cf}/u;
// The replacement character stands for a character lost on the way (bytes read in the wrong encoding): a name holding
// it reads broken wherever it is shown, so a name refuses it as it refuses half of a pair; a message or a reason may
// quote one.
const REPLACEMENT = /\uFFFD/u;

/** Why `value` cannot be stored as a text of this kind, in a player's words; null when it can. */
export function textProblem(value: string, kind: TextKind): string | null {
  if (BROKEN.test(value)) return "This text has a broken character (half of an emoji or symbol). Please type it again.";
  if ((kind === "text" ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value)) {
    return kind === "text"
      ? "Remove the control characters such as tabs (line breaks are fine)."
      : "Use one line of text, without control characters such as tabs or line breaks.";
  }
  if ((kind === "name" ? FORMATTING : INVISIBLE).test(value))
    return "Remove the invisible characters (zero-width spaces or direction marks).";
  if (kind === "name" && REPLACEMENT.test(value))
    return "Remove the “\uFFFD” (it stands for a character that was lost) and type that character again.";
  return null;
}

/** The stored form: composed characters (NFC), Windows line breaks as plain ones, no spaces around; a name's spaces collapsed. */
export function normaliseText(value: string, kind: TextKind): string {
  const text = value.replace(/\r\n?/g, "\n").normalize("NFC").trim();
  return kind === "name" ? text.replace(/\s+/g, " ") : text;
}

/** A plain string with the checks of `kind` added (for a schema that needs its own string messages first). */
export function checkedString(kind: TextKind, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).superRefine((value, ctx) => {
    const problem = textProblem(value, kind);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

export interface TextRules {
  kind: TextKind;
  /** In UTF-16 units of the normalised text, as zod counts. */
  max: number;
  min?: number;
  tooLong: string;
  tooShort?: string;
  /** When the field is not a string at all. */
  missing?: string;
}

/**
 * A text field: refused when broken or carrying control or invisible characters, then normalised, then measured.
 * A string far over the limit is refused before anything else looks at it.
 */
export function textField(rules: TextRules) {
  const checked = checkedString(rules.kind, rules.missing ? { error: rules.missing } : undefined);
  const measured = z
    .string()
    .min(rules.min ?? 0, { error: rules.tooShort ?? rules.tooLong })
    .max(rules.max, { error: rules.tooLong });
  return z
    .string(rules.missing ? { error: rules.missing } : undefined)
    .max(rules.max * 2 + 64, { error: rules.tooLong, abort: true })
    .pipe(checked)
    .transform((value) => normaliseText(value, rules.kind))
    .pipe(measured);
}

/** A short machine word a client sends (a house-rule option, a move's card code): one line, nothing invisible, not changed. */
export const tokenField = (max: number) => checkedString("name").max(max, { error: `At most ${max} characters.` });
