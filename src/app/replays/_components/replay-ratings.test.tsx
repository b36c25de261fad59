// A rated game's replay header names each player with their rating before the game and its change.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { ReplayRatings } from "./replay-ratings";

const players = [0, 1, 2].map((seat) => ({
  seat,
  userId: `u${seat}`,
  displayName: ["Aiko", "Botan", "Chie"][seat]!,
  bot: null,
  team: null,
  forfeited: false,
  resigned: false,
}));

const html = (ratings: { seat: number; before: number; change: number }[]) =>
  renderToStaticMarkup(withIntl(<ReplayRatings players={players} ratings={ratings} />));

describe("the replay header's ratings", () => {
  it("reads 'Aiko 1,500 (+12) · Botan 1,523 (−12) · Chie 1,490 (±0)', each change worded for a screen reader", () => {
    const three = html([
      { seat: 0, before: 1500, change: 12 },
      { seat: 1, before: 1523, change: -12 },
      { seat: 2, before: 1490, change: 0 },
    ]);
    expect(three.replace(/<[^>]+>/g, "")).toBe(
      "Ratings before the game: Aiko 1,500 (+12) · Botan 1,523 (−12) · Chie 1,490 (±0)",
    );
    expect(three).toContain('aria-label="(rating down 12)"');
  });

  it("joins the players with the language's separator: Japanese's 「・」 takes no spaces", () => {
    const ja = renderToStaticMarkup(
      withIntl(
        <ReplayRatings
          players={players}
          ratings={[
            { seat: 0, before: 1500, change: 12 },
            { seat: 1, before: 1523, change: -12 },
          ]}
        />,
        "ja",
      ),
    ).replace(/<[^>]+>/g, "");
    expect(ja).not.toContain("·");
    expect(ja).toContain("1,500（+12）・Botan");
    expect(ja).not.toMatch(/\s[（(]/);
  });

  it("puts the ratings after 「：」 with no space in Japanese", () => {
    const ja = renderToStaticMarkup(
      withIntl(<ReplayRatings players={players} ratings={[{ seat: 0, before: 1500, change: 12 }]} />, "ja"),
    ).replace(/<[^>]+>/g, "");
    expect(ja).toMatch(/^対局前のレーティング：Aiko 1,500/);
  });

  it("lets a phone break the line between players: only a rating and its change are kept together", () => {
    const two = html([
      { seat: 0, before: 1500, change: 162 },
      { seat: 1, before: 1500, change: -162 },
    ]);
    const unbreakable = [...two.matchAll(/<span class="whitespace-nowrap">(.*?)<\/span><\/span>/g)].map((m) =>
      m[1]!.replace(/<[^>]+>/g, ""),
    );
    expect(unbreakable).toEqual(["1,500 (+162)", "1,500 (−162)"]);
  });
});
