// The waiting room's line about the game a rematch table follows.
import Link from "next/link";
import type { RematchOf, TableView } from "~/server/views/table";
import { rematchWords } from "~/server/games/rematch-words";
import { namesInWords } from "./rematch";

/** A rematch table's waiting room: whose rematch of which game (its replay a click away), and who is still expected. */
export function RematchOfLine({ table: t, rematchOf }: { table: TableView; rematchOf: RematchOf }) {
  const words = rematchWords(t.game);
  const mine = t.seats.find((s) => s.seat === t.mySeat)?.user?.id === rematchOf.offeredBy.id;
  const whose = mine ? "Your" : `${rematchOf.offeredBy.displayName}'s`;
  return (
    <span className="block" data-testid="rematch-of">
      <strong className="block text-ink" data-testid="rematch-of-title">
        {`${whose} ${words.noun} ${words.of} ${mine ? "the" : rematchOf.yours ? "your" : "a"} ${t.gameTitle} game.`}{" "}
        <Link href={`/replays/${rematchOf.gameId}`} className="font-semibold" data-testid="rematch-of-replay">
          See its replay
        </Link>
      </strong>
      {rematchOf.yours && t.mySeat === null && t.canJoin ? (
        <span className="block" data-testid="rematch-your-seat">
          Your seat from that game is kept for you.
        </span>
      ) : null}
      {rematchOf.expected.length > 0 ? (
        <span className="block" data-testid="rematch-expected">
          Still expected: {namesInWords(rematchOf.expected)}.
        </span>
      ) : null}
      {/* a suspended old player: the server lets bots take the seat (fillWithBots), so the page offers them too */}
      {rematchOf.unavailable.length > 0 ? (
        <span className="block" data-testid="rematch-unavailable">
          {namesInWords(rematchOf.unavailable)} cannot come: bots may take{" "}
          {rematchOf.unavailable.length === 1 ? "that seat" : "those seats"}.
        </span>
      ) : null}
    </span>
  );
}
