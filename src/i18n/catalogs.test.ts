// Every catalog has every key of the English one (the source), no key English lacks, and each message takes the
// same arguments and tags as its English original, so no language shows a key or loses a player's name or count.
// The shared files and each game's (catalog-files.ts) are checked one by one as well as merged.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { LOCALES } from "~/lib/locales";
import { EVENTS } from "~/server/mail/preferences";
import { NOTIFICATION_KINDS } from "~/server/views/notification";
import { catalogFor, mergeMessages } from "./catalog";
import { catalogFiles, gamesWithCatalogs, type CatalogFile } from "./catalog-files";
import { pseudoMessage, pseudoMessages, type Messages } from "./pseudo";

const catalog = (locale: string): Messages => catalogFor(locale);

function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(messages)) {
    if (k.includes(".")) throw new Error(`a key cannot hold a dot (next-intl reads it as a namespace): ${prefix}${k}`);
    if (typeof v === "string") out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/** The arguments ("name", "count") and tags ("<link>") a message uses, wherever they sit in it. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const o of Object.values(el.options)) argumentsOf(o.value, into);
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

const english = flatten(catalog("en"));

/** A file's keys, with its namespace: "Games.sutda.name". */
function keysOf(file: CatalogFile): string[] {
  const messages = JSON.parse(readFileSync(file.path, "utf8")) as Messages;
  return [...flatten(messages, `${file.namespace}.`).keys()];
}

/** Where each file sits, language aside: "messages/Games.json", "sutda/Games.json". */
const place = (f: CatalogFile) => `${f.owner ?? "messages"}/${f.namespace}.json`;

describe("the message catalogs", () => {
  it("has a source catalog worth checking", () => {
    expect(english.size).toBeGreaterThan(100);
  });

  it("names every game the site offers, in full and short", () => {
    for (const game of GAME_NAMES)
      for (const key of ["name", "shortName", "summary"])
        expect(english.has(`Games.${game}.${key}`), `${game}.${key}`).toBe(true);
  });

  it("words every kind of notification and every event a player chooses channels for", () => {
    for (const kind of Object.keys(NOTIFICATION_KINDS))
      expect(english.has(`NotificationsPage.kinds.${kind}`), kind).toBe(true);
    for (const event of Object.keys(EVENTS))
      expect(english.has(`NotificationsPage.settings.events.${event}`), event).toBe(true);
  });

  for (const locale of LOCALES) {
    it(`${locale}: has every English key and no other, each with the same arguments and tags`, () => {
      const messages = flatten(catalog(locale));
      expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, source] of english) {
        const translated = messages.get(key)!;
        expect(translated.trim(), `${locale} ${key} is empty`).not.toBe("");
        expect([...argumentsOf(parse(translated))].sort(), `${locale} ${key}`).toEqual(
          [...argumentsOf(parse(source))].sort(),
        );
      }
    });
  }

  it("reads each game's catalog folder", () => {
    expect(gamesWithCatalogs()).toEqual([...GAME_NAMES].sort());
    for (const game of GAME_NAMES) expect(english.has(`Games.${game}.name`)).toBe(true);
  });

  for (const locale of LOCALES) {
    it(`${locale}: defines each key in one file only, with the same files and keys as English`, () => {
      const files = catalogFiles(locale);
      const definedBy = new Map<string, string>();
      for (const file of files)
        for (const key of keysOf(file)) {
          const other = definedBy.get(key);
          expect(other, `${key} is defined by both ${other} and ${file.path}`).toBeUndefined();
          // a key that holds messages in one file and a message in another is a clash too
          const parents = key.split(".").map((_, i, parts) => parts.slice(0, i + 1).join("."));
          for (const parent of parents.slice(0, -1))
            expect(definedBy.get(parent), `${parent} (${file.path}) holds a message elsewhere`).toBeUndefined();
          definedBy.set(key, file.path);
        }
      const layout = (fs: CatalogFile[]) =>
        Object.fromEntries(fs.map((f) => [place(f), keysOf(f).sort()] as const).sort(([a], [b]) => a.localeCompare(b)));
      expect(layout(files)).toEqual(layout(catalogFiles("en")));
    });
  }

  it("refuses a key that two files define, whichever is read first", () => {
    const shared = { Games: { name: "Games", sutda: { name: "Sutda" } } };
    const merged = {};
    mergeMessages(merged, shared, "shared");
    mergeMessages(merged, { Games: { koikoi: { name: "Koi-Koi" } } }, "koikoi");
    expect(merged).toEqual({ Games: { name: "Games", sutda: { name: "Sutda" }, koikoi: { name: "Koi-Koi" } } });
    expect(shared.Games).not.toHaveProperty("koikoi");
    expect(() => mergeMessages(merged, { Games: { sutda: { name: "Seotda" } } }, "sutda")).toThrow(
      "sutda: the key Games.sutda.name is already defined",
    );
    expect(() => mergeMessages({ Games: { name: "x" } }, { Games: { name: { short: "y" } } }, "g")).toThrow(
      "Games.name",
    );
  });

  it("gives plural and select messages an `other` case in every language", () => {
    for (const locale of LOCALES) {
      const visit = (elements: MessageFormatElement[], key: string) => {
        for (const el of elements) {
          if (el.type === TYPE.plural || el.type === TYPE.select) {
            expect(Object.keys(el.options), `${locale} ${key}`).toContain("other");
            for (const o of Object.values(el.options)) visit(o.value, key);
          }
          if (el.type === TYPE.tag) visit(el.children, key);
        }
      };
      for (const [key, message] of flatten(catalog(locale))) visit(parse(message), key);
    }
  });
});

