// The play page's line of links to each game's rules ("How to play: Koi-Koi Sakura …"). The label and the first game
// are one item of the row, joined as the catalog writes them ("How to play: Koi-Koi", "遊び方：こいこい"): the row's gap
// after the label read as a space after Japanese's 「：」, and the label no longer ends a line alone.
import Link from "next/link";
import { useTranslations } from "next-intl";

export function RulesLinks({ games }: { games: readonly { game: string; title: string }[] }) {
  const t = useTranslations("Play");
  const tGames = useTranslations("Games");
  const title = (game: string, fallback: string) => (tGames.has(`${game}.name`) ? tGames(`${game}.name`) : fallback);
  const [first, ...rest] = games.map((g) => (
    <Link key={g.game} href={`/rules/${g.game}`}>
      {title(g.game, g.title)}
    </Link>
  ));
  return (
    <nav
      aria-label={t("page.rules")}
      className="-mt-4 mb-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-base"
      data-testid="rules-links"
    >
      <span>
        {t.rich("page.howToPlay", {
          label: (words) => <span className="font-semibold">{words}</span>,
          first: () => first,
        })}
      </span>
      {rest}
    </nav>
  );
}
