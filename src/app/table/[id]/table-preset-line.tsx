// "Club night, version 2 (with changes by the table's creator)" with a link to the rules page: drawn by the server
// under a table in play (table-rules.tsx) and by the browser in the waiting room (waiting-room-rules.tsx).
import Link from "next/link";
import type { ReactNode } from "react";
import type { TableView } from "~/server/views/table";

/** The Table catalog's words the line says, from the server's or the browser's translator. */
interface PresetTranslator {
  (key: "rules.howToPlay"): string;
  rich(
    key: "rules.preset" | "rules.presetCustomized",
    values: { title: (chunks: ReactNode) => ReactNode; version: number },
  ): ReactNode;
}

/** `preset`: the preset's title in the page's language; `sep`: the language's separator (Common.separator). */
export function TablePresetLine({
  table: t,
  preset,
  tr,
  sep,
}: {
  table: TableView;
  preset: string;
  tr: PresetTranslator;
  sep: string;
}) {
  if (!t.preset) return null;
  // the table's own rules (its pinned version, its creator's changes); the preset's when the table cannot be seen
  const href = `/rules/${t.game}?preset=${t.preset.slug}&table=${t.id}`;
  return (
    <p className="text-sm" data-testid="table-preset">
      {tr.rich(t.preset.customized ? "rules.presetCustomized" : "rules.preset", {
        title: () => <span className="font-semibold">{preset}</span>,
        version: t.preset.version,
      })}
      {sep}
      <Link href={href} target="_blank" rel="noopener">
        {tr("rules.howToPlay")}
      </Link>
    </p>
  );
}
