// <HanafudaCard>: one of the 48 cards (or a card back) as an accessible SVG, drawn by the project.
// Clickable cards are real <button>s (focusable, Enter/Space, focus ring, aria-pressed when selectable).
import { useTranslations } from "next-intl";
import { useId, type CSSProperties, type MouseEvent, type ReactNode } from "react";
import { CARD_CODES, LIGHTNING } from "../../../engine/core/cards";
import { CardArt } from "./art";
import { BOLT, H, HikariGlyph, P, W } from "./art/common";
import { useCardWords } from "./card-words";
import {
  YELLOW_PAULOWNIA,
  cardAriaLabel,
  idxOf,
  kindOf,
  monthOf,
  toCardId,
  valueCorner,
  type CardRef,
  type HanafudaGame,
} from "./labels";
import { CARD_CSS, CARD_STYLE_HREF } from "./styles";

export type CardSize = "sm" | "md" | "lg";

/** CSS pixel sizes (width × height, 2 : 3.2 like a real card). */
export const CARD_SIZES: Record<CardSize, { width: number; height: number }> = {
  sm: { width: 40, height: 64 },
  md: { width: 56, height: 90 },
  lg: { width: 100, height: 160 },
};

const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

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

/** The style element shared by every card and stack; React 19 emits it once per document. */
export function CardStyles() {
  return (
    <style href={CARD_STYLE_HREF} precedence="default">
      {CARD_CSS}
    </style>
  );
}

function usePrefix(): string {
  return `hf${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
}

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

// ------------------------------------------------------------------ corner furniture

function MonthTab({ month }: { month: number }) {
  return (
    <g>
      <path d="M0 0 H28 V17 Q28 25 20 25 H0 Z" fill={P.frame} />
      <text
        x={15.5}
        y={19.6}
        textAnchor="middle"
        fontFamily={FONT}
        fontWeight={800}
        fontSize={month >= 10 ? 15.5 : 17}
        letterSpacing={month >= 10 ? -0.8 : 0}
        fill={P.cream}
      >
        {month}
      </text>
    </g>
  );
}

/** The kind badge in the top-right corner: 光 bright, paw animal, ribbon in its colour, bolt Lightning. */
function KindBadge({ id }: { id: number }) {
  const kind = kindOf(id);
  const cx = 84.5;
  const cy = 15.5;
  const ring = { stroke: P.frame, strokeWidth: 1.8 };
  if (kind === "B") {
    return (
      <g>
        <circle cx={cx} cy={cy} r={11} fill={P.gold} {...ring} />
        <circle cx={cx} cy={cy} r={8.6} fill="none" stroke="#fbe39a" strokeWidth={0.8} />
        <g transform={`translate(${cx} ${cy}) scale(0.78)`}>
          <HikariGlyph color={P.redDeep} />
        </g>
      </g>
    );
  }
  if (kind === "A") {
    return (
      <g>
        <circle cx={cx} cy={cy} r={11} fill={P.green} {...ring} />
        <g transform={`translate(${cx} ${cy + 0.6})`} fill={P.cream}>
          <ellipse cx={0} cy={3} rx={4.4} ry={3.6} />
          <ellipse cx={-5.6} cy={-1.6} rx={1.9} ry={2.4} transform="rotate(-20 -5.6 -1.6)" />
          <ellipse cx={-2.2} cy={-5.2} rx={1.9} ry={2.5} />
          <ellipse cx={2.2} cy={-5.2} rx={1.9} ry={2.5} />
          <ellipse cx={5.6} cy={-1.6} rx={1.9} ry={2.4} transform="rotate(20 5.6 -1.6)" />
        </g>
      </g>
    );
  }
  if (kind === "Rp" || kind === "Rb" || kind === "Rn") {
    const fill = kind === "Rb" ? P.blue : P.red;
    return (
      <g>
        <circle cx={cx} cy={cy} r={11} fill={P.white} {...ring} />
        <g transform={`translate(${cx} ${cy}) rotate(-18)`}>
          <rect x={-3.6} y={-8.6} width={7.2} height={17.2} fill={fill} stroke={P.ink} strokeWidth={0.9} />
          <rect x={-3.6} y={-8.6} width={7.2} height={2.6} fill={kind === "Rb" ? P.blueDeep : P.redDeep} />
          {kind === "Rp" ? (
            <path
              d="M-1.2 -3.4 H1.4 M0 -4.4 V-0.6 M-1.4 1.4 Q0 0.6 1.4 1.6 M0 3 V6.6 M-1.2 5 H1.2"
              stroke={P.ink}
              strokeWidth={1}
              fill="none"
              strokeLinecap="round"
            />
          ) : null}
        </g>
      </g>
    );
  }
  if (id === LIGHTNING) {
    return (
      <g>
        <circle cx={cx} cy={cy} r={11} fill={P.ink} stroke={P.gold} strokeWidth={1.4} />
        <g transform={`translate(${cx} ${cy}) scale(0.85)`}>
          <path d={BOLT} fill={P.yellow} stroke={P.red} strokeWidth={0.8} strokeLinejoin="round" />
        </g>
      </g>
    );
  }
  if (id === YELLOW_PAULOWNIA) {
    return <circle cx={cx} cy={cy} r={6.5} fill={P.yellow} stroke={P.frame} strokeWidth={1.6} />;
  }
  return null; // plain chaff: no badge
}

function ValueTab({ id, game }: { id: number; game: HanafudaGame }) {
  const corner = valueCorner(id, game);
  if (corner === null) return null;
  const tab = <path d={`M${W} ${H} H71 V143 Q71 135 79 135 H${W} Z`} fill={P.frame} />;
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
      <text
        x={85.5}
        y={152.4}
        textAnchor="middle"
        fontFamily={FONT}
        fontWeight={800}
        fontSize={corner.text.length > 1 ? 15.5 : 17}
        letterSpacing={corner.text.length > 1 ? -0.8 : 0}
        fill={color}
      >
        {corner.text}
      </text>
    </g>
  );
}

// ------------------------------------------------------------------ faces

function CardFace({ id, game, showValue, p }: { id: number; game?: HanafudaGame; showValue: boolean; p: string }) {
  return (
    <>
      <defs>
        <clipPath id={`${p}face`}>
          <rect x={3.5} y={3.5} width={93} height={153} rx={4.5} />
        </clipPath>
      </defs>
      <rect x={0} y={0} width={W} height={H} rx={7} fill={P.frame} />
      <g clipPath={`url(#${p}face)`}>
        <CardArt month={monthOf(id)} idx={idxOf(id)} p={p} />
        <MonthTab month={monthOf(id)} />
        <KindBadge id={id} />
        {game !== undefined && showValue ? <ValueTab id={id} game={game} /> : null}
      </g>
    </>
  );
}

