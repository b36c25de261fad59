// Months 5–8: Iris, Peony, Bush Clover, Susuki grass.
import { Copies, CREAM_GROUND, Mirror, MonthFaces, P, type ArtProps } from "./common";

// ---------------------------------------------------------------- 5 Iris (eight-plank bridge, plain ribbon)

function IrisDefs({ p }: { p: string }) {
  return (
    <defs>
      {/* an iris bloom, about 20 × 22, stem top at (0, 0) */}
      <g id={`${p}iris`} strokeLinejoin="round">
        <path d="M0 2 Q-12 0 -11 10 Q-5 8 0 4 Z" fill={P.purple} stroke="#2e1e57" strokeWidth={0.7} />
        <path d="M0 2 Q12 0 11 10 Q5 8 0 4 Z" fill={P.purple} stroke="#2e1e57" strokeWidth={0.7} />
        <path d="M0 4 Q-4 -8 0 -14 Q4 -8 0 4 Z" fill={P.purpleLight} stroke="#2e1e57" strokeWidth={0.7} />
        <path
          d="M0 3 Q-8 -6 -6 -12 Q-2 -8 0 2 Z M0 3 Q8 -6 6 -12 Q2 -8 0 2 Z"
          fill="#6f52ad"
          stroke="#2e1e57"
          strokeWidth={0.6}
        />
        <path d="M-7 5 L-4 4.6 M7 5 L4 4.6" stroke={P.yellow} strokeWidth={1.4} strokeLinecap="round" />
        <path d="M-3 4 Q0 9 3 4" fill={P.green} />
      </g>
    </defs>
  );
}

function IrisClump({ p, bridge = false }: { p: string; bridge?: boolean }) {
  const stems = bridge
    ? [
        [20, 40],
        [46, 28],
        [76, 46],
      ]
    : [
        [22, 44],
        [48, 30],
        [76, 50],
        [34, 78],
        [66, 86],
      ];
  return (
    <g>
      {/* water */}
      <path d="M-2 122 Q25 116 50 122 Q75 128 102 120 V162 H-2 Z" fill="#bcd3dd" />
      <path
        d="M8 134 Q16 130 24 134 M56 140 Q64 136 72 140 M30 150 Q38 146 46 150 M78 128 Q84 125 90 128"
        stroke="#5d8aa8"
        strokeWidth={1.2}
        fill="none"
        strokeLinecap="round"
      />
      {/* sword leaves */}
      <path
        d="M10 160 Q8 110 16 62 Q14 112 18 160 Z M24 160 Q28 100 38 70 Q30 112 32 160 Z M40 160 Q44 110 60 84 Q50 120 48 160 Z M56 160 Q58 104 88 76 Q66 116 64 160 Z M72 160 Q76 120 96 100 Q84 130 80 160 Z M30 160 Q18 122 4 104 Q24 124 38 160 Z"
        fill={P.green}
        stroke={P.greenDark}
        strokeWidth={0.8}
      />
      {stems.map(([x, y]) => (
        <path
          key={`${x}`}
          d={`M${x} ${y} Q${x! + 2} ${(y! + 160) / 2} ${x! - 2} 160`}
          stroke={P.greenDark}
          strokeWidth={1.6}
          fill="none"
        />
      ))}
      {stems.map(([x, y]) => (
        <use key={`f${x}`} href={`#${p}iris`} transform={`translate(${x} ${y})`} />
      ))}
    </g>
  );
}

function Bridge() {
  // two zig-zag plank sections with posts
  return (
    <g strokeLinejoin="round">
      <path d="M-2 104 L60 88 L64 100 L2 118 Z" fill="#a8763c" stroke={P.ink} strokeWidth={1.1} />
      <path d="M58 88 L102 100 L102 114 L62 100 Z" fill="#8c5e2a" stroke={P.ink} strokeWidth={1.1} />
      <path
        d="M8 101.6 L11.6 115.4 M18 99 L21.6 112.6 M28 96.4 L31.6 109.8 M38 93.8 L41.6 107 M48 91.2 L51.6 104.2 M70 91 L72.4 104 M80 93.8 L82.4 107 M90 96.6 L92.2 110"
        stroke="#5b3a18"
        strokeWidth={0.9}
      />
      <path d="M6 118 V134 M30 111 V130 M56 103 V124 M80 108 V128 M96 113 V132" stroke={P.bark} strokeWidth={2.6} />
    </g>
  );
}

