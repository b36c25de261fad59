import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { siteGamesList } from "~/app/_games/site-games";
import { LiveClock } from "./live-clock";

const FOOTER_LINK = "inline-flex min-h-11 items-center sm:min-h-0";

export function SiteFooter() {
  const t = useTranslations("Footer");
  const games = useTranslations("Games");
  const locale = useLocale();
  return (
    <footer className="mt-16 border-t border-paper-edge bg-paper-deep/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p data-testid="footer-tagline">{t("tagline", { games: siteGamesList(games, locale) })}</p>
        <div className="flex flex-wrap items-center gap-4">
          {/* a finger-sized target on a phone (the links were 20 px tall); text-sized where a pointer is fine */}
          <Link href="/play" className={FOOTER_LINK}>
            {t("games")}
          </Link>
          <Link href="/status" className={FOOTER_LINK}>
            {t("status")}
          </Link>
          <LiveClock />
        </div>
      </div>
    </footer>
  );
}
