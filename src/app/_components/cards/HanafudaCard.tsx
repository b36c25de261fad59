// <HanafudaCard>: one of the 48 cards (or a card back) as an accessible SVG, drawn by the project.
// Clickable cards are real <button>s (focusable, Enter/Space, focus ring, aria-pressed when selectable).
import { useTranslations } from "next-intl";
import type { CSSProperties, MouseEvent, ReactNode } from "react";
import { CARD_CODES } from "../../../engine/core/cards";
import { CornerFigure, H, P, W } from "./art/common";
import { useCardWords } from "./card-words";
import { cardAriaLabel, valueCorner } from "./game-labels";
import { toCardId, type CardRef, type HanafudaGame } from "./labels";
import { cardSpriteHref } from "./sprite-file";
import "./cards.css";

export type CardSize = "sm" | "md" | "lg";

/** CSS pixel sizes (width × height, 2 : 3.2 like a real card). */
export const CARD_SIZES: Record<CardSize, { width: number; height: number }> = {
  sm: { width: 40, height: 64 },
  md: { width: 56, height: 90 },
  lg: { width: 100, height: 160 },
};

interface CommonProps {
  /** Which game's point values to show (and speak). Without it the card shows no value. */
  game?: HanafudaGame;
  /** Show the game's value in the bottom corner; defaults to true when a game is given. */
  showValue?: boolean;
  size?: CardSize;
  selected?: boolean;
  disabled?: boolean;
  highlighted?: boolean;
  /** Makes the card a <button>. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
  style?: CSSProperties;
  /** Replaces the generated accessible label (e.g. "Draw pile, 24 cards" on a face-down card); "" hides a decorative card. */
  label?: string;
}

export type HanafudaCardProps = CommonProps &
  (
    | { /** Card id 0..47 or code "M01-0". */ card: CardRef; faceDown?: false }
    | { /** Ignored while face down: the back never reveals the card. */ card?: CardRef; faceDown: true }
  );

function classes(base: string, props: CommonProps): string {
  return [
    base,
    props.selected ? "hf-card--selected" : "",
    props.disabled ? "hf-card--disabled" : "",
    props.highlighted ? "hf-card--highlighted" : "",
    props.className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}

// ------------------------------------------------------------------ the value corner

function ValueTab({ id, game }: { id: number; game: HanafudaGame }) {
  const corner = valueCorner(id, game);
  if (corner === null) return null;
  // The tab's outer corner follows the card's rounded frame (it is drawn over the frame, outside the face's clip).
  const tab = <path d={`M${W} 135 V${H - 7} A7 7 0 0 1 ${W - 7} ${H} H71 V143 Q71 135 79 135 Z`} fill={P.frame} />;
  if (corner.tone === "bright") {
    return (
      <g>
        {tab}
        <path
          d="M85.5 137.6 L87.9 143.6 L94.2 143.9 L89.3 147.9 L90.9 154.2 L85.5 150.6 L80.1 154.2 L81.7 147.9 L76.8 143.9 L83.1 143.6 Z"
          fill={P.gold}
        />
      </g>
    );
  }
  const color = corner.tone === "zero" ? "#9c9282" : corner.tone === "month" ? P.cream : P.gold;
  return (
    <g>
      {tab}
      <CornerFigure x={85.5} y={152.4} text={corner.text} fill={color} />
    </g>
  );
}

// ------------------------------------------------------------------ faces

/** The face from the sprite, with this game's value in its corner. */
function CardFace({ id, game, showValue }: { id: number; game?: HanafudaGame; showValue: boolean }) {
  return (
    <>
      <use href={cardSpriteHref(id)} width={W} height={H} />
      {game !== undefined && showValue ? <ValueTab id={id} game={game} /> : null}
    </>
  );
}

// ------------------------------------------------------------------ the component

export function HanafudaCard(props: HanafudaCardProps) {
  const { game, size = "md", faceDown = false, onClick, disabled, selected, style } = props;
  const { width, height } = CARD_SIZES[size];
  const showValue = props.showValue ?? game !== undefined;
  const words = useCardWords();
  const t = useTranslations("CardWords");

  let label: string;
  let body: ReactNode;
  let code: string | undefined;
  if (faceDown) {
    label = props.label ?? t("faceDown");
    body = <use href={cardSpriteHref("back")} width={W} height={H} />;
  } else {
    if (props.card === undefined) throw new TypeError("HanafudaCard needs a card unless it is face down");
    const id = toCardId(props.card);
    code = CARD_CODES[id];
    label = props.label ?? cardAriaLabel(words, id, game, showValue);
    body = <CardFace id={id} game={game} showValue={showValue} />;
  }

  // An empty label marks a card drawn for decoration (what it shows is said around it): hidden from assistive
  // technology rather than an image without a name.
  const svg = (
    svgClass: string | undefined,
    svgStyle: CSSProperties | undefined,
    extra: Record<string, string | undefined>,
  ) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${W} ${H}`}
      width={width}
      height={height}
      role={label === "" ? undefined : "img"}
      aria-label={label === "" ? undefined : label}
      aria-hidden={label === "" ? true : undefined}
      className={svgClass}
      style={svgStyle}
      focusable="false"
      {...extra}
    >
      {label === "" ? null : <title>{label}</title>}
      {body}
    </svg>
  );

  if (onClick) {
    return (
      <button
        type="button"
        className={classes("hf-card hf-card-btn", props)}
        style={style}
        onClick={onClick}
        disabled={disabled}
        aria-pressed={selected === undefined ? undefined : selected}
        data-card={code}
      >
        {svg(undefined, undefined, {})}
      </button>
    );
  }
  return svg(classes("hf-card", props), style, {
    "data-card": code,
    "aria-disabled": disabled ? "true" : undefined,
  });
}

/** A face-down card (the back), e.g. for the draw pile or an opponent's hand. */
export function CardBack(props: Omit<CommonProps, "game" | "showValue">) {
  return <HanafudaCard {...props} faceDown />;
}
