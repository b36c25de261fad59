// The waiting room's seats name a practice table's bots in the reader's language.
import { describe, expect, it } from "vitest";
import { renderIntl } from "../../_lib/testing/intl";
import { tableView } from "../../_lib/testing/table-view";
import { SeatList } from "./seat-list";

const seats = [
  { seat: 0, team: null, user: { id: "akiko", displayName: "Akiko", bot: null } },
  { seat: 1, team: null, user: { id: "bot-1", displayName: "Matsu (Steady)", bot: "heuristic" } },
  { seat: 2, team: null, user: { id: "bot-2", displayName: "Momiji (Beginner)", bot: "random" } },
];

const names = (html: string) => [...html.matchAll(/data-testid="player-link"[^>]*>([^<]*)</g)].map((m) => m[1]);

describe("the waiting room's seats", () => {
  it("name the bots in the reader's language", () => {
    const table = tableView({ playerCount: 3, seats });
    const seatList = <SeatList table={table} busy={false} onSit={() => {}} />;
    expect(names(renderIntl(seatList, "ja"))).toEqual(["Akiko", "Matsu（堅実）", "Momiji（初心者）"]);
    expect(names(renderIntl(seatList, "ko"))).toEqual(["Akiko", "Matsu (안정)", "Momiji (초보)"]);
    expect(names(renderIntl(seatList, "en"))).toEqual(["Akiko", "Matsu (Steady)", "Momiji (Beginner)"]);
  });
});
