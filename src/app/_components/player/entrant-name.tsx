// A tournament entrant's name: a player's links to their page; a team's name stays text (its members are named apart).
import { useLocale, useTranslations } from "next-intl";
import { commaIn } from "~/lib/list-format";
import type { EntrantView, TeamView } from "~/server/views/tournament";
import { PlayerLink } from "./player-link";

/** `won`: a pairing's winner, underlined in beni (the link's own underline then is that one, not a second). */
export function EntrantName({
  entrant,
  name,
  won = false,
}: {
  entrant: Pick<EntrantView, "members"> | undefined;
  name: string;
  won?: boolean;
}) {
  const only = entrant?.members.length === 1 ? entrant.members[0] : undefined;
  const mark = "underline decoration-beni decoration-2";
  if (only)
    return (
      <PlayerLink userId={only.id} className={won ? `text-inherit ${mark}` : undefined}>
        {name}
      </PlayerLink>
    );
  return won ? <span className={mark}>{name}</span> : <>{name}</>;
}

/**
 * A team's players, each a link to their page, those yet to accept marked "(invited)": "Aiko, Botan (invited)",
 * "Aiko、Botan（招待中）" (the mark's catalog owns the space before it, which Japanese has none of).
 */
export function TeamMembers({ members }: { members: TeamView["members"] }) {
  const t = useTranslations("Common");
  const comma = commaIn(useLocale());
  return (
    <>
      {members.map((m, i) => (
        <span key={m.id}>
          {i ? comma : null}
          <PlayerLink userId={m.id}>{m.displayName}</PlayerLink>
          {m.status === "invited" ? t("invited") : ""}
        </span>
      ))}
    </>
  );
}
