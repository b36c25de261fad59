// A form's save button with the status line beside it ("Saved."), read out when it changes.
import type { ReactNode } from "react";

export function SaveRow({ pending, label, saved }: { pending: boolean; label: ReactNode; saved: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {label}
      </button>
      <p role="status" className="font-semibold text-matsu">
        {saved}
      </p>
    </div>
  );
}
