import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DocumentTitle } from "./_components/layout/document-title";

// Rendered with status 403 when a page calls forbidden() (e.g. /admin for a player).
export default async function Forbidden() {
  const [t, site] = await Promise.all([getTranslations("Status"), getTranslations("Site")]);
  return (
    <div className="mx-auto max-w-xl py-10 text-center" data-testid="forbidden">
      {/* the tab says it too (it kept the refused page's title, "Users · Admin") */}
      <DocumentTitle title={`${t("forbiddenTab")} · ${site("name")}`} />
      <p className="font-display text-6xl font-semibold text-beni">403</p>
      <h1 className="mt-3 text-3xl font-semibold">{t("forbiddenTitle")}</h1>
      <p className="mt-3 text-lg text-ink-soft">{t("forbiddenText")}</p>
      <Link href="/play" className="btn btn-primary mt-6">
        {t("backToGames")}
      </Link>
    </div>
  );
}
