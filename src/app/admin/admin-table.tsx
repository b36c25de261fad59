// A table on an admin page: its caption for screen readers, the column heads in the admin's small faint type, then
// the rows the page gives.
import type { ReactNode } from "react";
import { ColumnHeads, type ColumnHead } from "~/app/_components/ui/column-heads";

const TABLE_CLASS = "w-full border-collapse text-left";

export function AdminTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: readonly ColumnHead[];
  /** Classes before the table's own (its margin on the page). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={className ? `${className} ${TABLE_CLASS}` : TABLE_CLASS}>
      <caption className="sr-only">{caption}</caption>
      <ColumnHeads className="border-b-2 border-paper-edge text-sm text-ink-faint" columns={columns} />
      {children}
    </table>
  );
}
