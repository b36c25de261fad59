// The engine's phrases in the reader's language: a move of the log and a line of a round's scoring, said through the
// catalogs with the cards' traditional names, the players' names in place of seats, and "You" for the viewer.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Phrase } from "~/engine/core/phrase";
import { withIntl } from "~/app/_lib/testing/intl";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import type { Locale } from "~/lib/locales";
import { useMoveWords, usePhraseWords } from "./move-words";

const players = boardPlayers(["Aiko", "Botan"]);
const names = { players, teams: null, mySeat: 0 };

// Botan plays the Cherry Curtain and takes a Cherry chaff; the viewer (seat 0) follows at 4.
const PLAY: Phrase = { key: "takes", args: { verb: "play", gaji: "no" }, cards: { card: [8], taken: [10] } };
const FOLLOW: Phrase = { key: "followsAt", args: { high: 4 } };

function Lines({ explain }: { explain: Phrase }) {
  const words = useMoveWords();
  const say = usePhraseWords("Explain");
  return (
    <>
      <p>
        {words.line(
          { seat: 1, text: "plays Cherry Curtain, takes Cherry chaff", phrase: PLAY, byStandIn: false },
          names,
        )}
      </p>
      <p>{words.line({ seat: 0, text: "follows at 4", phrase: FOLLOW, byStandIn: true }, names)}</p>
      <p>{say(explain, names)}</p>
    </>
  );
}

/** One Explain phrase, said for `names`. */
function Said({ phrase, names: who }: { phrase: Phrase; names: Parameters<ReturnType<typeof usePhraseWords>>[1] }) {
  return <>{usePhraseWords("Explain")(phrase, who)}</>;
}

function lines(locale: Locale, explain: Phrase): string[] {
  const html = renderToStaticMarkup(withIntl(<Lines explain={explain} />, locale));
  return [...html.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));
}

describe("engine phrases in the reader's language", () => {
  const winner: Phrase = {
    key: "winner",
    args: { side: 1, victories: "none", count: 1, label: "basa", paid: "no", payment: 0, over: "no", dealer: 0 },
  };

  it("English: the engine's own words, the verb said of You without -s", () => {
    expect(lines("en", winner)).toEqual([
      "Botan plays Cherry Curtain, takes Cherry chaff 1",
      "You follow at 4 (stand-in)",
      "Botan wins the round; Aiko deals next.",
    ]);
  });

  it("Japanese and Korean: traditional card names, the players' names, nothing in English", () => {
    expect(lines("ja", winner)).toEqual([
      "Botan：桜に幕を出す、桜のカス1を取る",
      "あなた：4に合わせる（代打ち）",
      "Botanがこの局の勝ち。次の親はAiko。",
    ]);
    expect(lines("ko", { key: "teshi", args: { month: 5, seat: 1 } })).toEqual([
      "Botan: 벚꽃 광 냄, 벚꽃 피 1 먹음",
      "나: 4 콜 (대리 플레이어)",
      "데시: Botan의 손패에 난초 패 네 장",
    ]);
  });

  it("a round's note names several seats by their players, the Gaji's side by its player", () => {
    const [finalists] = lines("ja", { key: "oibanaFinalists", args: { seats: "0 1" } }).slice(2);
    expect(finalists).toMatch(/^追い花：この局はAiko.+Botanが打ちます。$/);
    expect(lines("ko", { key: "gajiTaken", args: { side: 1, month: 11 } })[2]).toBe(
      "가지는 Botan 쪽이 가져갔습니다: 남은 비 패는 끝에 그쪽으로 갑니다.",
    );
  });

  it("Korean: a team that wins the round or takes the Gaji gets no 님, which follows a person's name only", () => {
    const four = boardPlayers(["Aiko", "Botan", "Chie", "Daiki"]);
    const teams = {
      players: four,
      teams: [
        [0, 2],
        [1, 3],
      ],
      mySeat: 0,
    };
    const say = (phrase: Phrase) =>
      renderToStaticMarkup(withIntl(<Said phrase={phrase} names={teams} />, "ko")).replace(/&amp;/g, "&");
    expect(say(winner)).toBe("이번 판 승리: Botan 및 Daiki. 다음 선은 Aiko.");
    expect(say({ key: "gajiTaken", args: { side: 0, month: 11 } })).toBe(
      "가지는 Aiko 및 Chie 쪽이 가져갔습니다: 남은 비 패는 끝에 그쪽으로 갑니다.",
    );
  });

  it("English: a move in the engine's own words names its players, the viewer's verbs without -s", () => {
    const three = { players: boardPlayers(["Aiko", "Botan", "Chie"]), teams: null, mySeat: 0 };
    const moves = [
      { seat: 1, text: "plays Pine chaff, takes Pine bright", byStandIn: false },
      { seat: 0, text: "draws Cherry Curtain, takes Cherry chaff", byStandIn: true },
      { seat: 0, text: "plays the Lightning as the last stock card and takes it", byStandIn: false },
      {
        seat: 2,
        text: "plays Iris chaff on a card of seat 1's hiki: blocked, seat 1 takes the four Iris cards",
        byStandIn: false,
      },
    ];
    function Parts() {
      const words = useMoveWords();
      return <>{JSON.stringify(moves.map((m) => words.parts(m, three)))}</>;
    }
    const html = renderToStaticMarkup(withIntl(<Parts />, "en"));
    expect(JSON.parse(html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'"))).toEqual([
      { who: "Botan", what: "plays Pine chaff, takes Pine bright" },
      { who: "You", what: "draw Cherry Curtain, take Cherry chaff (stand-in)" },
      { who: "You", what: "play the Lightning as the last stock card and take it" },
      { who: "Chie", what: "plays Iris chaff on a card of Botan's hiki: blocked, Botan takes the four Iris cards" },
    ]);
  });

  it("Oi-bana's bids name each seat by its player, a seat yet to bid by a dash", () => {
    const bids: Phrase = { key: "oibanaBids", args: { bids: "3 0" } };
    expect(lines("ja", bids)[2]).toBe("追い花の競り：Aiko：3、Botan：–。");
    expect(lines("en", bids)[2]).toBe("Oi-bana bids: Aiko: 3 and Botan: –.");
  });

  it("a Sutda hand's name comes from its own catalog", () => {
    const shows: Phrase = { key: "shows", args: { times: 3 }, terms: { hand: { ns: "SutdaHands", key: "alli" } } };
    expect(lines("fr", shows)[2]).toMatch(/^Montre .+ \(×3\)$/);
    expect(lines("en", shows)[2]).toBe("Shows Alli (1+2) (×3)");
  });
});
