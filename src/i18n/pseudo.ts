// The pseudo-locale: every message of the English catalog with its letters accented and padded to 30% longer,
// placeholders, plurals and selects kept. A word that shows unaccented is not in a catalog yet; a label that breaks
// its box at this length will break in German or French too. Development only (src/i18n/request.ts).
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."aeiouycnAEIOUYCN"].map((c, i) => [c, [..."àéîõüýçñÅÉÎÕÜÝÇÑ"][i]!]),
);

function accent(text: string): string {
  return text.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c);
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: accent(el.value) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([k, o]) => [k, { ...o, value: pseudoElements(o.value) }]),
      );
      return { ...el, options };
    }
    if (el.type === TYPE.tag) return { ...el, children: pseudoElements(el.children) };
    return el;
  });
}

/** One message in the pseudo-locale: [accented text ~~~], the padding 30% of the English length. */
export function pseudoMessage(message: string): string {
  const printed = printAST(pseudoElements(parse(message)));
  return `[${printed} ${"~".repeat(Math.max(1, Math.round(message.length * 0.3)))}]`;
}

export type Messages = { [key: string]: string | Messages };

export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([k, v]) => [k, typeof v === "string" ? pseudoMessage(v) : pseudoMessages(v)]),
  );
}
