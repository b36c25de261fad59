// A Judge score pile shows what counts in Judge: every card is one point, and only the brights mean more (four of the
// five earn the bonus). So a pile shows its brights apart and every other card together, with no points per group
// (the Koi-Koi kinds and a "7 pts" beside them would say the animals or the ribbons score).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { CardStack } from "~/app/_components/cards";
import { RoundExplanationView } from "~/app/_components/game/round-explanation";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import { NAMES } from "~/app/dev/boards/local-game";
import { cardCodes } from "~/engine/core/cards";
import { bonusPhrase, pilePhrase } from "~/engine/judge/phrases";

// Pine Crane and Cherry Curtain (brights), the Plum Bush Warbler (an animal), two ribbons and two chaff
const PILE = [0, 8, 4, 1, 5, 2, 3];

/** The groups' spoken labels of the stacks in `html`, in order. */
function groupLabels(html: string): string[] {
  return [...html.matchAll(/class="hf-stack-group" role="group" aria-label="([^"]*)"/g)].map((m) => m[1]!);
}

describe("a Judge score pile", () => {
  it("shows its brights apart and the other cards together, without points", () => {
    const html = renderToStaticMarkup(withIntl(<CardStack cards={PILE} game="judge" />));
    expect(groupLabels(html)).toEqual(["Brights: 2 cards", "Other cards: 5 cards"]);
    expect(html).not.toMatch(/\bpts?\b/);
  });

  it("reads so in Japanese", () => {
    const html = renderToStaticMarkup(withIntl(<CardStack cards={PILE} game="judge" />, "ja"));
    expect(groupLabels(html)).toEqual(["光：2枚", "その他：5枚"]);
  });

  it("shows no points per group in the match's scoring", () => {
    const html = renderToStaticMarkup(
      withIntl(
        <RoundExplanationView
          explanation={{
            round: 0,
            sides: [0, 1].map((side) => ({
              side,
              seats: [side],
              steps: [
                { label: "pile", cards: cardCodes(PILE), points: PILE.length, phrase: pilePhrase(PILE.length) },
                { label: "bonus", cards: cardCodes([0, 8]), points: 0, phrase: bonusPhrase(2, 0) },
              ],
              total: PILE.length,
            })),
            notes: [],
          }}
          game="judge"
          players={boardPlayers(NAMES.slice(0, 2))}
          teams={null}
          mySide={0}
          winner={null}
        />,
      ),
    );
    expect(groupLabels(html)).toEqual([
      "Brights: 2 cards",
      "Other cards: 5 cards",
      "Brights: 2 cards",
      "Brights: 2 cards",
      "Other cards: 5 cards",
      "Brights: 2 cards",
    ]);
    expect(html).not.toMatch(/\bpts?\b/);
  });
});
