// Months 1–4: Pine, Plum, Cherry, Wisteria.
import { Copies, CREAM_GROUND, Mist, MonthFaces, P, type ArtProps } from "./common";

// ---------------------------------------------------------------- 1 Pine (crane & sun, poetry ribbon)

function PineDefs({ p }: { p: string }) {
  return (
    <defs>
      {/* a fan of needles, 40 wide, base on y = 0 */}
      <g id={`${p}tuft`}>
        <path d="M-21 1 Q-20 -18 0 -19 Q20 -18 21 1 Z" fill={P.greenDark} />
        <path d="M-16 -0.5 Q-15 -14 0 -15 Q15 -14 16 -0.5 Z" fill={P.green} />
        <path
          d="M0 0 L-15 -7 M0 0 L-11 -12 M0 0 L-5 -14.5 M0 0 L0 -15.5 M0 0 L5 -14.5 M0 0 L11 -12 M0 0 L15 -7"
          stroke="#8cc264"
          strokeWidth={1.1}
          strokeLinecap="round"
        />
        <path d="M-21 1 H21" stroke={P.bark} strokeWidth={2} strokeLinecap="round" />
      </g>
    </defs>
  );
}

function Tuft({ p, x, y, s = 1 }: { p: string; x: number; y: number; s?: number }) {
  return <use href={`#${p}tuft`} transform={`translate(${x} ${y}) scale(${s})`} />;
}

function Crane() {
  return (
    <g strokeLinejoin="round">
      {/* legs */}
      <path
        d="M57 124 L54 150 M54 150 H49 M65 124 L67 150 M67 150 H72"
        stroke={P.ink}
        strokeWidth={1.6}
        fill="none"
        strokeLinecap="round"
      />
      {/* neck */}
      <path d="M48 114 Q36 106 38 90 Q40 80 32 74" stroke={P.ink} strokeWidth={7} fill="none" strokeLinecap="round" />
      <path d="M48 114 Q36 106 38 90" stroke={P.white} strokeWidth={4.6} fill="none" strokeLinecap="round" />
      {/* tail plumes */}
      <path d="M70 110 Q88 104 93 122 Q86 118 82 126 Q78 120 70 124 Z" fill={P.ink} />
      {/* body and folded wing */}
      <ellipse
        cx={60}
        cy={117}
        rx={19}
        ry={10.5}
        transform="rotate(-14 60 117)"
        fill={P.white}
        stroke={P.ink}
        strokeWidth={1.2}
      />
      <path d="M52 112 Q64 104 76 108 Q70 116 56 119" fill="#e8e2d4" stroke={P.ink} strokeWidth={0.9} />
      {/* head, red crown, beak */}
      <circle cx={31} cy={73} r={4.2} fill={P.white} stroke={P.ink} strokeWidth={1} />
      <circle cx={32} cy={70.6} r={2.3} fill={P.red} />
      <path d="M27.6 72.4 L16 77 L27.8 75.2 Z" fill="#b99a55" stroke={P.ink} strokeWidth={0.6} />
      <circle cx={30.4} cy={72.8} r={0.9} fill={P.ink} />
    </g>
  );
}

