// Months 9–12: Chrysanthemum, Maple, Willow (with the Lightning), Paulownia.
import { BOLT, Copies, Mirror, MonthFaces, P, Ribbon, type ArtProps } from "./common";

// ---------------------------------------------------------------- 9 Chrysanthemum (sake cup, blue ribbon)

function MumDefs({ p }: { p: string }) {
  // sixteen petals drawn as round-capped strokes: an outline pass, then the petal colour
  const rays = (r0: number, r1: number, offset: number) =>
    Array.from({ length: 16 }, (_, i) => {
      const a = ((i * 22.5 + offset) * Math.PI) / 180;
      const f = (v: number) => Math.round(v * 10) / 10;
      return `M${f(Math.sin(a) * r0)} ${f(-Math.cos(a) * r0)} L${f(Math.sin(a) * r1)} ${f(-Math.cos(a) * r1)}`;
    }).join(" ");
  const outer = rays(3, 11.5, 0);
  const inner = rays(2, 6.5, 11.25);
  return (
    <defs>
      <g id={`${p}mum`} fill="none" strokeLinecap="round">
        <path d={outer} stroke={P.goldDeep} strokeWidth={5.4} />
        <path d={outer} stroke={P.yellow} strokeWidth={4} />
        <path d={inner} stroke={P.goldDeep} strokeWidth={3.8} />
        <path d={inner} stroke="#f7dc74" strokeWidth={2.6} />
        <circle r={3} fill={P.vermilion} stroke={P.redDeep} strokeWidth={0.5} />
      </g>
      <g id={`${p}mumLeaf`}>
        <path
          d="M0 0 Q-10 -2 -12 -10 Q-6 -8 -6 -14 Q0 -8 2 -16 Q6 -8 10 -12 Q10 -2 0 0 Z"
          fill={P.green}
          stroke={P.greenDark}
          strokeWidth={0.8}
        />
      </g>
    </defs>
  );
}

function MumPlant({ p, low = false }: { p: string; low?: boolean }) {
  return (
    <g>
      <path
        d="M20 162 Q22 120 30 92 M50 162 Q50 110 62 70 M80 162 Q80 130 74 112"
        stroke={P.greenDark}
        strokeWidth={2}
        fill="none"
      />
      <Copies
        href={`#${p}mumLeaf`}
        at={[
          "translate(22 130) scale(1.3) rotate(-20)",
          "translate(52 136) scale(-1.3 1.3) rotate(-20)",
          "translate(56 100) scale(1.1) rotate(10)",
          "translate(82 146) scale(-1.2 1.2)",
          "translate(30 104) scale(-1 1) rotate(20)",
        ]}
      />
      <Copies
        href={`#${p}mum`}
        at={
          low
            ? ["translate(22 56) scale(1.15)", "translate(78 40) scale(1.0)"]
            : [
                "translate(62 66) scale(1.25)",
                "translate(28 86) scale(1.05)",
                "translate(74 112) scale(0.95)",
                "translate(30 34) scale(0.9)",
              ]
        }
      />
    </g>
  );
}

function SakeCup() {
  return (
    <g transform="translate(50 114)" strokeLinejoin="round">
      {/* stand */}
      <path d="M-16 24 L-12 14 H12 L16 24 Z" fill={P.redDeep} stroke={P.ink} strokeWidth={1.1} />
      {/* bowl */}
      <path d="M-30 -6 Q-28 16 0 18 Q28 16 30 -6 Z" fill={P.red} stroke={P.ink} strokeWidth={1.2} />
      <ellipse cx={0} cy={-6} rx={30} ry={7} fill={P.gold} stroke={P.ink} strokeWidth={1.2} />
      <ellipse cx={0} cy={-5} rx={24} ry={4.6} fill="#f3d27a" />
      {/* the 寿 (kotobuki) crest on the bowl, stylised */}
      <circle cx={0} cy={6} r={7.4} fill={P.gold} stroke={P.goldDeep} strokeWidth={0.8} />
      <path
        d="M-4.6 2.6 H4.6 M-3.6 5 H3.6 M-5 7.4 H5 M0 1 V11.6 M-3 11.6 Q0 9.6 3 11.6"
        stroke={P.redDeep}
        strokeWidth={1.2}
        fill="none"
        strokeLinecap="round"
      />
      {/* a floating petal */}
      <ellipse cx={10} cy={-6} rx={3} ry={1.2} fill={P.yellow} />
    </g>
  );
}

