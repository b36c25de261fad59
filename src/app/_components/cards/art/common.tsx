// Shared drawing primitives for the card faces. Every card is drawn in a 100 × 160 box (real hanafuda
// proportions, 2 : 3.2); the face is the rounded rectangle inside a 3.5-unit dark frame.
import type { ReactNode, SVGProps } from "react";

export const W = 100;
export const H = 160;
/** The corners' figures: the system's own sans-serif (no font is downloaded for them). */
export const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

export const P = {
  cream: "#f5eddb",
  creamShade: "#e9dcbf",
  ink: "#1d1714",
  frame: "#241b17",
  red: "#c9302a",
  redDeep: "#8e1c17",
  vermilion: "#dd4a2c",
  gold: "#e3b23c",
  goldDeep: "#a8781a",
  yellow: "#f2c52e",
  green: "#2f7040",
  greenDark: "#1b4a2a",
  greenLight: "#5f9c45",
  blue: "#2656a8",
  blueDeep: "#163a7a",
  purple: "#5d3f97",
  purpleLight: "#8a6cc4",
  pink: "#f4bccb",
  pinkDeep: "#d9668a",
  brown: "#5c3b24",
  bark: "#2e211a",
  white: "#fffdf7",
} as const;

/** A corner's figure (a month's number, a card's value), centred on x: narrower when it has two characters. */
export function CornerFigure({ x, y, text, fill }: { x: number; y: number; text: string; fill: string }) {
  const two = text.length > 1;
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      fontFamily={FONT}
      fontWeight={800}
      fontSize={two ? 15.5 : 17}
      letterSpacing={two ? -0.8 : 0}
      fill={fill}
    >
      {text}
    </text>
  );
}

export interface ArtProps {
  /** 0..3: the card's index in its month. */
  idx: number;
  /** Unique prefix for ids in this card's <defs>. */
  p: string;
}

/** Mirrors its children left-right: the second chaff card of a month is the first one reflected. */
export function Mirror({ on, children }: { on: boolean; children: ReactNode }) {
  return on ? <g transform={`matrix(-1 0 0 1 ${W} 0)`}>{children}</g> : <>{children}</>;
}

/** The plain cream ground most faces are drawn on. */
export const CREAM_GROUND = <rect x={0} y={0} width={W} height={H} fill={P.cream} />;

/**
 * A month's four faces: the bright or animal card (idx 0), the ribbon card (1: the scene under a ribbon) and the two
 * chaff cards (2, and 3 mirrored; the scene unless they draw their own), each over the month's <defs> and ground.
 */
export function MonthFaces({
  idx,
  defs,
  ground = CREAM_GROUND,
  bright,
  scene,
  ribbon,
  chaff = scene,
}: {
  idx: number;
  defs?: ReactNode;
  ground?: ReactNode;
  bright: ReactNode;
  scene: ReactNode;
  ribbon: RibbonProps;
  chaff?: ReactNode;
}) {
  if (idx === 0) {
    return (
      <g>
        {defs}
        {ground}
        {bright}
      </g>
    );
  }
  if (idx === 1) {
    return (
      <g>
        {defs}
        {ground}
        {scene}
        <Ribbon {...ribbon} />
      </g>
    );
  }
  return (
    <Mirror on={idx === 3}>
      {defs}
      {ground}
      {chaff}
    </Mirror>
  );
}

/** One <use> of a card's <defs> shape per transform (a plant's repeated leaves or flowers), all drawn alike. */
export function Copies({ href, at, ...look }: { href: string; at: readonly string[] } & SVGProps<SVGUseElement>) {
  return at.map((transform, i) => <use key={i} href={href} {...look} transform={transform} />);
}

/** Hiragana-like brush strokes for poetry ribbons, in a 10-unit tall cell centred on the origin. */
const GLYPHS: readonly string[] = [
  // あ
  "M-3.2 -3 H3 M-0.4 -5 Q0.6 0 -1.2 4.6 M2.6 -0.6 Q-4.6 -0.2 -3 3.4 Q-1 5 3.4 0.4 Q4.4 4 0.6 5",
  // か
  "M-4 -1.4 H1.4 Q2.4 -1.4 1.6 3 L0.4 4.2 M-0.8 -4.6 Q-0.6 1 -3.8 4.6 M3 -3.4 L4.4 -1.2",
  // よ
  "M0.2 -4.6 V2.8 Q-0.6 5 -3 3.6 Q-1.4 1.4 3.6 3.6 M0.2 -1.2 H3.4",
  // ろ
  "M-3 -4.4 H2.2 L-2.4 0.4 Q3.6 -2 3.6 2 Q2.6 5 -2.6 3.8",
  // し
  "M-1.2 -4.6 V2 Q-0.8 5.6 3.4 1.4",
  // の
  "M0 -3 Q-1.5 3 -3.2 3.6 Q-5 2 -3 -1.6 Q1 -5 3.4 -1 Q4.4 3 0.6 4.6",
  // み
  "M-3.4 -4 H1 Q-3 1 -3.4 2.6 Q-2.2 4.4 2.6 1.2 M1.8 -1.4 Q3.6 2.4 1.4 5.2 M-1 2.4 Q2.6 1 4.4 2.2",
];

