// The level picker's words come from the measured strengths, in the page's language: a level claims what the
// benchmark showed and no more.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BOT_LEVELS } from "~/engine/bots";
import { levelStrength } from "~/engine/bots/strength";
import { catalogFor } from "~/i18n/catalog";
import { LOCALES, type Locale } from "~/lib/locales";
import { withIntl } from "../../_lib/testing/intl";
import { useBotLevelChoices } from "./use-bot-level-choices";

function Labels({ game, players }: { game: string; players: number }) {
  return (
    <ul>
      {useBotLevelChoices(game, players).map((c) => (
        <li key={c.value}>{c.label}</li>
      ))}
    </ul>
  );
}

function labels(game: string, players: number, locale: Locale = "en"): string[] {
  const html = renderToStaticMarkup(withIntl(<Labels game={game} players={players} />, locale));
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));
}

describe("the bot levels in a player's words", () => {
  it("names every level in every language, and only the levels there are", () => {
    for (const locale of LOCALES) {
      const names = (catalogFor(locale).BotLevels as { name: Record<string, string> }).name;
      expect(Object.keys(names).sort(), locale).toEqual([...BOT_LEVELS].sort());
    }
  });

  it("says what each level measurably does in 2-player Sakura", () => {
    const [beginner, steady, strong] = labels("sakura", 2);
    expect(beginner).toBe("Beginner: plays any legal move, at random");
    expect(steady).toMatch(/^Steady: wins about \d rounds in \d+ against Beginner$/);
    const s = levelStrength("sakura", 2, "strong");
    if (s.kind === "like") expect(strong).toBe("Strong: plays like Steady, thinks longer");
    else expect(strong).toMatch(/^Strong: (scores about [\d.]+ points? a round more than|wins about) /);
  });

  it("says so honestly where the strong level is not measurably stronger, and counts Sutda in hands and chips", () => {
    for (const game of ["sakura", "sfj", "mushi", "sutda", "koikoi"])
      for (const players of [2, 3, 4]) {
        const strong = labels(game, players)[2]!;
        const s = levelStrength(game, players, "strong");
        expect(strong.includes("plays like Steady, thinks longer"), `${game} ${players}p: ${strong}`).toBe(
          s.kind === "like",
        );
        if (game === "sutda" && s.kind === "leads") expect(strong).toMatch(/chips? a hand/);
      }
  });

  it("tells the real-time game's bots by their reactions, with what they win", () => {
    const judge = labels("judge", 2);
    expect(judge[0]).toBe("Beginner: presses anything at any moment, or nothing");
    expect(judge[1]).toMatch(/^Steady: reacts in about 0\.35 s, wrong about 1 round in 25; wins /);
    expect(judge[2]).toMatch(/^Strong: reacts in about 0\.25 s, wrong about 1 round in 125; /);
  });

  it("speaks German with German plurals and decimals", () => {
    const [beginner, steady] = labels("sakura", 2, "de");
    expect(beginner).toBe("Anfänger: spielt einen beliebigen erlaubten Zug, zufällig");
    expect(steady).toMatch(/^Solide: gewinnt etwa \d Runden? von \d+ gegen Anfänger$/);
    expect(labels("judge", 2, "de")[1]).toContain("reagiert in etwa 0,35 s");
  });
});
