"use client";
// A polite live region: screen readers hear each move ("Aiko plays Cherry Curtain, takes Cherry chaff") and their
// own turn, without moving focus.
export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {message}
    </p>
  );
}
