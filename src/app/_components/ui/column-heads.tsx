// A table's head: one row of column headings, each a <th scope="col"> so that a screen reader names a cell's column.
import type { ReactNode } from "react";

export interface ColumnHead {
  label: ReactNode;
  className?: string;
}

export function ColumnHeads({ columns, className }: { columns: readonly ColumnHead[]; className?: string }) {
  return (
    <thead>
      <tr className={className}>
        {columns.map((c, i) => (
          <th key={i} scope="col" className={c.className}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
