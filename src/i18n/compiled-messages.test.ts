// The browser formats compiled messages with use-intl's format-only, the server formats plain and compiled ones with
// src/i18n/format-message.ts (next.config.js). Every message of every catalog, with each of its plural and select
// branches taken in turn, must read exactly as use-intl's own ICU formatter writes it from the plain catalog.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { _createCache, _createIntlFormatters, type RichTranslationValues } from "use-intl/core";
import formatPlain from "use-intl/format-message";
import formatCompiled from "use-intl/format-message/format-only";
import { describe, expect, it } from "vitest";
import { LOCALES, PSEUDO_LOCALE } from "~/lib/locales";
import { catalogFor, clientMessagesFor } from "./catalog";
import { compiledClientMessagesFor, compileMessage } from "./compiled-messages";
import formatOnServer from "./format-message";
import type { Messages } from "./pseudo";

function flatten(messages: Messages, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([k, v]) =>
    typeof v === "string" ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`),
  );
}

const NUMBERS = [0, 1, 2, 3, 5, 11, 21, 101, 1234.5];
const WHEN = new Date(Date.UTC(2026, 10, 29, 13, 5, 9));

/** Each argument's choices: the numbers for a count, every branch of a select, one value for the rest. */
function choicesOf(elements: MessageFormatElement[], into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      into.set(el.value, [(chunks: unknown[]) => `<${el.value}>${chunks.join("")}</${el.value}>`]);
      choicesOf(el.children, into);
    } else if (el.type === TYPE.plural || el.type === TYPE.number) into.set(el.value, NUMBERS);
    else if (el.type === TYPE.date || el.type === TYPE.time) into.set(el.value, [WHEN]);
    else if (el.type === TYPE.select) into.set(el.value, [...Object.keys(el.options), "unlisted"]);
    else if (!into.has(el.value)) into.set(el.value, ["Aki"]);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const o of Object.values(el.options)) choicesOf(o.value, into);
  }
  return into;
}

/** The first choice of every argument, then each argument's other choices one at a time. */
function valueSets(message: string): (RichTranslationValues | undefined)[] {
  const choices = choicesOf(parse(message));
  if (choices.size === 0) return [undefined];
  const first = Object.fromEntries([...choices].map(([k, v]) => [k, v[0]])) as RichTranslationValues;
  const sets = [first];
  for (const [k, v] of choices) for (const c of v.slice(1)) sets.push({ ...first, [k]: c } as RichTranslationValues);
  return sets;
}

function optionsFor(locale: string) {
  const cache = _createCache();
  return { cache, formatters: _createIntlFormatters(cache), locale: locale === PSEUDO_LOCALE ? "en" : locale };
}

describe("compiled messages", () => {
  for (const locale of [...LOCALES, PSEUDO_LOCALE]) {
    it(`read as the plain catalog does in ${locale}`, () => {
      const options = { ...optionsFor(locale), timeZone: "UTC" };
      const messages = flatten(catalogFor(locale));
      expect(messages.length).toBeGreaterThan(100);
      for (const [key, message] of messages) {
        const compiled = compileMessage(message);
        for (const values of valueSets(message)) {
          const expected = formatPlain(key, message, values, options);
          const where = `${locale} ${key} ${JSON.stringify(values)}`;
          expect(formatCompiled(key, compiled, values, options), `browser: ${where}`).toEqual(expected);
          expect(formatOnServer(key, compiled, values, options), `server, compiled: ${where}`).toEqual(expected);
          expect(formatOnServer(key, message, values, options), `server, plain: ${where}`).toEqual(expected);
        }
      }
    });
  }

  it("are a string only where the string is the message itself", () => {
    expect(compileMessage("Play")).toBe("Play");
    expect(compileMessage("Hello {name}")).toEqual(["Hello ", ["name"]]);
    expect(compileMessage("a '{'brace'}'")).toEqual(["a {brace}"]);
  });

  it("hold only what React can send from a server component: strings, numbers, arrays and plain objects", () => {
    const notPlain: string[] = [];
    const visit = (value: unknown, where: string) => {
      if (typeof value !== "object" || value === null) return;
      if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) notPlain.push(where);
      for (const [k, v] of Object.entries(value)) visit(v, `${where}.${k}`);
    };
    for (const locale of LOCALES) visit(compiledClientMessagesFor(locale), locale);
    expect(notPlain).toEqual([]);
  });

  it("are the client messages, each compiled", () => {
    const client = flatten(clientMessagesFor("fr"));
    const compiled = compiledClientMessagesFor("fr") as Record<string, unknown>;
    for (const [key, message] of client) {
      const found = key.split(".").reduce<unknown>((m, k) => (m as Record<string, unknown>)[k], compiled);
      expect(found, key).toEqual(compileMessage(message));
    }
  });
});
