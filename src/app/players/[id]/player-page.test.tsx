// A player's public page: the record, the recent games (the page's player's result, the others linked to their own
// pages, a replay link) and the events entered; a bot's page says what bot it is and shows no record; your own
// page links to the profile.
import { renderIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import type { PlayerPageView } from "~/server/views/player";
import type { ReplaySummary } from "~/server/views/replay";
import type { PlayerStatsView } from "~/server/views/stats";
import { PlayerPage } from "./player-page";

const player: PlayerPageView = {
  id: "u-kaede",
  displayName: "Kaede",
  memberSince: new Date("2026-03-14T12:00:00Z"),
  botLevel: null,
  isYou: false,
  ratings: [
    { game: "sutda", gameTitle: "Sutda", rating: 1612, deviation: 95, provisional: false, games: 21 },
    { game: "sakura", gameTitle: "Sakura", rating: 1480, deviation: 240, provisional: true, games: 2 },
  ],
  tournaments: [
    {
      id: "t1",
      name: "Plum Cup",
      game: "sutda",
      gameTitle: "Sutda",
      status: "FINISHED",
      registrationClosesAt: new Date("2026-10-01T00:00:00Z"),
      finishedAt: new Date("2026-10-02T00:00:00Z"),
      teamName: null,
      won: true,
    },
    {
      id: "t2",
      name: "Team Clover",
      game: "sakura",
      gameTitle: "Sakura",
      status: "REGISTRATION",
      registrationClosesAt: new Date("2026-12-01T00:00:00Z"),
      finishedAt: null,
      teamName: "Fireflies",
      won: false,
    },
  ],
};
const stats: PlayerStatsView = {
  counted: "public-and-yours",
  played: 3,
  won: 2,
  drawn: 0,
  byGame: [{ game: "sutda", played: 3, won: 2 }],
  recent: [
    {
      gameId: "g-recent",
      game: "sutda",
      finishedAt: new Date("2026-11-20T00:00:00Z"),
      result: "won",
      score: 120,
      opponents: [{ id: "u-chie", displayName: "Chie", bot: null }],
      ratingChange: 5,
    },
    {
      gameId: "g1",
      game: "sutda",
      finishedAt: new Date("2026-11-21T11:00:00Z"),
      result: "won",
      score: 120,
      opponents: [{ id: "u-chie", displayName: "Chie", bot: null }],
      ratingChange: 12,
    },
  ],
};
const game: ReplaySummary = {
  gameId: "g1",
  tableId: "t-1",
  game: "sutda",
  gameTitle: "Sutda",
  status: "FINISHED",
  visibility: "PUBLIC",
  createdAt: new Date("2026-11-21T10:00:00Z"),
  finishedAt: new Date("2026-11-21T11:00:00Z"),
  moves: 12,
  players: [
    { seat: 0, displayName: "Chie", userId: "u-chie", bot: null, team: null, out: null },
    { seat: 1, displayName: "Kaede", userId: "u-kaede", bot: null, team: null, out: null },
  ],
  mySeat: null,
  tournament: null,
  results: [
    { seat: 0, total: 80, rank: 2, outcome: "LOST" },
    { seat: 1, total: 120, rank: 1, outcome: "WON" },
  ],
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("a player's page", () => {
  it("shows since when, the record and the recent games with the player's result and links to the others and the replay", () => {
    const html = renderIntl(<PlayerPage player={player} stats={stats} games={[game]} />);
    const t = text(html);
    expect(t).toContain("Member since 14 March 2026");
    // The site's English dates, day before month, as every other page writes them
    expect(t).toContain("Won Sutda against Chie 120 chips rating +12 21 Nov 2026");
    expect(html).toContain('data-testid="record-played">3<');
    // the record's own recent list (user.stats) is left out: the games come from the replay list
    expect(html).not.toContain("g-recent");
    expect(t).toContain("Won Sutda against Chie 120 chips");
    expect(html).toContain('href="/players/u-chie"');
    expect(html).not.toContain('href="/players/u-kaede"');
    expect(html).toContain('href="/replays/g1"');
    expect(html).not.toContain('href="/profile"');
  });

  it("says which games the record counts: private ones only for the players who sat at them", () => {
    const counted = (s: PlayerStatsView, isYou = false) =>
      text(renderIntl(<PlayerPage player={{ ...player, isYou }} stats={s} games={[]} />)).match(
        /Record (.*?) Played/,
      )?.[1];
    expect(counted(stats)).toBe("Public games, and private games you played in.");
    expect(counted({ ...stats, counted: "public" })).toBe("Public games only.");
    expect(counted({ ...stats, counted: "all" }, true)).toBe(
      "All your finished games. Others see your public games and the private ones they played in.",
    );
  });

  it("links to the replay list filtered to this player when there are more games than the page shows, not otherwise", () => {
    const more = renderIntl(<PlayerPage player={player} stats={stats} games={[game]} moreGames />);
    expect(more).toContain('href="/replays?scope=public&amp;playerId=u-kaede"');
    expect(text(more)).toContain("More games of Kaede");
    expect(renderIntl(<PlayerPage player={player} stats={stats} games={[game]} />)).not.toContain("player-more-games");
  });

  it("lists the events entered, with the team and a win", () => {
    const t = text(renderIntl(<PlayerPage player={player} stats={stats} games={[]} />));
    expect(t).toContain("Plum Cup Sutda Winner · Finished, 2 Oct 2026");
    expect(t).toContain("Team Clover Sakura with team Fireflies Registration open");
    expect(t).toContain("No finished game to show.");
  });

  it("says the day an event ended as the language joins it to the status, not with a comma in code", () => {
    const ja = text(renderIntl(<PlayerPage player={player} stats={stats} games={[]} />, "ja"));
    expect(ja).toContain("終了（2026年10月2日）");
    expect(ja).not.toContain("終了,");
  });

  it("joins a win and its event's status, and a rating's games and its provisional mark, with 「・」 in Japanese", () => {
    const ja = renderIntl(<PlayerPage player={player} stats={stats} games={[game]} />, "ja").replace(/<[^>]+>/g, "");
    expect(ja).not.toContain("·");
    expect(ja).toContain("優勝・終了（2026年10月2日）");
    expect(ja).toContain("レーティング対象：2局・暫定");
  });

  it("links your own page to the profile for editing", () => {
    const html = renderIntl(<PlayerPage player={{ ...player, isYou: true }} stats={stats} games={[]} />);
    expect(html).toContain('href="/profile"');
    expect(text(html)).toContain("This is your page as other players see it.");
  });

  it("runs a sentence on into the link after it with no space in Japanese, one space apart in English", () => {
    const bare = (html: string) => html.replace(/<[^>]+>/g, "");
    const of = (html: string, id: string) => bare(html.match(new RegExp(`data-testid="${id}">(.*?)</p>`))![1]!);
    const you = (locale: "en" | "ja") =>
      renderIntl(<PlayerPage player={{ ...player, isYou: true }} stats={stats} games={[]} />, locale);
    expect(of(you("ja"), "player-is-you")).toMatch(/です。\S/);
    expect(of(you("en"), "player-is-you")).toMatch(/see it\. \S/);
    const bot = (locale: "en" | "ja") =>
      renderIntl(
        <PlayerPage player={{ ...player, botLevel: "strong", tournaments: [] }} stats={null} games={[]} />,
        locale,
      );
    expect(of(bot("ja"), "player-bot")).toMatch(/。\S+$/);
    expect(of(bot("en"), "player-bot")).toMatch(/\. \S[^.]+$/);
    const explained = (locale: "en" | "ja") =>
      bare(renderIntl(<PlayerPage player={player} stats={stats} games={[]} />, locale));
    expect(explained("ja")).toMatch(/暫定です。\S/);
    expect(explained("en")).toMatch(/reliable\. \S/);
  });

  it("says what level of bot a bot is, with no record or member date", () => {
    const html = renderIntl(
      <PlayerPage
        player={{ ...player, displayName: "Bot Matsu", botLevel: "strong", tournaments: [] }}
        stats={null}
        games={[]}
      />,
    );
    const t = text(html);
    expect(t).toContain("Bot Bot Matsu");
    expect(t).toContain("level Strong (searches sampled deals)");
    expect(html).not.toContain("player-record");
    expect(t).not.toContain("Member since");
    expect(t).not.toContain("Tournaments");
  });

  it("names a bot in the reader's language", () => {
    const bot = { ...player, displayName: "Momiji (Beginner)", botLevel: "random", tournaments: [] };
    const title = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];
    expect(title(renderIntl(<PlayerPage player={bot} stats={null} games={[]} />, "ja"))).toBe("Momiji（初心者）");
    expect(title(renderIntl(<PlayerPage player={bot} stats={null} games={[]} />, "ko"))).toBe("Momiji (초보)");
    expect(title(renderIntl(<PlayerPage player={bot} stats={null} games={[]} />, "fr"))).toBe("Momiji (Débutant)");
  });

  it('lists the others of a game as the reader\'s language does: 「、」 in Japanese, "and" in English', () => {
    const three: ReplaySummary = {
      ...game,
      game: "sfj",
      gameTitle: "Season's Flowers",
      players: [...game.players, { seat: 2, displayName: "Mio", userId: "u-mio", bot: null, team: null, out: null }],
    };
    const others = (locale: Locale) =>
      /data-testid="player-game".*?<\/li>/s
        .exec(renderIntl(<PlayerPage player={player} stats={null} games={[three]} />, locale))![0]
        .replace(/<[^>]+>/g, "");
    // Japanese labels the names with 「：」 and no space, as the table list's "相手：" does
    expect(others("ja")).toContain("\u5bfe\u6226\u76f8\u624b\uff1aChie\u3001Mio");
    expect(others("ko")).toContain("\uc0c1\ub300: Chie \ubc0f Mio");
    expect(others("en")).toContain("against Chie and Mio");
    expect(others("de")).toContain("gegen Chie und Mio");
    expect(others("fr")).toContain("contre Chie et Mio");
    expect(others("es")).toContain("contra Chie y Mio");
  });

  it("names the bots a person played in the reader's language", () => {
    const bots = {
      ...game,
      players: [{ ...game.players[0]!, displayName: "Fuji (Steady)", bot: "heuristic" }, game.players[1]!],
    };
    const ko = text(renderIntl(<PlayerPage player={player} stats={stats} games={[bots]} />, "ko"));
    expect(ko).toContain("Fuji (안정)");
    expect(ko).not.toContain("Steady");
  });

  it("shows a rating per game played rated, provisional ones with '?', and each recent game's rating change", () => {
    const html = renderIntl(<PlayerPage player={player} stats={stats} games={[game]} />);
    const t = text(html);
    expect(t).toContain("Sutda 1,612 21 rated games");
    expect(t).not.toContain("1,612?");
    expect(t).toContain(
      "Sakura 1,480 ? Provisional rating: too few recent rated games to be sure of it 2 rated games · provisional",
    );
    // the "?" explained as in the lobby and on the leaderboard
    expect(html).toContain('<abbr title="Provisional rating: too few recent rated games to be sure of it"');
    expect(html).toContain('aria-label="Sakura rating 1,480, provisional"');
    const de = renderIntl(<PlayerPage player={player} stats={stats} games={[game]} />, "de");
    expect(text(de)).toContain("Sutda 1.612 21 gewertete Spiele");
    expect(text(de)).toContain("Mitglied seit 14. März 2026");
    expect(html).toContain('href="/players?game=sutda"');
    expect(t).toContain("Won Sutda against Chie 120 chips rating +12");
    expect(html).toContain('aria-label="rating up 12"');
    const unrated = renderIntl(
      <PlayerPage player={{ ...player, ratings: [] }} stats={{ ...stats, recent: [] }} games={[game]} />,
    );
    expect(text(unrated)).toContain("No rated game yet.");
    expect(unrated).not.toContain("player-game-rating-change");
  });

  it("names the games and labels each recent game's total and rating change in the reader's language", () => {
    const ja = text(renderIntl(<PlayerPage player={player} stats={stats} games={[game]} />, "ja"));
    expect(ja).toContain("ソッダ 1,612 レーティング対象：21局");
    expect(ja).toContain("Plum Cup ソッダ");
    expect(ja).toContain("勝ち ソッダ 対戦相手： Chie 120チップ レーティング+12");
    expect(ja).not.toContain("Sutda");
    const ko = renderIntl(<PlayerPage player={player} stats={stats} games={[game]} />, "ko");
    expect(ko).toContain('aria-label="섯다 레이팅 1,612"');
    expect(ko).toContain('aria-label="Chie 상대 섯다 리플레이"');
  });

  it("says a total's unit with the plural of the reader's language", () => {
    const sakura = (total: number): ReplaySummary => ({
      ...game,
      game: "sakura",
      gameTitle: "Sakura",
      results: [
        { seat: 0, total: -total, rank: 2, outcome: "LOST" },
        { seat: 1, total, rank: 1, outcome: "WON" },
      ],
    });
    const row = (g: ReplaySummary, locale: "en" | "de" | "fr") =>
      text(renderIntl(<PlayerPage player={player} stats={stats} games={[g]} />, locale));
    expect(row(sakura(1), "en")).toContain("against Chie +1 point rating +12");
    expect(row(sakura(36), "en")).toContain("against Chie +36 points rating +12");
    expect(row(sakura(1), "de")).toContain("gegen Chie +1 Punkt Wertung +12");
    expect(row(sakura(36), "de")).toContain("gegen Chie +36 Punkte Wertung +12");
    expect(row({ ...game, results: [{ seat: 1, total: 1, rank: 1, outcome: "WON" }] }, "fr")).toContain(
      "contre Chie 1 jeton classement +12",
    );
  });
});