export function PineArt({ idx, p }: ArtProps) {
  const trunk = (
    <>
      <path
        d="M30 162 Q38 130 28 108 Q18 84 42 62 Q58 48 54 28"
        stroke={P.bark}
        strokeWidth={6.5}
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M34 92 Q56 92 74 78 M30 120 Q50 120 72 128"
        stroke={P.bark}
        strokeWidth={3}
        fill="none"
        strokeLinecap="round"
      />
      <Tuft p={p} x={52} y={34} s={1} />
      <Tuft p={p} x={78} y={80} s={0.85} />
      <Tuft p={p} x={22} y={70} s={0.8} />
      <Tuft p={p} x={72} y={130} s={0.8} />
      <Tuft p={p} x={24} y={112} s={0.75} />
    </>
  );
  return (
    <MonthFaces
      idx={idx}
      defs={<PineDefs p={p} />}
      ground={idx === 0 ? <rect x={0} y={0} width={100} height={160} fill="#f3e3c4" /> : CREAM_GROUND}
      bright={
        <>
          <circle cx={62} cy={56} r={27} fill={P.red} />
          <circle cx={62} cy={56} r={27} fill="none" stroke={P.redDeep} strokeWidth={1.5} />
          <Mist y={134} h={12} fill="#d8c49b" />
          <path
            d="M-2 160 Q10 120 6 96 Q4 70 20 50"
            stroke={P.bark}
            strokeWidth={6}
            fill="none"
            strokeLinecap="round"
          />
          <Tuft p={p} x={20} y={52} s={0.75} />
          <Tuft p={p} x={10} y={92} s={0.7} />
          <Tuft p={p} x={88} y={104} s={0.55} />
          <Crane />
        </>
      }
      scene={
        <>
          <Mist y={140} h={12} fill="#e2cfa6" />
          {trunk}
        </>
      }
      ribbon={{ x: 50, y: 86, rot: -12, color: "red", poetry: true, seed: 0 }}
      chaff={
        <>
          <path d="M-2 124 Q30 112 60 122 Q82 128 102 118 V162 H-2 Z" fill={P.red} />
          <path d="M-2 140 Q26 130 50 140 Q76 148 102 136 V162 H-2 Z" fill={P.redDeep} />
          {trunk}
        </>
      }
    />
  );
}

// ---------------------------------------------------------------- 2 Plum (bush warbler, poetry ribbon)

function PlumDefs({ p }: { p: string }) {
  return (
    <defs>
      <g id={`${p}plum`}>
        <circle cx={0} cy={-4} r={3.6} />
        <circle cx={3.8} cy={-1.2} r={3.6} />
        <circle cx={2.4} cy={3.3} r={3.6} />
        <circle cx={-2.4} cy={3.3} r={3.6} />
        <circle cx={-3.8} cy={-1.2} r={3.6} />
        <circle cx={0} cy={0} r={2.2} fill={P.white} />
        <circle cx={0} cy={0} r={0.9} fill={P.gold} />
      </g>
    </defs>
  );
}

function PlumFlower({ p, x, y, s = 1 }: { p: string; x: number; y: number; s?: number }) {
  return (
    <use
      href={`#${p}plum`}
      fill={P.red}
      stroke={P.redDeep}
      strokeWidth={0.5}
      transform={`translate(${x} ${y}) scale(${s})`}
    />
  );
}

function PlumBranch({ p }: { p: string }) {
  return (
    <g>
      <path
        d="M6 162 Q14 138 30 126 Q46 112 36 92 Q26 72 48 54 Q64 40 58 16"
        stroke={P.bark}
        strokeWidth={6.5}
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M36 92 Q60 86 84 96 M48 54 Q70 56 86 40 M30 126 Q54 134 80 126 M58 28 Q40 20 28 26"
        stroke={P.bark}
        strokeWidth={2.6}
        fill="none"
        strokeLinecap="round"
      />
      <PlumFlower p={p} x={84} y={96} s={1.1} />
      <PlumFlower p={p} x={70} y={90} />
      <PlumFlower p={p} x={86} y={40} s={1.1} />
      <PlumFlower p={p} x={70} y={51} />
      <PlumFlower p={p} x={28} y={26} s={1.05} />
      <PlumFlower p={p} x={58} y={16} s={0.9} />
      <PlumFlower p={p} x={44} y={74} />
      <PlumFlower p={p} x={30} y={98} s={0.9} />
      <PlumFlower p={p} x={80} y={126} s={1.1} />
      <PlumFlower p={p} x={56} y={132} />
      <PlumFlower p={p} x={18} y={140} s={0.9} />
      <PlumFlower p={p} x={58} y={88} s={0.8} />
      <PlumFlower p={p} x={16} y={116} s={0.8} />
      <PlumFlower p={p} x={90} y={140} s={0.75} />
      <circle cx={40} cy={44} r={2} fill={P.red} />
      <circle cx={92} cy={86} r={2} fill={P.red} />
      <circle cx={66} cy={24} r={1.8} fill={P.red} />
    </g>
  );
}