export function IrisArt({ idx, p }: ArtProps) {
  return (
    <MonthFaces
      idx={idx}
      defs={<IrisDefs p={p} />}
      bright={
        <>
          <IrisClump p={p} bridge />
          <Bridge />
        </>
      }
      scene={<IrisClump p={p} />}
      ribbon={{ x: 54, y: 84, rot: -12, color: "red" }}
    />
  );
}

// ---------------------------------------------------------------- 6 Peony (butterflies, blue ribbon)

function PeonyDefs({ p }: { p: string }) {
  return (
    <defs>
      <g id={`${p}peony`} strokeLinejoin="round">
        <circle r={17} fill="#e0657f" stroke={P.redDeep} strokeWidth={0.8} />
        <path
          d="M-17 2 Q-20 -14 -6 -16 Q-2 -8 -8 2 Z M17 2 Q20 -14 6 -16 Q2 -8 8 2 Z M-14 8 Q0 20 14 8 Q6 4 0 8 Q-6 4 -14 8 Z"
          fill="#c93a5c"
          stroke={P.redDeep}
          strokeWidth={0.7}
        />
        <path
          d="M-9 -2 Q-8 -14 0 -14 Q8 -14 9 -2 Q4 4 0 2 Q-4 4 -9 -2 Z"
          fill="#f08ba0"
          stroke={P.redDeep}
          strokeWidth={0.7}
        />
        <path d="M-5 -4 Q0 -10 5 -4 Q0 0 -5 -4 Z" fill={P.yellow} stroke={P.goldDeep} strokeWidth={0.5} />
      </g>
      <g id={`${p}leaf`}>
        <path
          d="M0 0 Q-8 -6 -6 -16 Q0 -10 2 -18 Q6 -8 12 -12 Q12 -2 0 0 Z"
          fill={P.green}
          stroke={P.greenDark}
          strokeWidth={0.8}
        />
        <path d="M0 0 L-2 -12 M0 0 L7 -10" stroke={P.greenDark} strokeWidth={0.6} />
      </g>
    </defs>
  );
}

function PeonyPlant({ p, top = false }: { p: string; top?: boolean }) {
  return (
    <g>
      <path
        d="M50 162 Q46 130 50 110 M50 130 Q34 118 26 96 M50 124 Q70 112 76 92"
        stroke={P.greenDark}
        strokeWidth={2}
        fill="none"
      />
      <Copies
        href={`#${p}leaf`}
        at={[
          "translate(24 150) scale(1.5)",
          "translate(76 150) scale(-1.5 1.5)",
          "translate(40 126) scale(1.1) rotate(-30)",
          "translate(62 122) scale(-1.1 1.1) rotate(-30)",
          "translate(16 118) scale(1.1) rotate(-60)",
          "translate(88 116) scale(-1.1 1.1) rotate(-60)",
        ]}
      />
      <Copies
        href={`#${p}peony`}
        at={["translate(50 104) scale(1.15)", "translate(26 90) scale(0.8)", "translate(76 86) scale(0.85)"]}
      />
      {top ? null : (
        <>
          <use href={`#${p}peony`} transform="translate(46 48) scale(1.05)" />
          <Copies
            href={`#${p}leaf`}
            at={["translate(60 66) scale(1.2) rotate(40)", "translate(34 66) scale(-1.2 1.2) rotate(40)"]}
          />
        </>
      )}
    </g>
  );
}

