import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { HanafudaCard } from "./_components/cards";
import { GameList } from "./_components/ui/game-list";
import { getSession, serverApi } from "./_lib/server-api";
import { LazyMyGames } from "./play/lazy-my-games";
import { withMessages } from "~/i18n/route-messages";
import { BRIGHTS, brightsLabel } from "./home-brights";

/** The hero's two ways in: the main one, then the quiet one. */
const SIGNED_IN_LINKS = [
  { href: "/play", word: "chooseGame", primary: true },
  { href: "/profile", word: "yourProfile", primary: false },
];
const VISITOR_LINKS = [
  { href: "/sign-up", word: "createAccount", primary: true },
  { href: "/sign-in", word: "signIn", primary: false },
];

async function HomePage() {
  const [session, api] = await Promise.all([getSession(), serverApi()]);
  // A signed-in player's games in play come first in the page (as on /play), from the same query.
  const [games, mine, t, tCards, locale] = await Promise.all([
    api.game.catalog(),
    session ? api.table.myGames() : null,
    getTranslations("Home"),
    getTranslations("Cards"),
    getLocale(),
  ]);
  return (
    <div className="space-y-14">
      <section className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-[0.18em] text-beni uppercase">{t("kicker")}</p>
          <h1 className="text-4xl font-semibold sm:text-5xl">{t("title", { games: games.length })}</h1>
          <p className="mt-4 max-w-xl text-lg text-ink-soft">{t("lead")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {(session ? SIGNED_IN_LINKS : VISITOR_LINKS).map((l) => (
              <Link key={l.href} href={l.href} className={`btn ${l.primary ? "btn-primary" : "btn-quiet"}`}>
                {t(l.word)}
              </Link>
            ))}
          </div>
          {session ? (
            <p className="mt-4 text-ink-soft" data-testid="welcome">
              {t.rich("welcome", { name: session.user.displayName, strong: (chunks) => <strong>{chunks}</strong> })}
            </p>
          ) : null}
        </div>
        {/* On a signed-in player's phone the fan gives its place to their games, the reason they came. */}
        <div
          className={`${mine ? "hidden sm:flex" : "flex"} justify-center py-2`}
          aria-label={brightsLabel(locale, t, tCards)}
          role="img"
        >
          {/* Medium cards on phones, large ones from 640 px: the fan must never be wider than the screen. */}
          {(["md", "lg"] as const).map((size) => (
            <div
              key={size}
              className={`${size === "md" ? "flex sm:hidden" : "hidden sm:flex"} -space-x-4 sm:-space-x-3`}
            >
              {BRIGHTS.map((c, i) => (
                <div
                  key={c}
                  className="drop-shadow-lg"
                  style={{ transform: `rotate(${(i - 2) * 6}deg) translateY(${Math.abs(i - 2) * 5}px)` }}
                >
                  <HanafudaCard card={c} size={size} label="" />
                </div>
              ))}
            </div>
          ))}
        </div>
      </section>

      {mine ? <LazyMyGames variant="home" initial={mine} /> : null}

      <section aria-labelledby="games-heading">
        <h2 id="games-heading" className="mb-4 text-2xl font-semibold">
          {t("gamesHeading")}
        </h2>
        <GameList games={games} headingLevel={3} />
      </section>
    </div>
  );
}

export default withMessages("page.tsx", HomePage);