/** The classic back: a dark red field in a black frame, with a faint lattice and a gold crest. */
function CardBackFace({ p }: { p: string }) {
  return (
    <>
      <defs>
        <pattern id={`${p}lattice`} width={10} height={10} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <path d="M0 0 H10 M0 0 V10" stroke="#8a2a20" strokeWidth={0.8} />
        </pattern>
        <radialGradient id={`${p}backGlow`} cx="0.5" cy="0.5" r="0.65">
          <stop offset="0" stopColor="#7d1d16" />
          <stop offset="1" stopColor="#3f0c09" />
        </radialGradient>
      </defs>
      <rect x={0} y={0} width={W} height={H} rx={7} fill={P.ink} />
      <rect x={5} y={5} width={90} height={150} rx={4} fill={`url(#${p}backGlow)`} />
      <rect x={5} y={5} width={90} height={150} rx={4} fill={`url(#${p}lattice)`} opacity={0.7} />
      <rect x={9} y={9} width={82} height={142} rx={2.5} fill="none" stroke="#b8862c" strokeWidth={0.9} opacity={0.8} />
      <g transform="translate(50 80)">
        <circle r={17} fill="#2a0907" stroke="#c99a3a" strokeWidth={1.4} />
        <g fill="#c99a3a">
          {[0, 72, 144, 216, 288].map((a) => (
            <ellipse key={a} cx={0} cy={-7.4} rx={4} ry={6} transform={`rotate(${a})`} />
          ))}
        </g>
        <circle r={3.4} fill="#2a0907" stroke="#c99a3a" strokeWidth={1} />
      </g>
    </>
  );
}

// ------------------------------------------------------------------ the component

export function HanafudaCard(props: HanafudaCardProps) {
  const p = usePrefix();
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
    body = <CardBackFace p={p} />;
  } else {
    if (props.card === undefined) throw new TypeError("HanafudaCard needs a card unless it is face down");
    const id = toCardId(props.card);
    code = CARD_CODES[id];
    label = props.label ?? cardAriaLabel(words, id, game, showValue);
    body = <CardFace id={id} game={game} showValue={showValue} p={p} />;
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
      <>
        <CardStyles />
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
      </>
    );
  }
  return (
    <>
      <CardStyles />
      {svg(classes("hf-card", props), style, { "data-card": code, "aria-disabled": disabled ? "true" : undefined })}
    </>
  );
}

/** A face-down card (the back), e.g. for the draw pile or an opponent's hand. */
export function CardBack(props: Omit<CommonProps, "game" | "showValue">) {
  return <HanafudaCard {...props} faceDown />;
}
