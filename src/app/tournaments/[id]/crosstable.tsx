// A round robin's crosstable: each entrant's results against every other.
import { useTranslations } from "next-intl";
import type { CrosstableView, TournamentView } from "~/server/views/tournament";
import { EntrantName } from "../../_components/player/entrant-name";
import { useScoreText } from "./score";

export function CrosstableGrid({ c, entrants }: { c: CrosstableView; entrants: TournamentView["entrants"] }) {
  const t = useTranslations("Tournaments");
  const { num, scoreLine, scoreList } = useScoreText();
  return (
    <div className="overflow-x-auto" data-testid="crosstable">
      <table className="min-w-max border-collapse text-sm">
        <thead>
          <tr>
            <th className="p-1.5 text-left">#</th>
            <th className="p-1.5 text-left">{t("column.entrant")}</th>
            {c.order.map((o, i) => (
              <th key={o.entrantId} className="p-1.5" title={o.name}>
                {i + 1}
              </th>
            ))}
            <th className="p-1.5">{t("column.score")}</th>
          </tr>
        </thead>
        <tbody>
          {c.rows.map((r, i) => (
            <tr key={r.entrantId} className="border-t border-paper-edge">
              <td className="p-1.5">{r.rank}</td>
              <td className="p-1.5 font-semibold">
                <EntrantName entrant={entrants.find((e) => e.id === r.entrantId)} name={r.name} />
              </td>
              {r.cells.map((cell, j) => (
                <td key={j} className={`p-1.5 text-center ${i === j ? "bg-paper-deep" : ""}`}>
                  {scoreList(cell.map((m) => scoreLine([m.points, m.opponentPoints])))}
                </td>
              ))}
              <td className="p-1.5 text-center font-semibold">{num(r.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
