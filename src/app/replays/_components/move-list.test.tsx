// A round's end in the move list gives each side's score, joined as the reader's language joins a line's parts.
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import type { BoardRound } from "../../_components/game/types";
import type { ReplayStep } from "../_lib/replay-model";
import { MoveList } from "./move-list";

const deal = { index: 0, round: 0, move: null, seat: null, text: null, byStandIn: false, roundEnded: 0 };

const endLine = (locale: Locale) =>
  /data-testid="round-end-line">([^<]*)</.exec(
    renderIntl(
      <MoveList
        groups={[{ label: "1", steps: [deal as unknown as ReplayStep] }]}
        current={0}
        unit="round"
        players={[]}
        teams={null}
        sideNames={["Aiko", "Botan"]}
        rounds={[{ scores: [5, -5] } as unknown as BoardRound]}
        onJump={() => {}}
      />,
      locale,
    ),
  )![1]!;

describe("a round's end in the move list", () => {
  it("joins the sides' scores with the language's separator: Japanese's 「・」 takes no spaces", () => {
    expect(endLine("en")).toMatch(/Aiko \+5 · Botan −5/);
    expect(endLine("ja")).toMatch(/：Aiko \+5・Botan −5$/);
  });
});
