// /table/[id]: a table's waiting room, then its game. Signed-in players only (the page acts as them). The page holds
// the API's provider itself (the other API pages have it in their segment's layout): a page's client code then comes
// in one chunk with it, which compresses better than the two (a layout's and a page's chunks are apart).
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { idParam, type SegmentPageProps } from "../../_lib/page-params";
import { getSession, serverApi } from "../../_lib/server-api";
import { TRPCReactProvider } from "../../_lib/trpc";
import { tableRulesWords } from "./rules-words";
import { TableRulesWordsProvider } from "./rules-words-context";
import { TableRules } from "./table-rules";
import { TableScreen } from "./table-screen";
import { TableTournamentLine } from "./table-tournament-line";
import { withMessages } from "~/i18n/route-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Table"))("page.title") };
}

async function TablePage({ params, searchParams }: SegmentPageProps<"id">) {
  const id = idParam((await params).id);
  if (!id) notFound();
  const q = await searchParams;
  // ?invite= (this site's links) or ?code= (as the API notes write it); a code that cannot be one is no code.
  const invite = idParam(q.invite ?? q.code) ?? undefined;
  const session = await getSession();
  if (!session) {
    const back = `/table/${encodeURIComponent(id)}${invite ? `?invite=${encodeURIComponent(invite)}` : ""}`;
    redirect(`/sign-in?callbackUrl=${encodeURIComponent(back)}`);
  }
  const api = await serverApi();
  // An unknown table (or an id no table can have) is a real 404, as unknown replays and players are; a table the
  // player may not see keeps the screen's own message.
  const found = await api.table.get({ tableId: id, inviteCode: invite }).then(
    (table) => ({ table, missing: false }),
    (e: unknown) => ({
      table: null,
      missing: e instanceof TRPCError && (e.code === "NOT_FOUND" || e.code === "BAD_REQUEST"),
    }),
  );
  if (found.missing) notFound();
  // A tournament's table links back to its event.
  const event = await api.tournament.ofTable({ tableId: id }).catch(() => null);
  const [t, common, rulesWords] = await Promise.all([
    getTranslations("Table"),
    getTranslations("Common"),
    found.table ? tableRulesWords(found.table) : null,
  ]);
  return (
    <>
      {event ? <TableTournamentLine event={event} t={t} sep={common("separator")} /> : null}
      {/* A table's rules never change: said here, in the page's language, they cost the browser no option specs. */}
      <TRPCReactProvider>
        <TableRulesWordsProvider words={rulesWords}>
          <TableScreen
            tableId={id}
            inviteCode={invite ?? null}
            moderator={session.user.role === "ADMIN"}
            rules={found.table && rulesWords ? <TableRules table={found.table} words={rulesWords} /> : null}
          />
        </TableRulesWordsProvider>
      </TRPCReactProvider>
    </>
  );
}

export default withMessages("table/[id]/page.tsx", TablePage);