// Japanese calls a round of play 局 and a tournament's round (a round of pairings) ラウンド; 回戦 is neither.
const TOURNAMENT_ROUNDS = [
  /^Tournament/,
  // keys named for a tournament: Play.row.tournament, Replay.tournamentRound, Push.tournamentRound, …
  /tournament/i,
  /^(Mail\.round\.|NotificationTexts\.(roundStarted|roundBye|registrationClosed|scheduleMoved)$)/,
  /^Errors\.(round1Started|firstRound|roundOrder)/,
  /^Admin\.audit\.said\.field\.firstRoundAt$/,
  // its tournament_round case
  /^EmailPages\.unsubscribe\.what$/,
  // the tournament round a table plays in
  /^Table\.page\.round$/,
];

describe("the Japanese words for a round", () => {
  it("are 局 for a round of play and ラウンド for a tournament's only", () => {
    const misworded = [...flatten(catalog("ja"))].filter(
      ([key, message]) =>
        /回戦/.test(message) || (/ラウンド/.test(message) && !TOURNAMENT_ROUNDS.some((r) => r.test(key))),
    );
    expect(misworded).toEqual([]);
  });
});

// Japanese joins a line's parts with 「・」 and no spaces, not the Latin " · " the other languages use.

describe("the Japanese separator", () => {
  it("is 「・」, unspaced, in every message", () => {
    const latin = [...flatten(catalog("ja"))].filter(([, message]) => message.includes("·"));
    expect(latin).toEqual([]);
  });
});