function Warbler() {
  return (
    <g transform="translate(54 104)" strokeLinejoin="round">
      {/* tail */}
      <path d="M12 -2 L28 8 L26 12 L10 4 Z" fill="#5f6b24" stroke={P.ink} strokeWidth={0.9} />
      {/* body */}
      <path
        d="M-14 -6 Q-10 -17 2 -15 Q14 -12 15 0 Q10 10 -4 9 Q-14 6 -14 -6 Z"
        fill="#8d9a34"
        stroke={P.ink}
        strokeWidth={1.1}
      />
      <path d="M-12 0 Q-4 9 8 5 Q0 12 -8 8 Z" fill="#d8d488" />
      {/* wing */}
      <path d="M-2 -8 Q10 -10 16 0 Q6 2 -2 -2 Z" fill="#6b7a25" stroke={P.ink} strokeWidth={0.8} />
      {/* head */}
      <circle cx={-12} cy={-10} r={6.5} fill="#8d9a34" stroke={P.ink} strokeWidth={1.1} />
      <path d="M-18 -11 L-24 -8.6 L-18 -8.4 Z" fill={P.ink} />
      <circle cx={-13.6} cy={-11.4} r={1.6} fill={P.white} />
      <circle cx={-13.8} cy={-11.4} r={0.9} fill={P.ink} />
      {/* feet on the branch */}
      <path d="M-4 9 L-5 14 M2 9 L3 14" stroke={P.ink} strokeWidth={1.2} strokeLinecap="round" />
    </g>
  );
}

export function PlumArt({ idx, p }: ArtProps) {
  return (
    <MonthFaces
      idx={idx}
      defs={<PlumDefs p={p} />}
      ground={
        <>
          {CREAM_GROUND}
          <path d="M-2 -2 H102 V30 Q76 40 50 30 Q24 20 -2 32 Z" fill="#e9b9b0" />
        </>
      }
      bright={
        <>
          <PlumBranch p={p} />
          <path d="M34 118 Q56 116 80 122" stroke={P.bark} strokeWidth={3} fill="none" strokeLinecap="round" />
          <Warbler />
        </>
      }
      scene={<PlumBranch p={p} />}
      ribbon={{ x: 52, y: 86, rot: 12, color: "red", poetry: true, seed: 1 }}
    />
  );
}

// ---------------------------------------------------------------- 3 Cherry (curtain, poetry ribbon)

function CherryDefs({ p }: { p: string }) {
  return (
    <defs>
      <g id={`${p}sakura`}>
        <path d="M0 -0.5 Q-3.4 -7 -1 -8.2 L0 -7 L1 -8.2 Q3.4 -7 0 -0.5 Z" />
        <path d="M0 -0.5 Q-3.4 -7 -1 -8.2 L0 -7 L1 -8.2 Q3.4 -7 0 -0.5 Z" transform="rotate(72)" />
        <path d="M0 -0.5 Q-3.4 -7 -1 -8.2 L0 -7 L1 -8.2 Q3.4 -7 0 -0.5 Z" transform="rotate(144)" />
        <path d="M0 -0.5 Q-3.4 -7 -1 -8.2 L0 -7 L1 -8.2 Q3.4 -7 0 -0.5 Z" transform="rotate(216)" />
        <path d="M0 -0.5 Q-3.4 -7 -1 -8.2 L0 -7 L1 -8.2 Q3.4 -7 0 -0.5 Z" transform="rotate(288)" />
        <circle r={1.6} fill={P.pinkDeep} />
      </g>
      {/* a cloud of blossom */}
      <g id={`${p}cloud`}>
        <path
          d="M-24 6 Q-28 -6 -16 -10 Q-12 -22 2 -18 Q14 -24 20 -12 Q30 -8 26 4 Q22 14 8 12 Q-2 18 -12 12 Q-24 14 -24 6 Z"
          fill="#f9dbe2"
        />
        <Copies
          href={`#${p}sakura`}
          at={[
            "translate(-14 -2)",
            "translate(0 -9) scale(1.1)",
            "translate(14 -3)",
            "translate(-4 6) scale(0.95)",
            "translate(12 8) scale(0.85)",
          ]}
        />
      </g>
    </defs>
  );
}

