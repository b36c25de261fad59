// A button of the Registration panel (register, withdraw, join or leave the waiting list): the panel sends one action
// at a time, so its callers disable each while any is being sent.
import type { ReactNode } from "react";

export function RegistrationAction({
  primary = false,
  disabled,
  onClick,
  testId,
  children,
}: {
  primary?: boolean;
  disabled: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={primary ? "btn btn-primary" : "btn btn-quiet"}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
