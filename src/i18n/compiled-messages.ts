// The messages a page hands the browser, compiled on the server: the browser formats them with use-intl's small
// formatter (format-only) and never downloads the ICU parser (next.config.js points `use-intl/format-message` there
// for the browser). Server code keeps reading the plain catalog; src/i18n/format-message.ts formats both.
import compile from "icu-minify/compile";
import type { CompiledMessage } from "icu-minify/format";
import type { AbstractIntlMessages } from "next-intl";
import { clientMessagesFor } from "./catalog";
import type { Messages } from "./pseudo";

export type CompiledMessages = { [key: string]: CompiledMessage | CompiledMessages };

/** `compiled` with plain objects for its branches: the compiler's have no prototype, which React cannot send. */
function plain<T>(compiled: T): T {
  if (Array.isArray(compiled)) return compiled.map(plain) as T;
  if (typeof compiled !== "object" || compiled === null) return compiled;
  return Object.fromEntries(Object.entries(compiled).map(([k, v]) => [k, plain(v)])) as T;
}

/**
 * One message compiled. A string comes out only where it is the message itself (no placeholder, tag nor escape), so
 * that whoever gets a string may format it as ICU text and find the same words: text an escape unquoted (`'{'`) is
 * kept in an array, which only a compiled message is.
 */
export function compileMessage(message: string): CompiledMessage {
  const compiled = compile(message);
  return typeof compiled === "string" ? (compiled === message ? compiled : [compiled]) : plain(compiled);
}

export function compileMessages(messages: Messages): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([k, v]) => [k, typeof v === "string" ? compileMessage(v) : compileMessages(v)]),
  );
}

const compiledFor = new Map<string, AbstractIntlMessages>();

/** clientMessagesFor(locale), compiled (once per process and language). */
export function compiledClientMessagesFor(locale: string): AbstractIntlMessages {
  let messages = compiledFor.get(locale);
  if (!messages) {
    // next-intl's type knows plain messages only; use-intl's formatters take compiled ones as they are.
    messages = compileMessages(clientMessagesFor(locale)) as unknown as AbstractIntlMessages;
    compiledFor.set(locale, messages);
  }
  return messages;
}