function Blossoms({ p, spread = "full" }: { p: string; spread?: "full" | "top" }) {
  return (
    <g fill="#fbe3e8" stroke={P.pinkDeep} strokeWidth={0.6}>
      <path
        d="M-2 70 Q24 60 40 40 Q52 24 80 18 M40 40 Q60 48 90 44"
        stroke={P.bark}
        strokeWidth={3.2}
        fill="none"
        strokeLinecap="round"
      />
      <Copies
        href={`#${p}cloud`}
        at={[
          "translate(30 30)",
          "translate(74 22) scale(0.9)",
          "translate(72 60) scale(0.95)",
          "translate(20 66) scale(0.9)",
          ...(spread === "full"
            ? ["translate(46 100)", "translate(16 126) scale(0.85)", "translate(80 132) scale(0.85)"]
            : []),
        ]}
      />
    </g>
  );
}

function Curtain() {
  const panels = [14, 26, 38, 50, 62, 74];
  return (
    <g>
      {/* the pole */}
      <rect x={4} y={84} width={92} height={5} fill={P.bark} />
      {/* curtain with scalloped hem */}
      <path
        d="M8 89 H92 V140 Q85 148 78 140 Q71 148 64 140 Q57 148 50 140 Q43 148 36 140 Q29 148 22 140 Q15 148 8 140 Z"
        fill={P.red}
        stroke={P.ink}
        strokeWidth={1.2}
      />
      {panels.map((x) => (
        <path key={x} d={`M${x + 6} 89 V140`} stroke={P.redDeep} strokeWidth={1} />
      ))}
      {/* white band with crests */}
      <rect x={8} y={94} width={84} height={14} fill={P.white} stroke={P.ink} strokeWidth={0.8} />
      {[22, 50, 78].map((x) => (
        <g key={x} transform={`translate(${x} 122)`}>
          <circle r={9} fill={P.white} stroke={P.ink} strokeWidth={0.9} />
          <circle r={6.4} fill="none" stroke={P.red} strokeWidth={1} />
          <path d="M0 -5 L1.4 -1.6 L4.8 -1.6 L2 0.6 L3 4.2 L0 2 L-3 4.2 L-2 0.6 L-4.8 -1.6 L-1.4 -1.6 Z" fill={P.red} />
        </g>
      ))}
      {/* tasseled cords */}
      <path d="M10 89 Q20 100 30 92 M90 89 Q80 100 70 92" stroke={P.gold} strokeWidth={1.8} fill="none" />
      <path d="M8 89 V104 M92 89 V104" stroke={P.gold} strokeWidth={2.6} strokeLinecap="round" />
      <path
        d="M5.8 104 H10.2 L9.6 112 H6.4 Z M89.8 104 H94.2 L93.6 112 H90.4 Z"
        fill={P.gold}
        stroke={P.goldDeep}
        strokeWidth={0.6}
      />
    </g>
  );
}

export function CherryArt({ idx, p }: ArtProps) {
  return (
    <MonthFaces
      idx={idx}
      defs={<CherryDefs p={p} />}
      ground={
        <>
          {CREAM_GROUND}
          <path d="M-2 -2 H102 V58 Q74 72 50 60 Q26 48 -2 64 Z" fill={P.red} />
        </>
      }
      bright={
        <>
          <Blossoms p={p} spread="top" />
          <Curtain />
        </>
      }
      scene={<Blossoms p={p} />}
      ribbon={{ x: 50, y: 90, rot: -10, color: "red", poetry: true, seed: 5 }}
    />
  );
}

// ---------------------------------------------------------------- 4 Wisteria (cuckoo, plain ribbon)

