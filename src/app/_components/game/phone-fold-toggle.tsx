// The Show / Hide button of a part a phone folds away (the boards' first deal's draw, a side's captured pile); from
// sm the part is always shown and the button is not.
import type { ReactNode } from "react";

export function PhoneFoldToggle({
  open,
  onToggle,
  controls,
  testId,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  /** The id of the part it shows and hides. */
  controls: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="-my-2 ml-auto min-h-11 rounded-md px-2 text-xs font-semibold text-beni hover:bg-paper-deep sm:hidden"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
