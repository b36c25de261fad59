// A game is spelled one way across a language's catalogs: its name in Games, so that the rules, the board and the
// lists name the same game. Each spelling here is another transcription a translator may reach for.
import { describe, expect, it } from "vitest";
import { catalogFor } from "./catalog";
import type { Messages } from "./pseudo";

/** Every message of `messages` with its key: ["RulesKoikoi.intro.text", "…"]. */
function entries(messages: Messages, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([k, v]) =>
    typeof v === "string" ? [[prefix + k, v] as [string, string]] : entries(v, `${prefix}${k}.`),
  );
}

/** By language and game: the site's short name, and the spellings that would name the game otherwise. */
const OTHER_SPELLINGS: { locale: string; game: string; name: string; others: string[] }[] = [
  { locale: "ko", game: "koikoi", name: "고이고이", others: ["코이코이"] },
  { locale: "ja", game: "koikoi", name: "こいこい", others: ["コイコイ", "恋恋"] },
];

describe("a game's name across a language's catalogs", () => {
  it.each(OTHER_SPELLINGS)("is $name in every $locale message about $game", ({ locale, game, name, others }) => {
    const messages = catalogFor(locale);
    const games = messages.Games as Messages;
    expect((games[game] as Messages).shortName).toBe(name);
    const misspelt = entries(messages).filter(([, text]) => others.some((o) => text.includes(o)));
    expect(misspelt.map(([key]) => key)).toEqual([]);
  });
});

// Korean says 판 for a game's round (한 판 더), as the board's header does; 라운드 is a tournament's round, and
// Judge's real-time rounds. One screen saying both ("2/12판" over "1라운드 결과") reads as two things.
const KOREAN_GAME_ROUNDS = [
  /^RoundResult\./,
  /^FishingBoard\./,
  /^MatchSummary\./,
  /^Replay\.(?!tournamentRound$)/,
  /^ReplayImport\./,
  /^Play\.(?!row\.tournament$)/,
  /^Options\.(sakura|koikoi|sfj|mushi)\./,
  /^BotLevels\.(winsAlmostAll|winsShare|leads)$/,
  /^TournamentForm\.roundsPerGame$/,
];

describe("a game's round in Korean", () => {
  it("is 판 wherever a player meets a game's rounds", () => {
    const said = entries(catalogFor("ko")).filter(
      ([key, text]) => KOREAN_GAME_ROUNDS.some((k) => k.test(key)) && text.includes("\uB77C\uC6B4\uB4DC"),
    );
    expect(said.map(([key]) => key)).toEqual([]);
  });
});

// Korean names an event 대회, as the header's link does; 토너먼트 beside it ("대회 수정…" over "토너먼트 취소…") reads as a
// second kind of event, and as the knockout format (싱글 엘리미네이션) in particular.
describe("a tournament in Korean", () => {
  it("is 대회 in every message", () => {
    const said = entries(catalogFor("ko")).filter(([, text]) => text.includes("\uD1A0\uB108\uBA3C\uD2B8"));
    expect(said.map(([key]) => key)).toEqual([]);
  });
});

// Korean calls the stand-in (the bot that plays an absent player's seat) 대리 플레이어, as the errors, mail and admin
// pages do; 대리인 (an agent at law) or a bare 대리 beside it reads as someone else.
describe("the stand-in in Korean", () => {
  it("is 대리 플레이어 in every message", () => {
    const said = entries(catalogFor("ko")).filter(([, text]) => /\uB300\uB9AC(?! \uD50C\uB808\uC774\uC5B4)/.test(text));
    expect(said.map(([key]) => key)).toEqual([]);
  });
});

// Japanese calls the stand-in 代打ち, as the moves, the seat badges, the table and the errors do; 代理 (a proxy, an
// agent) beside it reads as a second kind of player.
describe("the stand-in in Japanese", () => {
  it("is 代打ち in every message", () => {
    const said = entries(catalogFor("ja")).filter(([, text]) => text.includes("\u4EE3\u7406"));
    expect(said.map(([key]) => key)).toEqual([]);
  });
});