function Butterfly({ x, y, rot, s = 1 }: { x: number; y: number; rot: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rot}) scale(${s})`} strokeLinejoin="round">
      <path
        d="M0 0 Q-18 -20 -20 -4 Q-18 4 0 2 Z M0 0 Q18 -20 20 -4 Q18 4 0 2 Z"
        fill="#2e4fa0"
        stroke={P.ink}
        strokeWidth={1}
      />
      <path
        d="M0 2 Q-14 6 -12 14 Q-4 14 0 4 Z M0 2 Q14 6 12 14 Q4 14 0 4 Z"
        fill={P.yellow}
        stroke={P.ink}
        strokeWidth={1}
      />
      <circle cx={-11} cy={-7} r={2.6} fill={P.yellow} />
      <circle cx={11} cy={-7} r={2.6} fill={P.yellow} />
      <circle cx={-11} cy={-7} r={1.1} fill={P.red} />
      <circle cx={11} cy={-7} r={1.1} fill={P.red} />
      <path d="M0 -4 V10" stroke={P.ink} strokeWidth={2.2} strokeLinecap="round" />
      <path d="M0 -4 Q-3 -10 -6 -12 M0 -4 Q3 -10 6 -12" stroke={P.ink} strokeWidth={0.8} fill="none" />
    </g>
  );
}

export function PeonyArt({ idx, p }: ArtProps) {
  return (
    <MonthFaces
      idx={idx}
      defs={<PeonyDefs p={p} />}
      bright={
        <>
          <PeonyPlant p={p} top />
          <Butterfly x={32} y={46} rot={-16} s={0.95} />
          <Butterfly x={68} y={38} rot={18} s={0.8} />
        </>
      }
      scene={<PeonyPlant p={p} />}
      ribbon={{ x: 50, y: 82, rot: -12, color: "blue" }}
    />
  );
}

// ---------------------------------------------------------------- 7 Bush Clover (boar, plain ribbon)

// Stem curves of the bush clover sprays: [start, control, end].
const CLOVER_STEMS: readonly [number, number][][] = [
  [
    [104, 6],
    [40, 10],
    [18, 70],
  ],
  [
    [104, 28],
    [56, 36],
    [34, 96],
  ],
  [
    [104, 56],
    [70, 60],
    [56, 118],
  ],
  [
    [-4, 20],
    [30, 30],
    [40, 64],
  ],
];

function CloverSprays({ p }: { p: string }) {
  // arching stems with sprigs of tiny red flowers and paired leaves, placed along each curve
  const sprigs: [number, number, number][] = [];
  CLOVER_STEMS.forEach(([a, b, c]) => {
    for (let i = 1; i <= 7; i++) {
      const t = i / 8;
      const x = (1 - t) ** 2 * a![0] + 2 * (1 - t) * t * b![0] + t * t * c![0];
      const y = (1 - t) ** 2 * a![1] + 2 * (1 - t) * t * b![1] + t * t * c![1];
      sprigs.push([Math.round(x * 10) / 10, Math.round(y * 10) / 10, (i % 3) * 10]);
    }
  });
  return (
    <g>
      <defs>
        <g id={`${p}sprig`}>
          <ellipse cx={-4} cy={3} rx={3.4} ry={1.7} transform="rotate(40 -4 3)" fill={P.green} />
          <ellipse cx={4} cy={3} rx={3.4} ry={1.7} transform="rotate(-40 4 3)" fill={P.greenLight} />
          <circle r={2.4} fill="#c8344f" stroke="#7a1428" strokeWidth={0.5} />
          <circle cx={2.4} cy={-2} r={1.6} fill="#e0607a" />
        </g>
      </defs>
      {CLOVER_STEMS.map(([a, b, c]) => (
        <path
          key={`${a![0]}${a![1]}`}
          d={`M${a!.join(" ")} Q${b!.join(" ")} ${c!.join(" ")}`}
          stroke={P.bark}
          strokeWidth={2}
          fill="none"
          strokeLinecap="round"
        />
      ))}
      {sprigs.map(([x, y, r], i) => (
        <use key={i} href={`#${p}sprig`} transform={`translate(${x} ${y}) rotate(${r})`} />
      ))}
    </g>
  );
}

function Boar() {
  return (
    <g transform="translate(50 128)" strokeLinejoin="round">
      <path
        d="M-32 2 Q-34 -12 -22 -16 Q-8 -24 12 -20 Q26 -18 30 -6 L38 -2 Q40 4 34 6 L28 6 Q24 12 18 12 L16 20 L11 20 L11 12 L-8 12 L-10 20 L-15 20 L-16 10 Q-24 12 -24 20 L-29 20 L-28 8 Q-34 6 -32 2 Z"
        fill="#5a3c27"
        stroke={P.ink}
        strokeWidth={1.2}
      />
      <path d="M-22 -16 Q-10 -26 8 -21 Q-4 -18 -22 -12 Z" fill="#3a2618" />
      <path d="M14 -18 L18 -26 L22 -17 Z" fill="#3a2618" stroke={P.ink} strokeWidth={0.8} />
      <circle cx={26} cy={-8} r={1.4} fill={P.ink} />
      <path d="M34 2 Q38 -2 36 -6" stroke={P.white} strokeWidth={1.4} fill="none" strokeLinecap="round" />
      <path d="M-32 0 Q-38 -4 -36 -10" stroke={P.ink} strokeWidth={1.4} fill="none" strokeLinecap="round" />
    </g>
  );
}

