// A pairing's games say who deals first by name (individual events: the sides sit in seat order), not by a seat
// number the players never see; team events, whose seats interleave the teams, keep the seat. A forfeit is named.
// A player sees their own game of the round in play first, with a link to its table (or their bye).
import { htmlWords, renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import { pairingGame, pairingView, roundView } from "~/app/_lib/testing/tournament-view";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import type { BracketMatchView, PairingView, RoundView, StandingView, TournamentView } from "~/server/views/tournament";
import { BracketDrawing, feederLabel } from "./bracket";
import { Facts, rulesHref, swissRoundsText } from "./facts";
import { Pairing, firstDealerLabel, forfeitText } from "./pairing";
import { Rounds } from "./rounds";
import { scoreLine, scoreList } from "./score";
import { StandingsTable, TieBreakLegend } from "./standings";
import { YourGame } from "./your-game";

const t = translatorFor("Tournaments");

const pairing: PairingView = pairingView({
  games: [
    pairingGame(0, { firstDealer: 0, firstDealerName: "Aiko" }),
    pairingGame(1, { firstDealer: 1, firstDealerName: "Botan" }),
    pairingGame(2),
  ],
});

/** Round 2 with `pairing` and `byes`, finished or not as `status` says. */
const round = (status: RoundView["status"], byes: RoundView["byes"]) => roundView(2, status, [pairing], { byes });

describe("a tournament pairing", () => {
  it("names the first dealer of each game", () => {
    const text = renderIntl(<Pairing p={pairing} teamSize={1} />).replace(/<[^>]+>/g, "");
    expect(text).toContain("Game 1 (Aiko deals first): table");
    expect(text).toContain("Game 2 (Botan deals first): table");
    // Judge: no first dealer
    expect(text).toContain("Game 3: table");
    expect(text).not.toContain("seat");
  });

  it("names the player and their team in team events (not 'seat 2'); the seat only when no name is known", () => {
    expect(
      firstDealerLabel(pairing, { firstDealer: 1, firstDealerName: "Chiyo", firstDealerTeam: "Cranes" }, 2, t),
    ).toBe("Chiyo of Cranes deals first");
    expect(firstDealerLabel(pairing, { firstDealer: 1, firstDealerName: "Botan", firstDealerTeam: null }, 1, t)).toBe(
      "Botan deals first",
    );
    expect(firstDealerLabel(pairing, { firstDealer: 1, firstDealerName: null, firstDealerTeam: null }, 1, t)).toBe(
      "Botan deals first",
    );
    expect(firstDealerLabel(pairing, { firstDealer: 2, firstDealerName: null, firstDealerTeam: null }, 2, t)).toBe(
      "seat 3 deals first",
    );
  });
});

describe("a forfeited game in a pairing", () => {
  /** Aiko and Botan finished level on 88, Botan forfeited (by resigning or not): Aiko takes the table. */
  const forfeitedPairing = (resigned: boolean): PairingView => ({
    ...pairing,
    games: [
      pairingGame(0, {
        status: "finished",
        firstDealer: 0,
        firstDealerName: "Aiko",
        points: [88, 88],
        forfeited: [false, true],
        resigned: [false, resigned],
      }),
    ],
    points: [88, 88],
    places: [1, 2],
    winner: "a",
    finished: true,
  });

  it("says who forfeited, which explains a table won on equal points", () => {
    const p = forfeitedPairing(false);
    const text = renderIntl(<Pairing p={p} teamSize={1} />).replace(/<[^>]+>/g, "");
    expect(text).toContain("88–88 (Botan forfeited)");
    expect(forfeitText(p, t, "en", null)).toBe("");
  });

  it("says who resigned when the forfeit was a resign, and both words when one resigned and one forfeited", () => {
    const p = forfeitedPairing(true);
    const text = renderIntl(<Pairing p={p} teamSize={1} />).replace(/<[^>]+>/g, "");
    expect(text).toContain("88–88 (Botan resigned)");
    expect(text).not.toContain("forfeited");
    expect(forfeitText(p, t, "en", [true, true], [false, true])).toBe(" (Botan resigned, Aiko forfeited)");
  });

  it("lists the names, and the two words, as the page's language lists them", () => {
    const p = forfeitedPairing(true);
    const both = { ...p, sides: [...p.sides, { ...p.sides[0]!, entrantId: "c", name: "Chie" }] };
    expect(forfeitText(both, t, "en", [true, true, true], [true, false, true])).toBe(
      " (Aiko and Chie resigned, Botan forfeited)",
    );
    expect(forfeitText(p, translatorFor("Tournaments", "ja"), "ja", [true, true], [false, true])).toBe(
      "（Botanが投了、Aikoが時間切れ負け）",
    );
    expect(forfeitText(both, translatorFor("Tournaments", "ja"), "ja", [true, true, true], [true, true, false])).toBe(
      "（Aiko、Botanが投了、Chieが時間切れ負け）",
    );
  });
});

describe("the viewer's game in the round being played", () => {
  const entrants = (mine: string | null): TournamentView["entrants"] =>
    ["a", "b", "c"].map((id, i) => ({
      id,
      name: ["Aiko", "Botan", "Chie"][i]!,
      seed: i + 1,
      members: [],
      isMine: id === mine,
    }));
  const render = (mine: string | null, status: RoundView["status"] = "playing") =>
    renderIntl(
      <YourGame
        v={{
          entrants: entrants(mine),
          rounds: [round(status, [{ entrantId: "c", name: "Chie", points: 94 }])],
          byeScore: "average",
        }}
      />,
    );

  it("links a player to each of their games still in play", () => {
    const html = render("b");
    expect(html).toContain('data-testid="your-game"');
    expect(html.replace(/<[^>]+>/g, "")).toContain("Your game in round 2Aiko v Botan");
    expect(html.match(/href="\/table\/t\d"/g)).toEqual(['href="/table/t0"', 'href="/table/t1"', 'href="/table/t2"']);
  });

  it("tells a player with a bye, and shows nothing to a spectator or between rounds", () => {
    expect(
      render("c")
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;/g, "'"),
    ).toContain("You have a bye this round: you sit it out, unpaired. It scores the round's average (+94 so far).");
    expect(render(null)).toBe("");
    expect(render("a", "finished")).toBe("");
  });
});

