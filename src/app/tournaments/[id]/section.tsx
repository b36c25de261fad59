// A titled panel of the tournament page.
import type { ReactNode } from "react";

/** A panel with its heading; `id` names it for tests and labels it for screen readers. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="panel mb-6 p-4 sm:p-5" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
