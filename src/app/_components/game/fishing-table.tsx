"use client";
// The fishing board's table: the field on the felt, the pile and the turned card at its edge, the newest move.
import { useTranslations } from "next-intl";
import { CardBack, HanafudaCard, cardAriaLabel, toCardId, useCardWords } from "../cards";
import { sameMonth, type FishingModel } from "./fishing-model";
import { loggedMoves, MoveLog } from "./move-log";
import { clickDraw, clickField, targetsOf, type ClickResult, type Offer, type Selection } from "./move-selection";
import type { FishingGameView } from "./types";

const LAST_CARD = { width: 28, height: 45 } as const;

/** `live`: the viewer's turn with no move being sent (the field's targets and the pile are offered). */
export function FishingTable({
  gv,
  m,
  offer,
  selection,
  hover,
  live,
  act,
}: {
  gv: FishingGameView;
  m: FishingModel;
  offer: Offer;
  selection: Selection;
  /** The hand card under the pointer: the field's cards of its month are lit. */
  hover: string | null;
  live: boolean;
  act: (r: ClickResult) => void;
}) {
  const t = useTranslations("FishingBoard");
  const words = useCardWords();
  const spoken = (code: string) => cardAriaLabel(words, toCardId(code), m.game, true, m.options);
  const lit = new Set(targetsOf(offer, selection));
  const hoverHint = new Set(hover && !selection ? sameMonth(hover, m.field, m.traits) : []);
  const field = m.field.map((code) => {
    const isTarget = lit.has(code) && live;
    if (isTarget)
      return (
        <div key={code} role="listitem" data-offer="true" data-target="true">
          <HanafudaCard
            card={code}
            game={m.game}
            className="gb-field-card gb-target"
            highlighted
            onClick={() => act(clickField(offer, selection, code))}
            label={t("table.take", { card: spoken(code) })}
          />
        </div>
      );
    const justPlayed = m.last?.card === code;
    return (
      <div key={code} role="listitem">
        <HanafudaCard
          card={code}
          game={m.game}
          highlighted={hoverHint.has(code)}
          className={`gb-field-card ${justPlayed ? "gb-just-played" : ""}`}
        />
      </div>
    );
  });
  const canDraw = live && offer.draws.length > 0;
  const hand = m.hand ?? [];
  const selectedOffMap = selection?.source === "hand" && !hand.includes(selection.card) ? selection.card : null;
  return (
    <section className="gb-felt rounded-2xl p-2 sm:p-4" aria-label={t("table.label")}>
      <div className="flex items-start gap-2 sm:gap-5">
        <div className="min-w-0 flex-1">
          <h2 className="sr-only">{t("table.field")}</h2>
          <div
            className="gb-field flex flex-wrap gap-1 sm:gap-2.5"
            role="list"
            aria-label={t("table.fieldCards", { count: m.field.length })}
            style={{ ["--field-n" as string]: Math.min(Math.max(m.field.length, 8), 10) }}
            data-testid="field"
          >
            {field}
            {m.field.length === 0 ? (
              <p className="col-span-full py-6 text-sm text-paper/70">{t("table.fieldEmpty")}</p>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-center gap-2">
          <div className="relative">
            {m.pileCount > 0 ? (
              canDraw && offer.draws.length === 1 ? (
                <span data-offer="true">
                  <CardBack
                    className="gb-pile-card"
                    onClick={() => act(clickDraw(offer))}
                    label={t("table.pileDraw", { count: m.pileCount })}
                    highlighted
                  />
                </span>
              ) : (
                <CardBack className="gb-pile-card" label={t("table.pile", { count: m.pileCount })} />
              )
            ) : (
              <div className="gb-pile-empty grid place-items-center rounded-md border-2 border-dashed border-paper/30 text-xs text-paper/60">
                {t("table.pileEmpty")}
              </div>
            )}
            <span
              className="absolute -right-2 -bottom-2 rounded-full bg-ink px-1.5 text-xs font-bold text-kin tabular-nums"
              aria-hidden="true"
              data-testid="pile-count"
            >
              {m.pileCount}
            </span>
          </div>
          <span className="text-xs font-semibold text-paper/80 max-sm:sr-only">{t("table.pileShort")}</span>
          {m.turned ? (
            <div className="flex flex-col items-center gap-1" data-testid="turned-card">
              <HanafudaCard
                card={m.turned}
                game={m.game}
                className="gb-field-card gb-turned"
                label={t("table.turned", { card: spoken(m.turned) })}
              />
              <span className="text-xs font-semibold text-kin">{t("table.turnedShort")}</span>
            </div>
          ) : null}
          {selectedOffMap ? (
            <div className="flex flex-col items-center gap-1">
              <HanafudaCard
                card={selectedOffMap}
                game={m.game}
                className="gb-field-card"
                selected
                label={t("table.inPlay", { card: spoken(selectedOffMap) })}
              />
              <span className="text-xs font-semibold text-kin">{t("table.inPlayShort")}</span>
            </div>
          ) : null}
        </div>
      </div>
      {/* the cards of the newest move, small (28 × 45) beside its words on a larger screen; only when the log's newest
          line is that move (the log leaves out the player's own play while they are to draw) */}
      <MoveLog
        gv={gv}
        className="mt-1.5 border-t border-paper/15 pt-1 sm:mt-3 sm:pt-2"
        pictures={
          m.last &&
          m.last.seat === gv.lastMove?.seat &&
          loggedMoves(gv).at(-1)?.seat === m.last.seat &&
          (m.last.card || m.last.taken.length) ? (
            <span className="hidden shrink-0 items-center gap-1 sm:flex" aria-hidden="true">
              {m.last.card ? (
                <HanafudaCard card={m.last.card} game={m.game} size="sm" label="" style={LAST_CARD} />
              ) : null}
              {m.last.taken.length ? <span className="px-0.5 text-kin">→</span> : null}
              {m.last.taken.map((c) => (
                <HanafudaCard key={c} card={c} game={m.game} size="sm" label="" style={LAST_CARD} />
              ))}
            </span>
          ) : undefined
        }
      />
    </section>
  );
}
