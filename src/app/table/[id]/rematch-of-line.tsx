// The waiting room's line about the game a rematch table follows.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { RematchOf, TableView } from "~/server/views/table";
import { useGameTitle, useNameList } from "../../play/words";
import { rematchKind } from "./rematch";

/** A rematch table's waiting room: whose rematch of which game (its replay a click away), and who is still expected. */
export function RematchOfLine({ table: t, rematchOf }: { table: TableView; rematchOf: RematchOf }) {
  const tr = useTranslations("Table");
  const nameList = useNameList();
  const game = useGameTitle()(t.game, t.gameTitle);
  const kind = rematchKind(t.game);
  const mine = t.seats.find((s) => s.seat === t.mySeat)?.user?.id === rematchOf.offeredBy.id;
  const of = mine ? "mine" : rematchOf.yours ? "yours" : "other";
  const replay = () => (
    <Link href={`/replays/${rematchOf.gameId}`} className="font-semibold" data-testid="rematch-of-replay">
      {tr("rematchOf.replay")}
    </Link>
  );
  return (
    <span className="block" data-testid="rematch-of">
      <strong className="block text-ink" data-testid="rematch-of-title">
        {mine
          ? tr.rich("rematchOf.mine", { kind, game, link: replay })
          : tr.rich("rematchOf.theirs", { kind, game, of, name: rematchOf.offeredBy.displayName, link: replay })}
      </strong>
      {rematchOf.yours && t.mySeat === null && t.canJoin ? (
        <span className="block" data-testid="rematch-your-seat">
          {tr("rematchOf.yourSeat")}
        </span>
      ) : null}
      {rematchOf.expected.length > 0 ? (
        <span className="block" data-testid="rematch-expected">
          {tr("rematchOf.expected", { names: nameList(rematchOf.expected) })}
        </span>
      ) : null}
      {/* a suspended old player: the server lets bots take the seat (fillWithBots), so the page offers them too */}
      {rematchOf.unavailable.length > 0 ? (
        <span className="block" data-testid="rematch-unavailable">
          {tr("rematchOf.unavailable", {
            names: nameList(rematchOf.unavailable),
            count: rematchOf.unavailable.length,
          })}
        </span>
      ) : null}
    </span>
  );
}
