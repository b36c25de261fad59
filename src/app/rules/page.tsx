import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { PageHeader } from "../_components/ui/page-header";
import { serverApi } from "../_lib/server-api";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Rules"))("metaTitle") };
}

export default async function RulesIndexPage() {
  const [games, t, tGames] = await Promise.all([
    (await serverApi()).game.catalog(),
    getTranslations("Rules"),
    getTranslations("Games"),
  ]);
  // A game the catalogs do not name yet keeps the server's English words.
  const title = (game: string, fallback: string) => (tGames.has(`${game}.name`) ? tGames(`${game}.name`) : fallback);
  const summary = (game: string, fallback: string) =>
    tGames.has(`${game}.summary`) ? tGames(`${game}.summary`) : fallback;
  return (
    <>
      <PageHeader title={t("indexTitle")} kicker={t("kicker")}>
        {t("indexIntro", { count: games.length })}
      </PageHeader>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="rules-list">
        {games.map((g) => (
          <li key={g.game} className="panel p-5">
            <h2 className="text-xl font-semibold">
              <Link href={`/rules/${g.game}`}>{t("howToPlayGame", { game: title(g.game, g.title) })}</Link>
            </h2>
            <p className="mt-2 text-ink-soft">{summary(g.game, g.summary)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