// Japanese writes 「：」 and 「（…）」 with no space beside them, nor an ASCII ":" or "(" after its own words: a label's
// message owns its value ("ゲーム：{game}", "Game: {game}") and an aside's message the space before it (" (you)",
// "（あなた）"), so no Japanese message starts or ends with a space for the code to join on. A tag between them
// ("理由 <soft>（…）</soft>") hides no space.
const JAPANESE_SLIP =
  /：(?:<[^>]+>)*\s|\s(?:<[^>]+>)*（|（\s|\s）|^\s|\s$|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]\s?[:(]/u;

describe("the Japanese colon and parentheses", () => {
  it("take no space beside them, and no message starts or ends with a space", () => {
    const slips = [...flatten(catalog("ja"))].filter(([, message]) => JAPANESE_SLIP.test(message));
    expect(slips).toEqual([]);
  });

  it("catch the slips they are there for", () => {
    for (const slip of [
      "ゲーム： {game}",
      "{name} （あなた）",
      " （招待中）",
      "第{game}局: ",
      "第{game}局 (親)",
      "理由 <soft>（{readBy}）</soft>",
      "相手：<b> {name}</b>",
    ])
      expect(JAPANESE_SLIP.test(slip), slip).toBe(true);
    for (const fine of ["ゲーム：{game}", "{name}（あなた）", "sha256(seed) = {hex}", "{label}：{before} → {after}"])
      expect(JAPANESE_SLIP.test(fine), fine).toBe(false);
  });
});

// Japanese puts no space between a label and its value: "開始：{date}", "{date}開始", "第{seed}シード", not the Latin
// "開始 {date}" or "シード {seed}". Spaces beside Latin words and numbers ("{email} に", "sha256(seed) = {hex}") are
// another matter and stay; an argument's space before it is what this catches.
const JAPANESE_LABEL_SPACE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー] \{/u;

describe("a Japanese label and its value", () => {
  it("have no space between them", () => {
    const slips = [...flatten(catalog("ja"))].filter(([, message]) => JAPANESE_LABEL_SPACE.test(message));
    expect(slips).toEqual([]);
  });

  it("catch the slips they are there for", () => {
    for (const slip of ["開始 {date}", "チーム {name}", "レーティング {amount} 上昇", "山 {count}"])
      expect(JAPANESE_LABEL_SPACE.test(slip), slip).toBe(true);
    for (const fine of ["開始：{date}", "{date}開始", "{email} に届きます", "sha256(seed) = {hex}", "い 飲み"])
      expect(JAPANESE_LABEL_SPACE.test(fine), fine).toBe(false);
  });
});

// Japanese joins a word and its number as it joins a label and its value: "松のカス1", "アリ（1+2）", not the Latin
// "松のカス 1". A worked sum keeps its spaces ("あなたは 140 − 115 = 25"), as its operators have them.
const JAPANESE_NUMBER_SPACE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー] (?![0-9]+ [−+×=])[0-9０-９]/u;

describe("a Japanese word and its number", () => {
  it("have no space between them", () => {
    const slips = [...flatten(catalog("ja"))].filter(([, message]) => JAPANESE_NUMBER_SPACE.test(message));
    expect(slips).toEqual([]);
  });

  it("catch the slips they are there for", () => {
    for (const slip of ["松のカス 1", "アリ 1+2、トクサ 1+4", "桐のカス ３"])
      expect(JAPANESE_NUMBER_SPACE.test(slip), slip).toBe(true);
    for (const fine of ["松のカス1", "アリ（1+2）", "あなたは 140 − 115 + 25 − 10 = <b>40</b>", "sha256 12"])
      expect(JAPANESE_NUMBER_SPACE.test(fine), fine).toBe(false);
  });
});