function WisteriaDefs({ p }: { p: string }) {
  // one hanging raceme, 16 wide and 70 long, hung from (0, 0)
  const rows: [number, number, number][] = [];
  for (let i = 0; i < 11; i++) {
    const y = 5 + i * 6.2;
    const spread = 7 - i * 0.55;
    rows.push([-spread * 0.6, y, 3.6 - i * 0.18]);
    rows.push([spread * 0.6, y + 2.6, 3.6 - i * 0.18]);
  }
  return (
    <defs>
      <g id={`${p}raceme`}>
        <path d="M0 0 Q2 30 0 74" stroke={P.greenDark} strokeWidth={1} fill="none" />
        {rows.map(([x, y, r], i) => (
          <ellipse
            key={i}
            cx={x}
            cy={y}
            rx={r}
            ry={r * 0.8}
            fill={i % 3 === 0 ? P.purpleLight : P.purple}
            stroke="#3d2868"
            strokeWidth={0.5}
          />
        ))}
      </g>
    </defs>
  );
}

function WisteriaVine({ p, long = true }: { p: string; long?: boolean }) {
  const s = long ? 1 : 0.72;
  return (
    <g>
      <path d="M-2 8 Q30 18 56 8 Q80 0 102 12" stroke={P.bark} strokeWidth={4} fill="none" />
      <Copies
        href={`#${p}raceme`}
        at={[
          `translate(14 12) scale(${s})`,
          `translate(34 15) scale(${s * 1.12})`,
          `translate(54 10) scale(${s * 0.92})`,
          `translate(74 6) scale(${s * 1.05})`,
          `translate(90 10) scale(${s * 0.82})`,
        ]}
      />
      <path
        d="M6 12 q5 -6 10 0 q-5 4 -10 0 Z M24 16 q5 -7 11 0 q-6 4 -11 0 Z M44 12 q5 -6 10 0 q-5 4 -10 0 Z M64 6 q5 -6 10 0 q-5 4 -10 0 Z M82 8 q5 -6 10 0 q-5 4 -10 0 Z"
        fill={P.greenLight}
        stroke={P.greenDark}
        strokeWidth={0.6}
      />
    </g>
  );
}

function Cuckoo() {
  return (
    <g>
      {/* crescent moon */}
      <path d="M74 76 A24 24 0 1 0 74 124 A9 24 0 0 1 74 76 Z" fill={P.yellow} stroke={P.goldDeep} strokeWidth={1} />
      <g transform="translate(38 134) rotate(-24) scale(1.05)" strokeLinejoin="round">
        {/* wings */}
        <path d="M-4 -2 Q6 -26 30 -30 Q18 -16 10 -2 Z" fill="#3a3437" stroke={P.ink} strokeWidth={0.9} />
        <path d="M-2 2 Q10 14 28 16 Q14 6 8 0 Z" fill="#4a4447" stroke={P.ink} strokeWidth={0.9} />
        {/* body */}
        <path d="M-18 0 Q-8 -8 10 -3 L26 2 L24 5 L10 4 Q-8 8 -18 0 Z" fill="#4a4447" stroke={P.ink} strokeWidth={1} />
        <path d="M-14 2 Q-2 7 10 3" stroke="#d9d2c3" strokeWidth={2.2} fill="none" />
        <circle cx={-16} cy={-1} r={4.6} fill="#4a4447" stroke={P.ink} strokeWidth={1} />
        <path d="M-20 -1.6 L-25 0 L-20 0.6 Z" fill={P.gold} />
        <circle cx={-17} cy={-1.8} r={1.2} fill={P.yellow} />
        <circle cx={-17} cy={-1.8} r={0.6} fill={P.ink} />
      </g>
    </g>
  );
}

export function WisteriaArt({ idx, p }: ArtProps) {
  return (
    <MonthFaces
      idx={idx}
      defs={<WisteriaDefs p={p} />}
      bright={
        <>
          <WisteriaVine p={p} long={false} />
          <Cuckoo />
        </>
      }
      scene={
        <>
          <WisteriaVine p={p} />
          <path
            d="M-2 162 Q10 140 20 150 Q26 132 36 146 Q44 128 54 144 Q62 130 72 146 Q80 132 88 148 Q96 138 102 146 V162 Z"
            fill={P.ink}
          />
        </>
      }
      ribbon={{ x: 50, y: 96, rot: 12, color: "red" }}
    />
  );
}
