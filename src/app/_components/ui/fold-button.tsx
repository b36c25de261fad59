// The button that shows and hides a part of the page (a folded form, a part a phone folds away). Unless it is given
// its looks, it is the form's: inviting while the part is closed, quiet while it is open.
import type { ReactNode } from "react";

export function FoldButton({
  open,
  onToggle,
  controls,
  testId,
  className = `btn ${open ? "btn-quiet" : "btn-primary"}`,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  /** The id of the part it shows and hides. */
  controls: string;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