// Japanese numbers a version as the rest of its catalog does (「第{version}版」), not with the loanword
// 「バージョン{version}」 run into its number.
describe("a version in Japanese", () => {
  it("is 第…版 in every message that shows one", () => {
    const loanword = [...flatten(catalog("ja"))].filter(([, message]) => /バージョン\s?\{/.test(message));
    expect(loanword).toEqual([]);
  });
});

// A count of points says its word in full, in every language: "25 points", "25 Punkte", not "25 pts", "25 Pkt." (the
// house style has no unexplained abbreviations; a player reading "pts" or "Pkt." has to guess). The unit after a count
// (`#`, an argument, a digit), past any tag that closes around the number ("<strong>6</strong> pts").
const ABBREVIATED_POINTS = /(?:#|\}|\d)(?:<\/\w+>)?\s*(?:pts?|Pkt|Pkte|ptos?)(?![\p{L}])/iu;

describe("a count of points", () => {
  it.each(LOCALES)("says its word in full in %s", (locale) => {
    const abbreviated = [...flatten(catalog(locale))].filter(([, message]) => ABBREVIATED_POINTS.test(message));
    expect(abbreviated).toEqual([]);
  });

  it("catches the slips it is there for", () => {
    for (const slip of [
      "{count, plural, one {# pt} other {# pts}}",
      "# Pkt.",
      "<strong>{points}</strong> pts",
      "25 pts",
    ])
      expect(ABBREVIATED_POINTS.test(slip), slip).toBe(true);
    for (const fine of ["# points", "# Punkte", "{points}点", "<strong>{points}</strong> puntos", "{n} ptolemy"])
      expect(ABBREVIATED_POINTS.test(fine), fine).toBe(false);
  });
});

// Japanese calls a hand of Sutda (one deal with its bets) ハンド, as its options and the lobby do: 手 is also the cards
// a player holds and a move, and 勝負 the showdown that ends a hand.
const SUTDA_HAND_HEADINGS = [
  "SutdaBoard.hand",
  "SutdaBoard.handOf",
  "SutdaBoard.stage.between-rounds",
  "SutdaBoard.stageInline.between-rounds",
];

describe("the Japanese word for a hand of Sutda", () => {
  it("is ハンド, in every hand case of a message and in Sutda's headings", () => {
    const ja = flatten(catalog("ja"));
    const branches = [...ja].flatMap(([key, message]) =>
      [...message.matchAll(/\bhand \{((?:[^{}]|\{[^{}]*\})*)\}/g)].map((m) => [key, m[1]!] as const),
    );
    expect(branches.length).toBeGreaterThan(10);
    expect(branches.filter(([, branch]) => !branch.includes("ハンド") || /勝負|手/.test(branch))).toEqual([]);
    expect(SUTDA_HAND_HEADINGS.filter((key) => !ja.get(key)?.includes("ハンド"))).toEqual([]);
  });
});

// Korean picks a particle by the sound before it (와 after a vowel, 과 after a consonant), which a name or a number
// in a message cannot tell: no message hedges with "와(과)" or "을(를)"; each is worded so no such particle follows one.
const KOREAN_HEDGE = /와\(과\)|과\(와\)|을\(를\)|를\(을\)|이\(가\)|가\(이\)|은\(는\)|는\(은\)|\(으\)로/;

describe("the Korean particles", () => {
  it("are never hedged", () => {
    expect([...flatten(catalog("ko"))].filter(([, message]) => KOREAN_HEDGE.test(message))).toEqual([]);
  });
});

// Korean's 님 honours a person: after a team's name ("1팀 님", "Sakura Stars 님") it is wrong. Where a message's name
// can be a team's (a side of a team game, a team event's entrant), the Korean is worded without it ("{side} 쪽이",
// "우승은 {winner}입니다"), and "그 사람" (that person) does not stand for a side either.
const MAYBE_A_TEAM: [key: string, argument: string][] = [
  ["Explain.phrase.winner", "side"],
  ["Explain.phrase.gajiTaken", "side"],
  ["FishingBoard.over.wins", "name"],
  ["FishingBoard.pile.theirsLabel", "name"],
  ["RoundExplanation.made", "name"],
  ["RoundExplanation.payYou", "name"],
  ["RoundExplanation.bonus", "name"],
  ["NotificationTexts.tournamentOver", "winner"],
  ["Admin.audit.said.tournamentRemoveEntrant", "removed"],
];

describe("the Korean honorific 님", () => {
  it("follows no name that can be a team's", () => {
    const ko = flatten(catalog("ko"));
    const honoured = MAYBE_A_TEAM.filter(([key, arg]) => new RegExp(`\\{${arg}\\}\\s*님`).test(ko.get(key)!));
    expect(honoured).toEqual([]);
    expect(ko.get("RoundExplanation.payEach")).not.toContain("그 사람");
  });
});

describe("the pseudo-locale", () => {
  it("accents the words, keeps arguments, plurals and tags, and is about 30% longer", () => {
    const message = "{count, plural, one {# player} other {# players}} at <link>{table}</link>";
    const pseudo = pseudoMessage(message);
    expect(pseudo).toMatch(/^\[.*~+\]$/);
    expect([...argumentsOf(parse(pseudo))].sort()).toEqual([...argumentsOf(parse(message))].sort());
    expect(pseudo).toContain("plàýér");
    const plain = "Create an account";
    expect(pseudoMessage(plain)).toMatch(/^\[Çréàté àñ àççõüñt ~+\]$/);
    expect(pseudoMessage(plain).length).toBeGreaterThanOrEqual(plain.length * 1.3);
  });

  it("turns the whole English catalog into messages that still parse", () => {
    const pseudo = flatten(pseudoMessages(catalog("en")));
    expect(pseudo.size).toBe(english.size);
    for (const [key, message] of pseudo) expect(() => parse(message), key).not.toThrow();
  });
});
