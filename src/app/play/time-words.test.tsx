// A length of time on the play pages: Japanese attaches its unit to the number ("10分"), as its counters are; a
// table's clock in words, as a player of each language says it.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { withIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { durationWords, useTimeControlLabel } from "./time-words";

describe("a length of time", () => {
  it("attaches the unit in Japanese and Korean, and spaces it in English", () => {
    expect(durationWords("ja", 600)).toBe("10分");
    expect(durationWords("ja", 86_400)).toBe("1日");
    expect(durationWords("ja", 3600, "short")).toBe("1時間");
    expect(durationWords("ko", 600)).toBe("10분");
    expect(durationWords("en", 600)).toBe("10 minutes");
  });
});

describe("a table's clock", () => {
  function Labels({ out }: { out: string[] }) {
    const label = useTimeControlLabel();
    out.push(
      label("sakura", { kind: "per_move", seconds: 86_400 }),
      label("sakura", { kind: "bank", initialSeconds: 600, incrementSeconds: 10 }),
      label("sakura", { kind: "bank", initialSeconds: 600, incrementSeconds: 0 }),
    );
    return null;
  }
  const said = (locale: Locale) => {
    const out: string[] = [];
    renderToStaticMarkup(withIntl(<Labels out={out} />, locale));
    return out;
  };

  it("reads as a player says it, in each language", () => {
    expect(said("en")).toEqual(["1 day per move", "10 min + 10 sec per move", "10 min in all"]);
    expect(said("de")).toEqual(["1 Tag pro Zug", "10 Min. + 10 Sek. pro Zug", "10 Min. insgesamt"]);
    expect(said("es")).toEqual(["1 día por jugada", "10 min + 10 s por jugada", "10 min en total"]);
    // French's units keep to their numbers with no-break spaces, as Intl writes them
    expect(said("fr")).toEqual(["1\u00a0jour par coup", "10\u00a0min + 10\u202fs par coup", "10\u00a0min au total"]);
    expect(said("ja")).toEqual(["1手あたり1日", "持ち時間10分＋1手ごとに10秒", "持ち時間10分"]);
    expect(said("ko")).toEqual(["한 수에 1일", "기본 10분 + 한 수마다 10초 추가", "총 10분"]);
  });
});