/** Black calligraphy down the middle of a poetry ribbon (len: ribbon length). */
function Writing({ len, seed }: { len: number; seed: number }) {
  const n = 4;
  const step = (len - 22) / n;
  const cells = Array.from({ length: n }, (_, i) => GLYPHS[(seed + i * 3) % GLYPHS.length]!);
  return (
    <g fill="none" stroke={P.ink} strokeWidth={1.35} strokeLinecap="round" strokeLinejoin="round">
      {cells.map((d, i) => (
        <path key={i} d={d} transform={`translate(0 ${-len / 2 + 17 + step * (i + 0.5)}) scale(0.95)`} />
      ))}
    </g>
  );
}

export interface RibbonProps {
  x: number;
  y: number;
  rot: number;
  color: "red" | "blue";
  poetry?: boolean;
  len?: number;
  seed?: number;
}

/**
 * A tanzaku ribbon: the hallmark of the ribbon cards. Red with writing (poetry), blue, or plain red.
 * Centred on (x, y), tilted by rot degrees.
 */
export function Ribbon({ x, y, rot, color, poetry = false, len = 84, seed = 0 }: RibbonProps) {
  const fill = color === "blue" ? P.blue : P.red;
  const deep = color === "blue" ? P.blueDeep : P.redDeep;
  const light = color === "blue" ? "#5d8bd6" : "#ec6a55";
  const w = 17;
  const top = -len / 2;
  return (
    <g transform={`translate(${x} ${y}) rotate(${rot})`}>
      {/* shadow */}
      <rect x={-w / 2 + 1.6} y={top + 2} width={w} height={len} fill={P.ink} opacity={0.22} />
      {/* the strip, with its folded top */}
      <rect x={-w / 2} y={top} width={w} height={len} fill={fill} stroke={P.ink} strokeWidth={1.1} />
      <rect x={-w / 2 + 1.6} y={top + 7} width={2} height={len - 9} fill={light} opacity={0.75} />
      <path d={`M${-w / 2} ${top} H${w / 2} V${top + 6} H${-w / 2} Z`} fill={deep} stroke={P.ink} strokeWidth={1.1} />
      <path d={`M${-w / 2 + 3} ${top + 3} H${w / 2 - 3}`} stroke={P.gold} strokeWidth={1.2} />
      {poetry ? <Writing len={len} seed={seed} /> : null}
    </g>
  );
}

/** The 光 of the bright badge, as brush strokes (no font needed); 16-unit cell centred on the origin. */
export function HikariGlyph({ color }: { color: string }) {
  return (
    <path
      d="M0 -7.5 V-1.8 M-5.6 -6.4 L-3.6 -3.2 M5.6 -6.4 L3.6 -3.2 M-7.6 -1 H7.6 M-2.6 -1 Q-2.4 5 -7.4 7.4 M2.6 -1 V5.4 Q2.6 7.4 4.8 7.4 H7.4 V5.2"
      fill="none"
      stroke={color}
      strokeWidth={2.1}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** A lightning bolt polygon, roughly 20 units tall, centred on the origin. */
export const BOLT = "M2.5 -10 L-6 1.2 L-0.6 1.2 L-3.4 10 L6.2 -2.6 L0.8 -2.6 L4 -10 Z";

/** A soft band of mist (kasumi), the classic device that frames hanafuda scenes. */
export function Mist({ y, h, fill, opacity = 1 }: { y: number; h: number; fill: string; opacity?: number }) {
  const r = h / 2;
  return (
    <path
      d={`M-4 ${y} H42 Q${42 + r} ${y} ${42 + r} ${y + r} Q${42 + r} ${y + h} 42 ${y + h} H-4 Z M${104} ${y + h * 0.2} H64 Q${64 - r * 0.8} ${y + h * 0.2} ${64 - r * 0.8} ${y + h * 0.6} Q${64 - r * 0.8} ${y + h} 64 ${y + h} H104 Z`}
      fill={fill}
      opacity={opacity}
    />
  );
}
