// A form's or an action's refusal under it, in the server's words.

/** The message said at once to screen readers (role="alert"); nothing when there is none. */
export function FormError({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="field-error" data-testid={testId}>
      {message}
    </p>
  );
}
