// The draw that chose the first dealer (Sakura, SFJ) or the first elder (Mushi), as the live game and its replay show
// it during the first deal: each player's card as a small picture with its name in words, ties drawn again, and who
// won. Every seat and spectator sees the same (the draw is public). A first dealer given rather than drawn (tournament
// games) is said in one line, with why. On a phone the draws fold behind "Show the draw" (the outcome stays): three
// players and a tie made the panel taller than the screen and pushed the field and the hand out of sight.
"use client";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { HanafudaCard, cardValue, toCardId, useCardWords, type HanafudaGame } from "../cards";
import type { FirstDealerDraw, FishingModel } from "./fishing-model";
import { seatName } from "./names";
import { useUnnamed } from "./use-unnamed";
import { PhoneFoldToggle } from "./phone-fold-toggle";
import type { BoardPlayer } from "./types";

/**
 * "Pine chaff 1 (January)" for the month games, "Cherry Curtain (20 points)" where the card's value decides (SFJ,
 * `byValue`), in the page's language.
 */
function useDrawnCardText(): (code: string, game: HanafudaGame, byValue: boolean) => string {
  const t = useTranslations("FishingBoard");
  const words = useCardWords();
  const locale = useLocale();
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  return (code, game, byValue) => {
    const id = toCardId(code);
    const card = words.title(id);
    if (byValue) return t("firstDealer.cardPoints", { card, count: cardValue(id, game) });
    const month = monthName.format(Date.UTC(2001, Math.floor(id / 4), 15));
    // Korean names a ribbon by its month ("7월 초단"): the month once
    return card.includes(month) ? card : t("firstDealer.cardMonth", { card, month });
  };
}

export function FirstDealerDrawPanel({
  draw,
  m,
  players,
  mySeat,
}: {
  draw: FirstDealerDraw;
  m: Pick<FishingModel, "game" | "traits">;
  players: readonly BoardPlayer[];
  mySeat: number | null;
}) {
  const t = useTranslations("FishingBoard");
  const drawnCardText = useDrawnCardText();
  const unnamed = useUnnamed();
  const { game } = m;
  const role = m.traits.elder ? "elder" : "dealer";
  const winner =
    draw.dealer === mySeat
      ? t("firstDealer.youWin", { role })
      : t("firstDealer.wins", { role, name: seatName(players, draw.dealer, unnamed) });
  const several = draw.attempts.length > 1;
  const drawn = draw.attempts.length > 0;
  const heading = t(drawn ? "firstDealer.headingDrawn" : "firstDealer.heading", { role });
  const [open, setOpen] = useState(false);
  const drawsId = useId();
  return (
    <section
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-xl border border-paper-edge bg-white/75 px-3 py-1 text-sm sm:py-2"
      aria-label={heading}
      data-testid="first-dealer"
      data-dealer={draw.dealer}
      data-drawn={drawn ? "true" : "false"}
    >
      {/* a phone's panel is one line until opened ("You deal first · Show the draw"), two for a long name ("Matsu
          (Solide) / gibt zuerst": cut on one, 360 px read "Matsu (Solide) ist d…"), with less padding than a wider
          screen's: the lines it takes cost the hand its room (360×740) */}
      <h2 className={`font-sans text-sm font-bold ${open ? "" : "max-sm:sr-only"}`}>{heading}</h2>
      {/* phones: folded until asked for (the outcome below says who won); wider screens: always shown */}
      <div id={drawsId} className={open ? "contents" : "hidden sm:contents"} data-testid="first-dealer-draws">
        {draw.attempts.map((attempt, i) => (
          <div key={i} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="first-dealer-attempt">
            {/* the label's catalog puts the space after it ("Draw 1: "; none after Japanese's 「1回目：」), which the
                row's gap would add in every language */}
            <div className="flex flex-wrap items-center gap-y-1">
              {several ? (
                <span className="text-xs font-semibold whitespace-pre text-ink-faint">
                  {t("firstDealer.attempt", { n: i + 1 })}
                </span>
              ) : null}
              <ul className="flex flex-wrap items-center gap-x-3 gap-y-1">
                {attempt.map((d) => (
                  <li
                    key={d.seat}
                    className="flex items-center gap-1.5"
                    data-testid="first-dealer-card"
                    data-seat={d.seat}
                  >
                    {/* the words say it all; the picture is for the eye */}
                    <span aria-hidden="true" className="flex">
                      <HanafudaCard
                        card={d.card}
                        game={game}
                        showValue={m.traits.drawByValue}
                        size="sm"
                        style={{ width: 24, height: 38 }}
                      />
                    </span>
                    <span data-testid="first-dealer-words">
                      {t.rich("firstDealer.drew", {
                        who: d.seat === mySeat ? "you" : "other",
                        name: seatName(players, d.seat, unnamed),
                        card: drawnCardText(d.card, game, m.traits.drawByValue),
                        b: (chunks) => <span className="font-semibold">{chunks}</span>,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            {i < draw.attempts.length - 1 ? <span className="text-ink-soft">{t("firstDealer.tie")}</span> : null}
          </div>
        ))}
      </div>
      <p
        className={`font-semibold ${open ? "" : "max-sm:min-w-0 max-sm:flex-1 max-sm:basis-0"}`}
        data-testid="first-dealer-outcome"
      >
        {drawn ? <span className={open ? "" : "max-sm:hidden"}>— </span> : ""}
        {winner}
        <span className={`font-normal text-ink-soft ${open ? "" : "max-sm:sr-only"}`}>
          {t("firstDealer.ruleAside", { rule: t(`firstDealer.rule.${draw.rule}`) })}
        </span>
      </p>
      {drawn ? (
        <PhoneFoldToggle
          open={open}
          onToggle={() => setOpen((o) => !o)}
          controls={drawsId}
          testId="first-dealer-toggle"
        >
          {open ? t("firstDealer.hide") : t("firstDealer.show")}
        </PhoneFoldToggle>
      ) : null}
    </section>
  );
}
