"use client";
// A button that sends an action to the server (take a seat, decline, register, join a rematch): the site's primary or
// quiet button, disabled by its caller while an action is being sent or cannot be, and until the page is hydrated (its
// handler attached: a tap before would do nothing).
import type { ReactNode } from "react";
import { useHydrated } from "../../_lib/use-hydrated";

export function ActionButton({
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
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={primary ? "btn btn-primary" : "btn btn-quiet"}
      disabled={disabled || !hydrated}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
