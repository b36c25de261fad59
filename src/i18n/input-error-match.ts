// Which catalog entry an English input message of the shared schemas comes from. The schemas (src/server/schemas and
// the routers' input) are checked in the browser and on the server and say their messages in English; the server and
// the forms each write the message again in the reader's language from the entry found here
// (messages/en/InputErrors.json, `{name}` standing for a value). Pure, so the forms use it too.
import english from "../../messages/en/InputErrors.json";
import { listFormat } from "~/lib/list-format";

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

const patterns: Pattern[] = Object.entries(english).map(([key, text]) => {
  const names: string[] = [];
  const source = text
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => {
      const arg = /^\{([a-zA-Z]+)\}$/.exec(part);
      if (!arg) return escape(part);
      names.push(arg[1]!);
      return "(.+?)";
    })
    .join("");
  return { key, names, regex: new RegExp(`^${source}$`, "s") };
});

/**
 * A value named `…Choices` is a list the reader picks one of: the schemas write it with English's "or"
 * (`choicesInEnglish`), and it reads with the reader's "or" ("English、日本語、またはDeutsch").
 */
const isChoices = (name: string) => /Choices$/.test(name);

/** `choices` as a schema's English message lists them: "English, 日本語 or Deutsch". */
export function choicesInEnglish(choices: readonly string[]): string {
  return listFormat("en", "disjunction").format(choices);
}

function choicesIn(locale: string, english: string): string {
  const items = english.split(/, | or /);
  return listFormat(locale, "disjunction").format(items);
}

/**
 * The catalog entry an English input message comes from, with its values (a list of choices written with `locale`'s
 * "or"); null when none matches.
 */
export function inputErrorOf(message: string, locale = "en"): { key: string; params: Record<string, string> } | null {
  for (const { key, names, regex } of patterns) {
    const match = regex.exec(message);
    if (match)
      return {
        key,
        params: Object.fromEntries(
          names.map((name, i) => [name, isChoices(name) ? choicesIn(locale, match[i + 1]!) : match[i + 1]!]),
        ),
      };
  }
  return null;
}
