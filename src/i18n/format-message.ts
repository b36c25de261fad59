// use-intl's message formatter on the server (next.config.js points `use-intl/format-message` here, and the browser's
// to use-intl's format-only). The server formats both the plain catalog (its own pages, mail, push) and the compiled
// messages the pages hand the browser (compiled-messages.ts), which it renders first: a plain message is compiled
// once, then both kinds go through the browser's formatter, so the server and the browser write the same words.
import compile from "icu-minify/compile";
import type { CompiledMessage } from "icu-minify/format";
import formatCompiled from "use-intl/format-message/format-only";

const compiled = new Map<string, CompiledMessage>();

function compiledOnce(message: string): CompiledMessage {
  let known = compiled.get(message);
  if (known === undefined) {
    known = compile(message);
    compiled.set(message, known);
  }
  return known;
}

export default function formatMessage(...[key, message, values, options]: Parameters<typeof formatCompiled>) {
  if (typeof message === "object" && !Array.isArray(message))
    throw new Error(`Message at \`${key}\` resolved to an object, but only strings are supported.`);
  return formatCompiled(key, typeof message === "string" ? compiledOnce(message) : message, values, options);
}

// `t.raw` reads the plain catalog, which the server has.
formatMessage.raw = true;