describe("scores on the tournament page", () => {
  it("use a real minus sign and space the dash when a score is negative", () => {
    expect(scoreLine([20, 70])).toBe("20\u201370");
    expect(scoreLine([200, -110])).toBe("200 \u2013 \u2212110");
    expect(scoreLine([0.5, 1])).toBe("0.5\u20131");
    expect(scoreLine([0.5, -1.5], "de")).toBe("0,5 \u2013 \u22121,5");
    expect(scoreList(["20\u201370", "0.5\u20131"])).toBe("20\u201370, 0.5\u20131");
    expect(scoreList(["20\u201370", "0.5\u20131"], "ja")).toBe("20\u201370\u30010.5\u20131");
    expect(scoreList(["20\u201370", "0,5\u20131"], "de")).toBe("20\u201370; 0,5\u20131");
  });
});

describe("the event's house rules link", () => {
  it("opens the rules page on the event's own preset, not the game's default", () => {
    expect(
      rulesHref({
        game: "sakura",
        preset: { id: "p", slug: "club-night", title: "Club Night", titleKey: null, version: 2 },
      }),
    ).toBe("/rules/sakura?preset=club-night");
  });
});

describe("the bracket", () => {
  const match = (id: string, round: number, index: number, slots: BracketMatchView["slots"]): BracketMatchView => ({
    id,
    round,
    index,
    status: "waiting",
    slots,
    winner: null,
    points: null,
    tableId: null,
  });
  const seeded = (n: number, name: string) => ({ entrantId: name, name, seed: n, from: null });
  const open = (from: string) => ({ entrantId: null, name: null, seed: null, from });
  // Eight entrants: quarter-finals, semi-finals, the final; nothing decided after the quarter-finals.
  const rounds: BracketMatchView[][] = [
    [1, 2, 3, 4].map((k) => match(`R1-M${k}`, 1, k - 1, [seeded(k, `S${k}`), seeded(9 - k, `S${9 - k}`)])),
    [1, 2].map((k) => match(`R2-M${k}`, 2, k - 1, [open(`R1-M${2 * k - 1}`), open(`R1-M${2 * k}`)])),
    [match("R3-M1", 3, 0, [open("R2-M1"), open("R2-M2")])],
  ];

  it("names whose winner fills an undecided slot", () => {
    expect(feederLabel(rounds, "R2-M2", t)).toBe("Winner of semi-final 2");
    expect(feederLabel(rounds, "R1-M3", t)).toBe("Winner of quarter-final 3");
    expect(feederLabel([...rounds.slice(0, 1), ...rounds], "R1-M1", t)).toBe("Winner of round 1, match 1");
    expect(feederLabel(rounds, null, t)).toBe("To be decided");
  });

  it("draws them in place of a bare ellipsis", () => {
    const text = renderIntl(<BracketDrawing rounds={rounds} />).replace(/<[^>]+>/g, "|");
    expect(text).toContain("Winner of semi-final 1");
    expect(text).toContain("Winner of quarter-final 4");
    expect(text).not.toContain("…");
  });

  it("names each match's games link by its players (a list of bare 'games' links told a screen reader nothing)", () => {
    const played = rounds.map((r, i) => (i === 0 ? r.map((m, k) => ({ ...m, tableId: `t${k}` })) : r));
    const html = renderIntl(<BracketDrawing rounds={played} />);
    expect(html).toContain('aria-label="Games of S1 v S8"');
    expect(html).toContain('aria-label="Games of S4 v S5"');
  });
});