export function ChrysanthemumArt({ idx, p }: ArtProps) {
  return (
    <MonthFaces
      idx={idx}
      defs={<MumDefs p={p} />}
      bright={
        <>
          <path d="M-2 -2 H102 V24 Q70 34 44 24 Q20 16 -2 26 Z" fill="#d9c8a4" />
          <MumPlant p={p} low />
          <SakeCup />
        </>
      }
      scene={<MumPlant p={p} />}
      ribbon={{ x: 48, y: 80, rot: 12, color: "blue" }}
      chaff={
        <>
          <path d="M-2 -2 H102 V24 Q70 34 44 24 Q20 16 -2 26 Z" fill={P.red} />
          <MumPlant p={p} />
        </>
      }
    />
  );
}

// ---------------------------------------------------------------- 10 Maple (deer, blue ribbon)

function MapleDefs({ p }: { p: string }) {
  return (
    <defs>
      <path
        id={`${p}maple`}
        d="M0 -10 L2.2 -4 L7 -7.6 L5.6 -1.6 L10.4 -1 L5.4 2.4 L7.6 6.4 L2 4.4 L0.6 10 L0 5 L-0.6 10 L-2 4.4 L-7.6 6.4 L-5.4 2.4 L-10.4 -1 L-5.6 -1.6 L-7 -7.6 L-2.2 -4 Z"
        strokeWidth={0.7}
        strokeLinejoin="round"
      />
    </defs>
  );
}

const LEAVES: [number, number, number, number][] = [
  // x, y, scale, colour index
  [14, 16, 1.1, 0],
  [34, 10, 1.0, 1],
  [56, 18, 1.2, 0],
  [78, 12, 1.0, 2],
  [90, 32, 0.9, 0],
  [22, 38, 1.0, 2],
  [44, 36, 1.1, 0],
  [68, 40, 1.0, 1],
  [10, 62, 0.9, 0],
  [84, 58, 1.0, 0],
  [32, 64, 0.9, 1],
  [58, 62, 1.0, 0],
  [20, 88, 0.9, 0],
  [76, 82, 0.9, 2],
];

function MapleBranches({ p, n = LEAVES.length }: { p: string; n?: number }) {
  const fills = [P.red, P.vermilion, "#e8a33a"];
  const strokes = [P.redDeep, P.redDeep, P.goldDeep];
  return (
    <g>
      <path
        d="M-2 30 Q30 40 50 26 Q70 14 102 24 M20 34 Q30 60 10 90 M50 26 Q50 50 70 70 M80 20 Q90 40 84 60"
        stroke={P.bark}
        strokeWidth={2.4}
        fill="none"
        strokeLinecap="round"
      />
      {LEAVES.slice(0, n).map(([x, y, s, c]) => (
        <use
          key={`${x}-${y}`}
          href={`#${p}maple`}
          fill={fills[c]}
          stroke={strokes[c]}
          transform={`translate(${x} ${y}) scale(${s}) rotate(${((x * 7) % 40) - 20})`}
        />
      ))}
    </g>
  );
}

function Deer() {
  return (
    <g transform="translate(52 118)" strokeLinejoin="round">
      {/* legs */}
      <path
        d="M-20 8 L-24 34 M-12 10 L-10 34 M16 8 L18 34 M24 6 L30 32"
        stroke="#7a4a22"
        strokeWidth={3.4}
        strokeLinecap="round"
      />
      <path d="M-24 34 h-2 M-10 34 h-2 M18 34 h-2 M30 32 h-2" stroke={P.ink} strokeWidth={3} strokeLinecap="round" />
      {/* body */}
      <path
        d="M-28 0 Q-26 -12 -8 -12 H18 Q30 -12 30 2 Q28 12 16 12 H-18 Q-28 12 -28 0 Z"
        fill="#a8692f"
        stroke={P.ink}
        strokeWidth={1.2}
      />
      <path d="M-20 6 Q0 12 22 6" stroke={P.white} strokeWidth={2.2} fill="none" opacity={0.8} />
      {[
        [-16, -4],
        [-6, -6],
        [4, -4],
        [14, -6],
        [-10, 2],
        [8, 2],
        [20, 0],
      ].map(([x, y]) => (
        <circle key={`${x}${y}`} cx={x} cy={y} r={1.3} fill={P.white} />
      ))}
      <path d="M-28 -2 L-33 -6 L-30 2 Z" fill={P.white} stroke={P.ink} strokeWidth={0.6} />
      {/* neck and head, turned back over the shoulder */}
      <path d="M20 -10 Q24 -28 14 -36 L8 -32 Q14 -24 10 -10 Z" fill="#a8692f" stroke={P.ink} strokeWidth={1.1} />
      <path d="M14 -36 Q6 -42 -2 -38 L-4 -34 Q4 -30 10 -30 Z" fill="#a8692f" stroke={P.ink} strokeWidth={1.1} />
      <circle cx={-3.6} cy={-36} r={1.2} fill={P.ink} />
      <circle cx={7} cy={-36} r={1} fill={P.ink} />
      <path d="M12 -38 L18 -44 L16 -36 Z" fill="#8a5424" stroke={P.ink} strokeWidth={0.7} />
      {/* antlers */}
      <path
        d="M10 -38 Q8 -50 14 -56 M10 -46 L4 -50 M12 -52 L18 -54"
        stroke="#6b4a2a"
        strokeWidth={1.6}
        fill="none"
        strokeLinecap="round"
      />
    </g>
  );
}

