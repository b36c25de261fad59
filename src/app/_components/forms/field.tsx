// A labelled control with its messages under it: the error (the engine's or the server's) and the hint. The control is
// marked invalid on an error and described by the messages shown.
import { cloneElement, type ReactElement, type ReactNode } from "react";

export function Field({
  id,
  label,
  hint,
  error,
  hintWithError = false,
  errorTestId,
  className,
  labelClassName = "field-label",
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Keep the hint under an error; otherwise the error takes the hint's place. */
  hintWithError?: boolean;
  /** The error's test id; `<id>-error` unless given. */
  errorTestId?: string;
  /** The wrapper's classes (its place in a row of controls). */
  className?: string;
  labelClassName?: string;
  children: ReactElement<{ "aria-invalid"?: boolean; "aria-describedby"?: string }>;
}) {
  const hintShown = Boolean(hint) && (!error || hintWithError);
  const describedBy = [error ? `${id}-error` : "", hintShown ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {cloneElement(children, {
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid={errorTestId ?? `${id}-error`}>
          {error}
        </p>
      ) : null}
      {hintShown ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