describe("a round's byes", () => {
  const line = (r: RoundView, byeScore: TournamentView["byeScore"] = "average") =>
    renderIntl(<Rounds rounds={[r]} teamSize={1} byeScore={byeScore} />)
      .match(/data-testid="round-byes">([^<]*)</)?.[1]
      ?.replace(/&#x27;/g, "'");

  it("say what each bye scored: the round's average by default (it differed between rounds with no word why)", () => {
    expect(line(round("finished", [{ entrantId: "c", name: "Chie", points: 94 }]))).toBe(
      "Bye: Chie +94 (the round's average)",
    );
    expect(line(round("playing", [{ entrantId: "c", name: "Chie", points: -12 }]))).toBe(
      "Bye: Chie \u221212 (the round's average so far)",
    );
  });

  it("write a half point bye with the decimal sign of the reader's language", () => {
    const fr = renderIntl(
      <Rounds
        rounds={[round("finished", [{ entrantId: "c", name: "Chie", points: 0.5 }])]}
        teamSize={1}
        byeScore="average"
      />,
      "fr",
    );
    expect(fr).toContain("Chie +0,5");
  });

  it("say a fixed bye value as such", () => {
    expect(line(round("finished", [{ entrantId: "c", name: "Chie", points: 1 }]), 1)).toBe(
      "Bye: Chie +1 (a fixed 1 point)",
    );
  });
});

describe("the event's facts", () => {
  /** An elimination Sutda event's facts; `patch` changes them. */
  const factsView = (patch: Partial<TournamentView> = {}) =>
    ({
      organiser: { id: "u-olive", displayName: "Olive" },
      game: "sutda",
      gameTitle: "Sutda",
      preset: { id: "p", slug: "standard", title: "Standard", version: 1 },
      options: [],
      end: null,
      format: "elimination",
      totalRounds: null,
      swissRounds: null,
      tables: { sidesPerTable: 2, minSidesPerTable: 2 },
      gamesPerPairing: 1,
      scoring: "cumulative",
      byeScore: "average",
      timeControl: null,
      roundDurationSeconds: 600,
      entrantCount: 2,
      minEntrants: 2,
      maxEntrants: 8,
      ...patch,
    }) as unknown as TournamentView;

  it("name the organiser as a link to their page", () => {
    const html = renderIntl(<Facts v={factsView()} />);
    expect(html).toMatch(/<dt[^>]*>Organiser<\/dt><dd[^>]*><a [^>]*href="\/players\/u-olive"[^>]*>Olive<\/a>/);
  });

  it("say how long each game lasts in the reader's language, with its plural", () => {
    /** The facts' row after the scoring: its heading and its value. */
    const gameLength = (patch: Partial<TournamentView>, locale: Locale) =>
      htmlWords(renderIntl(<Facts v={factsView(patch)} />, locale)).trim();
    const koikoi: Partial<TournamentView> = {
      game: "koikoi",
      gameTitle: "Koi-Koi",
      options: [{ name: "rounds", label: "Game length", value: "12 rounds" }],
      end: { kind: "rounds", rounds: 12 },
    };
    const ja = gameLength(koikoi, "ja");
    expect(ja).toContain("各対局 12局で終了");
    expect(ja).not.toMatch(/Game length|rounds/);
    expect(gameLength(koikoi, "de")).toContain("Jedes Spiel Endet nach 12 Runden");
    const sutda = (rounds: number): Partial<TournamentView> => ({
      options: [{ name: "rounds", label: "Number of hands", value: String(rounds) }],
      end: { kind: "rounds", rounds },
    });
    expect(gameLength(sutda(1), "de")).toContain("Jedes Spiel Endet nach 1 Hand ");
    expect(gameLength(sutda(10), "de")).toContain("Jedes Spiel Endet nach 10 Händen ");
    expect(gameLength(sutda(1), "fr")).toContain("Chaque partie Se termine après 1 main ");
    expect(gameLength({ game: "mushi", end: { kind: "target", target: 1 } }, "en")).toContain(
      "Each game Ends when a player reaches 1 point ",
    );
  });

  it("join a Swiss format and its rounds with the language's comma", () => {
    const format = (locale: Locale) =>
      htmlWords(renderIntl(<Facts v={factsView({ format: "swiss", swissRounds: 2 })} />, locale));
    expect(format("en")).toContain("Format Swiss, 2 rounds ");
    expect(format("ja")).toContain("形式 スイス式、2ラウンド ");
    expect(format("ja")).not.toContain("スイス式,");
  });

  it("give the entrants' bounds, once when the fewest and the most are the same (it read '2 (4 to 4)')", () => {
    const entrants = (patch: Partial<TournamentView>, locale: Locale) =>
      htmlWords(renderIntl(<Facts v={factsView(patch)} />, locale));
    expect(entrants({}, "en")).toContain("Entrants 2 (2 to 8)");
    expect(entrants({ minEntrants: 4, maxEntrants: 4 }, "en")).toContain("Entrants 2 (of 4)");
    expect(entrants({ minEntrants: 4, maxEntrants: 4 }, "ko")).toContain("참가자 2 (정원 4)");
    expect(entrants({ minEntrants: 4, maxEntrants: 4 }, "de")).toContain("Teilnehmende 2 (von 4)");
  });
});

describe("a Swiss event's rounds", () => {
  it("say the number once fixed, and while registration is open the number the entrants so far give, in words", () => {
    const swiss = { totalRounds: null, swissRounds: null, entrantCount: 5, sidesPerTable: 2 };
    expect(swissRoundsText({ ...swiss, totalRounds: 4 }, t)).toBe("4 rounds");
    expect(swissRoundsText({ ...swiss, swissRounds: 1 }, t)).toBe("1 round");
    expect(swissRoundsText(swiss, t)).toBe(
      "about 3 rounds for 5 entrants (one more each time the entrants double; fixed when registration closes)",
    );
    expect(swissRoundsText({ ...swiss, entrantCount: 9, sidesPerTable: 3 }, t)).toBe(
      "about 2 rounds for 9 entrants (one more each time the entrants triple; fixed when registration closes)",
    );
    // nobody yet: a table's worth
    expect(swissRoundsText({ ...swiss, entrantCount: 0 }, t)).toBe(
      "about 1 round for 2 entrants (one more each time the entrants double; fixed when registration closes)",
    );
  });
});

describe("the standings", () => {
  const row = (rank: number, name: string, decidedBy: string | null): StandingView => ({
    rank,
    entrantId: name,
    name,
    seed: rank,
    score: 10 - rank,
    played: 2,
    byes: 0,
    wins: 1,
    buchholz: 12,
    sonnebornBerger: 6.5,
    headToHead: null,
    decidedBy,
  });
  const rows = [row(1, "Aiko", "buchholz"), row(2, "Botan", "seed"), row(3, "Chie", null)];

  it("name the tie-breaks in words, each heading explained, with no abbreviation", () => {
    const html = renderIntl(<StandingsTable rows={rows} swiss entrants={[]} />);
    expect(htmlWords(html)).not.toMatch(/Buch\.|\bSB\b|H2H|\bseed\b/);
    expect(html).toMatch(/<th [^>]*title="Opponents&#x27; score \(Buchholz\): [^"]+"[^>]*>Opponents&#x27; score<\/th>/);
    expect(html).toMatch(
      /<th [^>]*title="Beaten opponents&#x27; score \(Sonneborn-Berger\): [^"]+"[^>]*>Beaten opponents&#x27; score<\/th>/,
    );
    expect(html).toMatch(/<th [^>]*title="Head to head: [^"]+"[^>]*>Head to head<\/th>/);
    expect(htmlWords(html)).toContain("Placed above the next on");
    expect(htmlWords(html)).toContain("earlier entry");
    const legend = htmlWords(renderIntl(<TieBreakLegend />));
    expect(legend).toContain("Opponents' score (Buchholz): the scores of every opponent met, added up.");
    expect(legend).toContain("Earlier entry: who registered first.");
  });

  it("write half points with the decimal sign of the reader's language", () => {
    const details = (locale: Locale) =>
      htmlWords(
        /data-testid="standing-details">(.*?)<\/span>/.exec(
          renderIntl(<StandingsTable rows={[{ ...rows[0]!, score: 1.5 }]} swiss entrants={[]} />, locale),
        )![1]!,
      );
    expect(details("en")).toContain(" 6.5");
    expect(details("de")).toContain(" 6,5");
    expect(details("de")).not.toContain("6.5");
    expect(renderIntl(<StandingsTable rows={[{ ...rows[0]!, score: 1.5 }]} swiss entrants={[]} />, "fr")).toContain(
      ">1,5</td>",
    );
  });

  it("keep rank, entrant and score as columns below 1280 px, the rest on a line under the name, with no width forced", () => {
    const html = renderIntl(<StandingsTable rows={rows} swiss entrants={[]} />);
    // no min-w-max (below 640 px it made the table wider than a 390 px screen; on a desktop it kept German headings on
    // one line, the last columns scrolled out of the panel): the headings wrap, and only a table still too wide scrolls.
    // The tie-break columns come at 1280 px, their headings small: between 640 and 1280 px the Spanish and French
    // tables ran up to 190 px past their panel.
    expect(html).toMatch(/<div class="xl:overflow-x-auto"><table class="w-full /);
    expect(html).not.toMatch(/min-w-max/);
    expect(html).toMatch(/<th class="p-1\.5 max-xl:hidden text-xs" title="Opponents/);
    const headings = [...html.matchAll(/<th class="([^"]*)"[^>]*>([^<]*)</g)]
      .filter((m) => !m[1]!.includes("max-xl:hidden"))
      .map((m) => m[2]);
    expect(headings).toEqual(["Rank", "Entrant", "Score"]);
    const details = [...html.matchAll(/data-testid="standing-details">(.*?)<\/span>/g)].map((m) =>
      htmlWords(m[1]!).trim(),
    );
    expect(details[0]).toBe(
      "Played 2 · Byes 0 · Opponents' score 12 · Beaten opponents' score 6.5 · Above the next on opponents' score",
    );
    expect(details[1]).toContain("Above the next on earlier entry");
  });
});