export function MapleArt({ idx, p }: ArtProps) {
  const pond = <path d="M-2 132 Q30 120 60 130 Q84 138 102 126 V162 H-2 Z" fill={P.ink} />;
  return (
    <MonthFaces
      idx={idx}
      defs={<MapleDefs p={p} />}
      bright={
        <>
          <path d="M-2 150 Q40 138 102 146 V162 H-2 Z" fill="#9b8a5e" />
          <MapleBranches p={p} n={10} />
          <Deer />
        </>
      }
      scene={
        <>
          <MapleBranches p={p} />
          {pond}
        </>
      }
      ribbon={{ x: 52, y: 92, rot: -12, color: "blue" }}
      chaff={
        <>
          <MapleBranches p={p} />
          <use
            href={`#${p}maple`}
            fill={P.red}
            stroke={P.redDeep}
            transform="translate(40 110) scale(1.1) rotate(12)"
          />
          <use
            href={`#${p}maple`}
            fill="#e8a33a"
            stroke={P.goldDeep}
            transform="translate(64 128) scale(0.9) rotate(-20)"
          />
          {pond}
        </>
      }
    />
  );
}

// ---------------------------------------------------------------- 11 Willow (rain man, swallow, ribbon, Lightning)

function WillowStrands({ dark = false }: { dark?: boolean }) {
  const d =
    "M8 -2 Q14 40 6 96 M20 -2 Q28 50 22 120 M34 -2 Q40 40 36 82 M70 -2 Q64 50 72 110 M84 -2 Q78 40 88 88 M94 -2 Q90 60 98 130";
  return (
    <g fill="none" strokeLinecap="round">
      <path d="M-2 4 Q50 -4 102 6" stroke={P.bark} strokeWidth={5} />
      <path d={d} stroke={dark ? "#16351f" : P.greenDark} strokeWidth={3.2} />
      <path d={d} stroke={dark ? P.green : P.greenLight} strokeWidth={2.2} strokeDasharray="5 3" />
    </g>
  );
}

function Rain() {
  return (
    <path
      d="M12 20 l-4 10 M30 30 l-4 10 M48 14 l-4 10 M66 28 l-4 10 M84 18 l-4 10 M20 56 l-4 10 M44 48 l-4 10 M90 52 l-4 10 M10 84 l-4 10 M80 86 l-4 10"
      stroke="#6e7a8a"
      strokeWidth={1}
      strokeLinecap="round"
    />
  );
}

