// What every card of a kind shares, drawn once into the card sprite (sprite.tsx): a face's frame, art, month tab
// and kind badge, and the back. The game-dependent value corner is drawn by each card (HanafudaCard.tsx).
import { CARD_KIND, LIGHTNING, idxOf, monthOf } from "../../../engine/core/cards";
import { CardArt } from "./art";
import { BOLT, CornerFigure, H, HikariGlyph, P, W } from "./art/common";

// The sprite is built outside the app (no game registry), so it reads the deck's tables directly.
const YELLOW_PAULOWNIA = 45;
const kindOf = (id: number) => CARD_KIND[id]!;

function MonthTab({ month }: { month: number }) {
  return (
    <g>
      <path d="M0 0 H28 V17 Q28 25 20 25 H0 Z" fill={P.frame} />
      <CornerFigure x={15.5} y={19.6} text={String(month)} fill={P.cream} />
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

/** A face without its value corner: the frame, the month's art clipped to the face, the month tab, the kind badge. */
export function CardFaceArt({ id, p }: { id: number; p: string }) {
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
      </g>
    </>
  );
}

/** The classic back: a dark red field in a black frame, with a faint lattice and a gold crest. */
export function CardBackFace({ p }: { p: string }) {
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
