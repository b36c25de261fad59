// The preset line under a table joins the preset and the link to its rules with the language's separator: " · ",
// Japanese's unspaced 「・」.
import { describe, expect, it } from "vitest";
import { renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import { tableView } from "~/app/_lib/testing/table-view";
import type { Locale } from "~/lib/locales";
import { TablePresetLine } from "./table-preset-line";

const line = (locale: Locale) =>
  renderIntl(
    <TablePresetLine
      table={tableView({
        preset: { id: "p1", slug: "club", title: "Club night", titleKey: null, version: 2, customized: false },
      })}
      preset="Club night"
      tr={translatorFor("Table", locale) as never}
      sep={translatorFor("Common", locale)("separator")}
    />,
    locale,
  ).replace(/<[^>]+>/g, "");

describe("a table's preset line", () => {
  it.each([
    ["en", "Club night, version 2 · how to play"],
    ["ja", "Club night、第2版・遊び方"],
  ] as const)("joins the preset and its rules' link in %s", (locale, text) => {
    expect(line(locale)).toBe(text);
  });
});
