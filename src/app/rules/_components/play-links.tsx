// Under a game's rules: straight to playing it (the lobby with a new table of this game open) and back to the list.
// Finger-sized links (44 px tall): they were text-sized, 19 px on a phone.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { GameName } from "~/engine/core/ruleset";

const LINK = "inline-flex min-h-11 items-center";

export function PlayLinks({ game, title }: { game: GameName; title: string }) {
  const t = useTranslations("Rules");
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-4 text-base" data-testid="rules-play-links">
      <Link href={`/play?new=${game}`} className={LINK}>
        {t("playGame", { game: title })}
      </Link>
      <Link href="/rules" className={LINK}>
        {t("allGames")}
      </Link>
    </p>
  );
}
