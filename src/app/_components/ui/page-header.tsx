import type { ReactNode } from "react";

export function PageHeader({ title, kicker, children }: { title: string; kicker?: string; children?: ReactNode }) {
  return (
    <div className="mb-8">
      {kicker ? <p className="mb-1 text-sm font-semibold tracking-[0.18em] text-beni uppercase">{kicker}</p> : null}
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      {children ? <div className="mt-3 max-w-3xl text-lg text-ink-soft">{children}</div> : null}
    </div>
  );
}
