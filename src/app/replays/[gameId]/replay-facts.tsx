// A stored game's facts above its replay: how it ended (or that it is in play), when it started and ended, and links
// to its table and its tournament round.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReplayView } from "~/server/views/replay";
import { WHEN } from "../_lib/when";
import { useDateTime } from "~/app/_lib/use-date-time";

export function ReplayFacts({
  r,
}: {
  r: Pick<ReplayView, "status" | "endReason" | "createdAt" | "finishedAt" | "tableId" | "tournament">;
}) {
  const t = useTranslations("Replay");
  // The language's own separator between the facts: " · ", Japanese's unspaced 「・」.
  const sep = useTranslations("Common")("separator");
  const dateTime = useDateTime();
  const date = (d: Date | string) => dateTime(d, WHEN);
  return (
    <p className="text-sm text-ink-soft">
      {t("state", {
        state:
          r.status === "ACTIVE" || r.status === "ABORTED"
            ? r.status
            : r.endReason === "forfeit" || r.endReason === "resign"
              ? r.endReason
              : "finished",
      })}
      {sep}
      {t("started", { date: date(r.createdAt) })}
      {r.finishedAt ? `${sep}${t("ended", { date: date(r.finishedAt) })}` : ""}
      {sep}
      {/* the links underlined: beni next to ink-soft is not told apart by colour alone */}
      <Link href={`/table/${r.tableId}`} className="underline">
        {t("theTable")}
      </Link>
      {r.tournament ? (
        <>
          {sep}
          <Link href={`/tournaments/${r.tournament.id}`} className="underline" data-testid="replay-tournament">
            {t("tournamentRound", { name: r.tournament.name, round: r.tournament.round })}
          </Link>
        </>
      ) : null}
    </p>
  );
}
