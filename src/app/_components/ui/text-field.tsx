"use client";
// A labelled input with its hint and its error message beside it (wired with aria-describedby/aria-invalid).
import { useTranslations } from "next-intl";
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  name: string;
  hint?: string;
  /** The message; may hold a link (the sign-up form's "Sign in instead?"). */
  error?: ReactNode;
  /** A password field gets a Show/Hide button. */
  revealable?: boolean;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, name, hint, error, revealable, type = "text", className, ...input },
  ref,
) {
  const t = useTranslations("Form");
  const id = useId();
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          name={name}
          type={revealable && shown ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          className={`field-input ${revealable ? "pr-20" : ""}`}
          {...input}
        />
        {revealable ? (
          <button
            type="button"
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-ink-soft hover:bg-paper-deep"
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {t.rich("reveal", {
              shown: String(shown),
              sr: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error" data-testid={`${name}-error`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

/** The account's email address, as the sign-in and sign-up forms ask for it. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, "label" | "name" | "type">>(
  function EmailField(props, ref) {
    const t = useTranslations("Form");
    return (
      <TextField
        ref={ref}
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...props}
      />
    );
  },
);

/**
 * The account's password, hidden until shown; `autoComplete` tells a password manager whether it is new, `label`
 * replaces the plain "Password" where the form says more ("New password").
 */
export const PasswordField = forwardRef<
  HTMLInputElement,
  Omit<TextFieldProps, "label" | "name" | "type" | "revealable"> & {
    label?: string;
    autoComplete: "current-password" | "new-password";
  }
>(function PasswordField({ label, autoComplete, ...props }, ref) {
  const t = useTranslations("Form");
  return (
    <TextField
      ref={ref}
      label={label ?? t("password")}
      name="password"
      type="password"
      autoComplete={autoComplete}
      required
      revealable
      {...props}
    />
  );
});
