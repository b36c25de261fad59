// A display name saved before names refused "�" keeps it: the profile says so and how to mend it, where the name is
// edited. Saving the name unchanged is refused with the same words.
import { getTranslations } from "next-intl/server";

export async function LostCharacterNote({ name }: { name: string }) {
  if (!name.includes("\uFFFD")) return null;
  const [t, input] = await Promise.all([getTranslations("Profile"), getTranslations("InputErrors")]);
  return (
    <p
      role="note"
      className="mb-4 rounded-lg border border-kin/70 bg-kin/10 p-3 text-sm"
      data-testid="name-lost-character"
    >
      {t("lostCharacter", { fix: input("replacementCharacter") })}
    </p>
  );
}
