// A plural's branches are the language's own categories: Japanese and Korean have only "other", so a branch for "one"
// is never taken there ("1 (선은 돌아가며)": the first dealer "rotates" over a single game). A number of its own ("=1")
// is what such a branch means.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/locales";
import { catalogFiles } from "./catalog-files";

/** The language's categories of cardinal plurals and of ordinals ("1st", "2nd", "3rd"). */
interface Categories {
  cardinal: Set<string>;
  ordinal: Set<string>;
}

/** The plural branches of `elements` (nested ones too) that the language does not have, as "key: branch". */
function strayBranches(elements: MessageFormatElement[], categories: Categories, key: string, into: string[]) {
  for (const el of elements) {
    if (el.type === TYPE.plural)
      for (const [branch, option] of Object.entries(el.options)) {
        const own = el.pluralType === "ordinal" ? categories.ordinal : categories.cardinal;
        if (!branch.startsWith("=") && !own.has(branch)) into.push(`${key}: ${branch}`);
        strayBranches(option.value, categories, key, into);
      }
    else if (el.type === TYPE.select)
      for (const option of Object.values(el.options)) strayBranches(option.value, categories, key, into);
    else if (el.type === TYPE.tag) strayBranches(el.children, categories, key, into);
  }
}

function walk(value: unknown, key: string, categories: Categories, into: string[]) {
  if (typeof value === "string") strayBranches(parse(value, { ignoreTag: false }), categories, key, into);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k, categories, into);
}

describe.each(LOCALES)("%s plurals", (locale) => {
  it("branch only on the language's own categories", () => {
    const of = (type: Intl.PluralRuleType) =>
      new Set<string>(new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories);
    const categories = { cardinal: of("cardinal"), ordinal: of("ordinal") };
    const stray: string[] = [];
    for (const file of catalogFiles(locale))
      walk(JSON.parse(readFileSync(file.path, "utf8")), file.namespace, categories, stray);
    expect(stray).toEqual([]);
  });
});
