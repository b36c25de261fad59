// Japanese and Korean counters join their number ("3枚", "4명"), and a duration's unit is a word their players read
// ("ミリ秒", "밀리초"), not the Latin "ms".
import { describe, expect, it } from "vitest";
import { catalogFor } from "./catalog";
import type { Messages } from "./pseudo";

function flatten(messages: Messages, prefix = "", into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(messages))
    if (typeof value === "string") into.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, into);
  return into;
}

/** A number as a message writes it: a digit, `#` in a plural, or an argument ("{count}", "{n, number}"). */
const NUMBER = String.raw`(?:\d|#|\{[A-Za-z]+(?:, number)?\})`;
const COUNTERS = {
  ja: "枚|人|件|回|局|点|位|秒|分|ミリ秒|試合|ハンド|チップ|手|卓|日|時間|ラウンド",
  ko: "장|명|판|개|번|점|회|초|분|위|경기|칩|라운드|밀리초",
} as const;

describe.each(["ja", "ko"] as const)("%s counters and units", (locale) => {
  const messages = flatten(catalogFor(locale));

  it("join the number with no space", () => {
    const spaced = new RegExp(`${NUMBER} +(?:${COUNTERS[locale]})(?![가-힣])`);
    expect([...messages].filter(([, text]) => spaced.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it("say milliseconds as a word", () => {
    const ms = new RegExp(`${NUMBER} ?ms\\b`);
    expect([...messages].filter(([, text]) => ms.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
