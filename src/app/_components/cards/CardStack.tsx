// <CardStack>: a captured pile, as overlapping mini cards grouped by kind (brights, animals, ribbons,
// chaff), each group with its count and, for point games, its running total.
import { useTranslations } from "next-intl";
import type { CSSProperties } from "react";
import { CARD_SIZES, HanafudaCard, type CardSize } from "./HanafudaCard";
import { cardValue, kindGroup } from "./game-labels";
import { KIND_GROUPS, toCardId, type CardRef, type HanafudaGame, type KindGroup } from "./labels";
import { gameClient } from "~/app/_games/clients";

export interface CardStackProps {
  cards: readonly CardRef[];
  game?: HanafudaGame;
  /** Card size; "sm" by default. */
  size?: CardSize;
  /** Group by kind (default) or show one overlapping row in the given order. */
  grouped?: boolean;
  /** Accessible name of the whole pile, e.g. "Aiko's captured cards". */
  label?: string;
  /** How much of each card is covered by the next one, 0..0.9 (default 0.6). */
  overlap?: number;
  /** Show point totals per group (default: true for Sakura, SFJ and Mushi). */
  showTotals?: boolean;
  /** Show each card's value corner (default false: the group total carries the points). */
  showValues?: boolean;
  className?: string;
  style?: CSSProperties;
}

function pointsGame(game: HanafudaGame | undefined): boolean {
  return game !== undefined && gameClient(game).cards.pointTotals;
}

export function CardStack({
  cards,
  game,
  size = "sm",
  grouped = true,
  label,
  overlap = 0.6,
  showTotals = pointsGame(game),
  showValues = false,
  className,
  style,
}: CardStackProps) {
  const t = useTranslations("CardWords");
  const sep = useTranslations("Common")("separator");
  const ids = cards.map(toCardId);
  const shift = -Math.round(CARD_SIZES[size].width * Math.min(Math.max(overlap, 0), 0.9));
  // Every card overlaps the one before by `shift` and the row is padded by as much, so that a row too long for its
  // box wraps onto lines that start at the same edge (a pile of 20 cards on a phone) instead of overflowing it.
  const row = (list: readonly number[]) => (
    <div className="hf-stack-cards" role="list" style={shift !== 0 ? { paddingLeft: -shift } : undefined}>
      {list.map((id, i) => (
        <div key={id} role="listitem" style={{ marginLeft: shift, position: "relative", zIndex: i }}>
          <HanafudaCard card={id} game={game} size={size} showValue={showValues} />
        </div>
      ))}
    </div>
  );

  if (!grouped) {
    return (
      <div className={["hf-stack", className].filter(Boolean).join(" ")} style={style} role="group" aria-label={label}>
        {ids.length === 0 ? <span className="hf-stack-empty">{t("noCards")}</span> : row(ids)}
      </div>
    );
  }

  const groups = new Map<KindGroup, number[]>();
  for (const id of ids) {
    const g = kindGroup(id, game);
    groups.set(g, [...(groups.get(g) ?? []), id]);
  }
  return (
    <div className={["hf-stack", className].filter(Boolean).join(" ")} style={style} role="group" aria-label={label}>
      {ids.length === 0 ? <span className="hf-stack-empty">{t("noCards")}</span> : null}
      {KIND_GROUPS.filter((g) => groups.has(g)).map((g) => {
        const list = [...groups.get(g)!].sort((a, b) => a - b);
        const total = game !== undefined && showTotals ? list.reduce((s, id) => s + cardValue(id, game), 0) : undefined;
        const name = t(`group.${g}`);
        const spoken =
          total === undefined
            ? t("groupSpoken", { group: name, cards: list.length })
            : t("groupSpokenPoints", { group: name, cards: list.length, points: total });
        return (
          <div key={g} className="hf-stack-group" role="group" aria-label={spoken}>
            <span className="hf-stack-head" aria-hidden="true">
              {t("groupHead", { group: name, count: list.length })}
              {total === undefined ? "" : `${sep}${t("groupPoints", { points: total })}`}
            </span>
            {row(list)}
          </div>
        );
      })}
    </div>
  );
}