function RainMan() {
  return (
    <g strokeLinejoin="round">
      {/* stream */}
      <path d="M-2 136 Q20 130 40 138 Q62 146 102 134 V162 H-2 Z" fill="#2c4a78" />
      <path
        d="M6 146 q6 -4 12 0 q6 4 12 0 M54 152 q6 -4 12 0 q6 4 12 0"
        stroke="#9db8dc"
        strokeWidth={1.2}
        fill="none"
      />
      {/* robe */}
      <path d="M52 94 Q42 98 40 120 L36 140 H76 L70 118 Q68 98 60 94 Z" fill={P.ink} stroke={P.ink} strokeWidth={1} />
      <path d="M46 106 Q56 102 64 106 L68 136 H44 Z" fill="#e9dcbf" />
      <path d="M46 106 L56 140 M64 106 L60 140" stroke={P.red} strokeWidth={1.6} />
      <path d="M36 140 H76" stroke={P.ink} strokeWidth={3} />
      {/* sleeve and hand on the shaft */}
      <path d="M58 100 Q70 100 72 90 L76 92 Q74 106 60 108 Z" fill={P.ink} />
      {/* face and court hat */}
      <circle cx={54} cy={88} r={6} fill="#f3d9b5" stroke={P.ink} strokeWidth={1} />
      <path d="M48 84 Q53 70 60 82 Z" fill={P.ink} />
      <circle cx={51.6} cy={88} r={0.8} fill={P.ink} />
      {/* the open umbrella */}
      <path d="M74 92 L70 40" stroke={P.ink} strokeWidth={1.8} />
      <g transform="rotate(-8 70 40)">
        <path
          d="M34 62 Q44 32 70 30 Q96 32 106 62 Q94 56 82 60 Q70 54 58 60 Q46 56 34 62 Z"
          fill={P.yellow}
          stroke={P.ink}
          strokeWidth={1.2}
        />
        <path
          d="M70 30 L34 62 M70 30 L58 60 M70 30 L70 56 M70 30 L82 60 M70 30 L106 62"
          stroke={P.goldDeep}
          strokeWidth={0.9}
        />
        <path d="M34 62 Q46 56 58 60 Q70 54 82 60 Q94 56 106 62" stroke={P.red} strokeWidth={1.6} fill="none" />
        <circle cx={70} cy={29} r={2} fill={P.ink} />
      </g>
      {/* the frog leaping for the willow */}
      <g transform="translate(20 126) rotate(-40)">
        <ellipse cx={0} cy={0} rx={7} ry={4.4} fill="#6aa84f" stroke={P.ink} strokeWidth={1} />
        <path d="M-6 2 L-12 8 M6 2 L10 8 M-4 -2 L-8 -6" stroke="#3e7a2c" strokeWidth={2} strokeLinecap="round" />
        <circle cx={5} cy={-3} r={1.6} fill={P.white} stroke={P.ink} strokeWidth={0.5} />
      </g>
    </g>
  );
}

function Swallow() {
  const c = "#1c2333";
  return (
    <g transform="translate(52 94) rotate(-28) scale(1.35)" strokeLinejoin="round">
      <path d="M-4 -4 Q4 -22 26 -34 Q16 -16 8 -2 Z" fill={c} stroke={P.ink} strokeWidth={0.6} />
      <path d="M-2 3 Q6 18 24 28 Q14 12 8 2 Z" fill={c} stroke={P.ink} strokeWidth={0.6} />
      <path
        d="M-18 0 Q-14 -6 -4 -5 L16 -2 L34 -9 L22 1 L34 9 L14 4 Q-4 6 -14 4 Q-18 3 -18 0 Z"
        fill={c}
        stroke={P.ink}
        strokeWidth={0.6}
      />
      <path d="M-13 3 Q-2 7 12 3 Q0 1.6 -13 3 Z" fill={P.white} />
      <circle cx={-16.4} cy={1.6} r={2.4} fill={P.red} />
      <circle cx={-14.6} cy={-2} r={1} fill={P.white} />
      <path d="M-18 -1 L-22 0.4 L-18 1 Z" fill={P.ink} />
    </g>
  );
}

