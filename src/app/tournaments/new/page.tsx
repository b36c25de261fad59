import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { PageHeader } from "../../_components/ui/page-header";
import { getSession, serverApi } from "../../_lib/server-api";
import { CreateTournamentForm } from "./create-tournament-form";
import { findGameTraits } from "~/app/_games/traits";
import { withMessages } from "~/i18n/route-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("TournamentForm"))("title") };
}

async function NewTournamentPage() {
  if (!(await getSession())) redirect("/sign-in?callbackUrl=/tournaments/new");
  const t = await getTranslations("TournamentForm");
  const games = (await (await serverApi()).game.catalog()).filter(
    (g) => g.playable && findGameTraits(g.game)?.tournaments === true,
  );
  return (
    <>
      <PageHeader title={t("title")} kicker={t("kicker")}>
        {t("intro")}
      </PageHeader>
      <CreateTournamentForm
        games={games.map(({ game, title, minPlayers, maxPlayers }) => ({ game, title, minPlayers, maxPlayers }))}
      />
    </>
  );
}

export default withMessages("tournaments/new/page.tsx", NewTournamentPage);
