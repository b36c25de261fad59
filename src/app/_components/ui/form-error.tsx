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

/** A whole form's refusal above its fields, boxed so that it is read first; `id` lets the form point at it. */
export function FormBanner({
  message,
  id,
  testId,
}: {
  message: string | null | undefined;
  id?: string;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      data-testid={testId}
      className="rounded-lg border border-beni/40 bg-beni/10 px-4 py-3 font-semibold text-beni"
    >
      {message}
    </p>
  );
}