function Lightning({ p }: { p: string }) {
  const drum = (x: number, y: number, s: number) => (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <circle r={8} fill={P.red} stroke={P.gold} strokeWidth={1.4} />
      <path
        d="M0 0 Q-1 -6 4 -5.4 Q1 -3 0 0 Z M0 0 Q5.4 2 2 5.4 Q1 2 0 0 Z M0 0 Q-5 3 -5.4 -2 Q-2 -1 0 0 Z"
        fill={P.ink}
      />
    </g>
  );
  return (
    <g>
      <defs>
        <linearGradient id={`${p}storm`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d1261c" />
          <stop offset="1" stopColor="#6a0d09" />
        </linearGradient>
      </defs>
      <rect x={0} y={0} width={100} height={160} fill={`url(#${p}storm)`} />
      {/* black storm cloud with the thunder god's drums */}
      <path d="M-2 -2 H102 V62 Q92 74 80 66 Q72 80 58 70 Q46 82 34 70 Q22 80 12 68 Q4 74 -2 66 Z" fill={P.ink} />
      <path d="M10 40 q6 -8 12 0 M40 50 q6 -8 12 0 M70 44 q6 -8 12 0" stroke="#5a4a44" strokeWidth={1.4} fill="none" />
      {drum(30, 44, 1)}
      {drum(50, 36, 1)}
      {drum(70, 44, 1)}
      {/* black willow silhouettes over the red */}
      <path
        d="M8 64 Q14 100 6 150 M18 66 Q26 110 20 162 M88 66 Q80 110 92 156"
        stroke={P.ink}
        strokeWidth={3.2}
        fill="none"
        strokeLinecap="round"
      />
      {/* the bolt */}
      <g transform="translate(54 104) scale(3.2) rotate(8)">
        <path d={BOLT} fill={P.yellow} stroke={P.ink} strokeWidth={0.6} strokeLinejoin="round" />
        <path d="M1.6 -8.4 L-3.6 0 L0.6 0" stroke={P.white} strokeWidth={0.5} fill="none" />
      </g>
      {/* rain */}
      <path
        d="M26 92 l-4 12 M36 122 l-4 12 M80 96 l-4 12 M74 132 l-4 12 M44 146 l-3 9"
        stroke="#f0b0a0"
        strokeWidth={1.1}
        strokeLinecap="round"
      />
    </g>
  );
}

export function WillowArt({ idx, p }: ArtProps) {
  if (idx === 3) return <Lightning p={p} />;
  const base = (
    <>
      <rect x={0} y={0} width={100} height={160} fill="#dfe0c8" />
    </>
  );
  if (idx === 0) {
    return (
      <g>
        {base}
        <Rain />
        <WillowStrands dark />
        <RainMan />
      </g>
    );
  }
  if (idx === 1) {
    return (
      <g>
        {base}
        <path d="M-2 138 Q40 126 102 142 V162 H-2 Z" fill={P.ink} />
        <WillowStrands />
        <Rain />
        <Swallow />
      </g>
    );
  }
  return (
    <g>
      {base}
      <WillowStrands />
      <path d="M-2 136 Q40 124 102 140 V162 H-2 Z" fill={P.ink} />
      <Ribbon x={52} y={88} rot={12} color="red" />
    </g>
  );
}

// ---------------------------------------------------------------- 12 Paulownia (phoenix, Yellow Paulownia)

function KiriDefs({ p }: { p: string }) {
  return (
    <defs>
      <g id={`${p}kiriLeaf`}>
        <path
          d="M0 0 Q-20 -2 -22 -18 Q-14 -16 -12 -24 Q-4 -20 0 -30 Q4 -20 12 -24 Q14 -16 22 -18 Q20 -2 0 0 Z"
          fill={P.green}
          stroke={P.greenDark}
          strokeWidth={1}
          strokeLinejoin="round"
        />
        <path
          d="M0 0 V-26 M0 -8 L-14 -18 M0 -8 L14 -18 M0 -16 L-8 -22 M0 -16 L8 -22"
          stroke={P.greenDark}
          strokeWidth={0.8}
        />
      </g>
      <g id={`${p}kiriSpike`}>
        <path d="M0 0 V-34" stroke={P.greenDark} strokeWidth={1.2} />
        {[0, 1, 2, 3, 4].map((i) => (
          <g key={i}>
            <ellipse cx={-3.4} cy={-5 - i * 6.6} rx={3.2} ry={2.6} fill={P.purple} stroke="#2e1e57" strokeWidth={0.5} />
            <ellipse
              cx={3.4}
              cy={-8 - i * 6.6}
              rx={3.2}
              ry={2.6}
              fill={P.purpleLight}
              stroke="#2e1e57"
              strokeWidth={0.5}
            />
          </g>
        ))}
        <ellipse cx={0} cy={-38} rx={2.6} ry={3.4} fill={P.purple} stroke="#2e1e57" strokeWidth={0.5} />
      </g>
    </defs>
  );
}

function KiriCrest({ p, y = 0 }: { p: string; y?: number }) {
  return (
    <g transform={`translate(0 ${y})`}>
      <Copies
        href={`#${p}kiriSpike`}
        at={[
          "translate(50 96) scale(1.25)",
          "translate(30 104) scale(1.0) rotate(-10)",
          "translate(70 104) scale(1.0) rotate(10)",
        ]}
      />
      <Copies
        href={`#${p}kiriLeaf`}
        at={[
          "translate(24 140) scale(1.15) rotate(-30)",
          "translate(76 140) scale(1.15) rotate(30)",
          "translate(50 132) scale(1.4)",
        ]}
      />
    </g>
  );
}

function Phoenix() {
  return (
    <g strokeLinejoin="round" strokeWidth={1} stroke={P.ink}>
      {/* tail plumes */}
      <path d="M56 66 Q80 70 92 96 Q96 110 86 114 Q88 98 72 84 Q64 78 56 72 Z" fill={P.green} />
      <path d="M56 70 Q74 82 76 104 Q72 118 62 118 Q70 104 60 88 Z" fill={P.red} />
      <path d="M54 72 Q60 92 52 108 Q46 116 40 112 Q50 100 48 82 Z" fill={P.gold} />
      <circle cx={86} cy={108} r={3} fill={P.red} />
      <circle cx={64} cy={114} r={3} fill={P.blue} />
      <circle cx={42} cy={108} r={3} fill={P.green} />
      {/* wings raised */}
      <path d="M50 58 Q30 40 20 18 Q34 24 38 16 Q44 28 50 22 Q54 40 58 56 Z" fill={P.red} />
      <path d="M52 58 Q36 46 30 30 Q40 34 44 28 Q48 42 56 50 Z" fill={P.gold} />
      <path d="M58 56 Q70 36 90 28 Q84 40 92 44 Q80 48 84 56 Q72 56 62 64 Z" fill={P.green} />
      <path d="M60 58 Q72 46 84 42 Q78 52 66 62 Z" fill={P.gold} />
      {/* body, neck and head */}
      <path d="M44 76 Q40 62 50 56 Q60 52 62 62 Q62 74 52 78 Q48 78 44 76 Z" fill={P.vermilion} />
      <path d="M48 58 Q40 50 38 42 Q36 34 30 34" fill="none" stroke={P.ink} strokeWidth={5.4} strokeLinecap="round" />
      <path d="M48 58 Q40 50 38 42 Q36 34 30 34" fill="none" stroke={P.gold} strokeWidth={3.8} strokeLinecap="round" />
      <circle cx={29} cy={33} r={4.2} fill={P.gold} />
      <path d="M25.4 32 L19 34.6 L25.6 35 Z" fill={P.goldDeep} />
      <path d="M30 29 Q28 22 34 20 M32 30 Q34 24 40 24" fill="none" stroke={P.red} strokeWidth={1.6} />
      <circle cx={28.4} cy={32.4} r={1} fill={P.ink} stroke="none" />
      <path d="M26 37 Q26 42 30 42" fill={P.red} stroke={P.red} strokeWidth={1.2} />
    </g>
  );
}

export function PaulowniaArt({ idx, p }: ArtProps) {
  if (idx === 0) {
    return (
      <g>
        <KiriDefs p={p} />
        <defs>
          <radialGradient id={`${p}glow`} cx="0.5" cy="0.35" r="0.7">
            <stop offset="0" stopColor="#f6c24a" />
            <stop offset="0.55" stopColor={P.vermilion} />
            <stop offset="1" stopColor={P.redDeep} />
          </radialGradient>
        </defs>
        <rect x={0} y={0} width={100} height={160} fill={`url(#${p}glow)`} />
        <path d="M-2 118 Q50 106 102 118 V162 H-2 Z" fill={P.cream} />
        <Copies
          href={`#${p}kiriLeaf`}
          at={[
            "translate(22 150) scale(1.2) rotate(-24)",
            "translate(78 150) scale(1.2) rotate(24)",
            "translate(50 146) scale(1.35)",
          ]}
        />
        <Phoenix />
      </g>
    );
  }
  if (idx === 1) {
    // the Yellow Paulownia: the band below the crest is yellow
    return (
      <g>
        <KiriDefs p={p} />
        <rect x={0} y={0} width={100} height={160} fill={P.cream} />
        <path d="M-2 112 H102 V162 H-2 Z" fill={P.yellow} />
        <path d="M-2 112 H102" stroke={P.goldDeep} strokeWidth={1.2} />
        <KiriCrest p={p} y={-14} />
      </g>
    );
  }
  return (
    <Mirror on={idx === 3}>
      <KiriDefs p={p} />
      <rect x={0} y={0} width={100} height={160} fill={P.cream} />
      <path d="M-2 -2 H102 V28 Q70 38 44 28 Q20 20 -2 30 Z" fill="#d9c8a4" />
      <KiriCrest p={p} y={idx === 2 ? 0 : 4} />
    </Mirror>
  );
}