export function CloverArt({ idx, p }: ArtProps) {
  const sprays = <CloverSprays p={p} />;
  return (
    <MonthFaces
      idx={idx}
      ground={
        <>
          {CREAM_GROUND}
          <path d="M-2 120 Q30 104 60 114 Q84 122 102 110 V162 H-2 Z" fill="#d9c8a4" />
        </>
      }
      bright={
        <>
          {sprays}
          <Boar />
        </>
      }
      scene={sprays}
      ribbon={{ x: 50, y: 90, rot: 14, color: "red" }}
      chaff={
        <>
          {sprays}
          <path d="M-2 140 Q20 128 40 138 Q64 150 102 132 V162 H-2 Z" fill={P.ink} />
        </>
      }
    />
  );
}

// ---------------------------------------------------------------- 8 Susuki (full moon, geese)

function Hill({ grass = true }: { grass?: boolean }) {
  return (
    <g>
      <path d="M-2 96 Q30 66 58 78 Q82 88 102 80 V162 H-2 Z" fill={P.ink} />
      {grass ? (
        <path
          d="M10 160 Q14 120 6 92 M22 160 Q24 116 34 84 M36 160 Q40 124 30 96 M50 160 Q54 118 64 86 M64 160 Q66 122 58 100 M78 160 Q80 118 90 88 M90 160 Q92 130 86 108 M16 132 Q4 120 -2 122 M44 128 Q56 112 70 114 M72 134 Q84 122 100 124"
          stroke="#e9dcbf"
          strokeWidth={1.1}
          fill="none"
          strokeLinecap="round"
        />
      ) : null}
    </g>
  );
}

function Goose({ x, y, s }: { x: number; y: number; s: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M-12 4 Q-4 -2 0 0 Q4 -2 12 4 Q6 2 2 6 L8 10 L0 8 L-8 10 L-2 6 Q-6 2 -12 4 Z" fill={P.ink} />
      <path d="M0 0 Q-4 -8 -20 -10 Q-8 -2 -2 2 Z M0 0 Q4 -8 20 -10 Q8 -2 2 2 Z" fill={P.ink} />
      <path d="M-11 4 L-18 6" stroke={P.ink} strokeWidth={1.6} strokeLinecap="round" />
    </g>
  );
}

export function SusukiArt({ idx, p }: ArtProps) {
  const sky = idx === 0 ? `url(#${p}moonSky)` : P.red;
  const defs = (
    <defs>
      <linearGradient id={`${p}moonSky`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={P.redDeep} />
        <stop offset="0.7" stopColor={P.red} />
      </linearGradient>
    </defs>
  );
  if (idx === 0) {
    return (
      <g>
        {defs}
        <rect x={0} y={0} width={100} height={160} fill={sky} />
        <circle cx={52} cy={64} r={31} fill={P.white} />
        <circle cx={52} cy={64} r={31} fill="none" stroke={P.creamShade} strokeWidth={2} />
        <Hill />
      </g>
    );
  }
  if (idx === 1) {
    return (
      <g>
        <rect x={0} y={0} width={100} height={160} fill={P.cream} />
        <path d="M-2 -2 H102 V70 Q70 80 40 70 Q20 64 -2 72 Z" fill={P.red} />
        <Goose x={32} y={46} s={1} />
        <Goose x={58} y={34} s={0.9} />
        <Goose x={76} y={58} s={0.85} />
        <Hill />
      </g>
    );
  }
  return (
    <Mirror on={idx === 3}>
      <rect x={0} y={0} width={100} height={160} fill={P.cream} />
      <path d="M-2 -2 H102 V44 Q70 54 40 44 Q20 38 -2 46 Z" fill={P.red} />
      <Hill />
    </Mirror>
  );
}
