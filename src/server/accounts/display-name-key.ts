// The form two display names are compared in, for their uniqueness (User.displayNameKey, a unique column): NFKC
// (full-width letters and digits read as half-width ones, ligatures as their letters), whitespace trimmed and
// collapsed to one space, case-folded (upper- then lower-cased, so "ß" matches "SS" and "ς" matches "Σ").
// The migration that added the column fills it for older accounts with the same steps.
import { DomainError } from "../errors";

export function displayNameKey(name: string): string {
  return name.normalize("NFKC").replace(/\s+/gu, " ").trim().toUpperCase().toLowerCase();
}

/** The answer to a name that another account has (in the form displayNameKey compares), or that a bot has. */
export function nameTakenError(): DomainError {
  return new DomainError("CONFLICT", "nameTaken", {
    field: "displayName",
  });
}
