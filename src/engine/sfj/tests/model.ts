// An independent, deliberately naive model of one SFJ round (docs/rules/sfj.md), written from the rules
// and DECISIONS.md without the engine's code, used for differential tests and to trace goldens.
// Mutable arrays, card codes as strings, no shared helpers except the core generator.

import { rngFromData } from "../../core/rng";

const CODES: string[] = [];
for (let m = 1; m <= 12; m++) for (let i = 0; i < 4; i++) CODES.push(`M${String(m).padStart(2, "0")}-${i}`);
const idOf = (c: string) => CODES.indexOf(c);
const monthOf = (c: string) => Number(c.slice(1, 3));

const PRINTED: Record<string, number> = {};
const TWENTY = ["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"];
const TEN = ["M02-0", "M04-0", "M05-0", "M06-0", "M07-0", "M08-1", "M09-0", "M10-0", "M11-1"];
const FIVE = ["M01-1", "M02-1", "M03-1", "M04-1", "M05-1", "M06-1", "M07-1", "M09-1", "M10-1", "M11-2"];
for (const c of CODES) PRINTED[c] = TWENTY.includes(c) ? 20 : TEN.includes(c) ? 10 : FIVE.includes(c) ? 5 : 0;

export interface ModelOptions {
  mustMatch: boolean;
  stack: boolean;
  chaff: number;
  black: string[] | null;
  japanese: string[] | null;
}

export const DEFAULT_MODEL_OPTIONS: ModelOptions = {
  mustMatch: false,
  stack: false,
  chaff: 0,
  black: ["M03-0", "M09-0"],
  japanese: ["M08-0", "M09-0"],
};

export type ModelMove = { seat: number; play?: string; draw?: true; take?: string; replace?: boolean };

export class ModelRound {
  hands: string[][];
  field: string[];
  pile: string[];
  captured: string[][];
  turn: number;
  stage: "replace" | "play" | "draw" | "over" = "play";
  offer = 0;
  kept: number[] = [];
  replacements = 0;
  refills = 0;
  private dealData: number[];
  private decided: boolean[];

  constructor(
    readonly n: number,
    readonly dealer: number,
    deal: { hands: string[][]; field: string[]; pile: string[] },
    readonly opt: ModelOptions,
  ) {
    this.hands = deal.hands.map((h) => [...h]);
    this.field = [...deal.field];
    this.pile = [...deal.pile];
    this.captured = Array.from({ length: n }, () => []);
    this.turn = dealer;
    this.dealData = [...deal.hands.flat(), ...deal.field, ...deal.pile].map(idOf);
    this.decided = new Array<boolean>(n).fill(false);
    // Re-fill while the table holds a whole month.
    for (;;) {
      const m = this.fourIn(this.field, []);
      if (!m) break;
      this.refills++;
      const four = this.field.filter((c) => monthOf(c) === m);
      this.field = this.field.filter((c) => monthOf(c) !== m);
      const pile = [...this.pile, ...four.sort((a, b) => idOf(a) - idOf(b))];
      const rng = rngFromData([...this.dealData, `sfj/refill/${this.refills}`]);
      const ids = rng.shuffleInPlace(pile.map(idOf));
      this.pile = ids.map((i) => CODES[i]!);
      this.field.push(...this.pile.splice(0, 4));
    }
    this.findOffer();
  }

  private fourIn(cards: string[], skip: number[]): number {
    for (let m = 1; m <= 12; m++) if (!skip.includes(m) && cards.filter((c) => monthOf(c) === m).length === 4) return m;
    return 0;
  }

  /** The next four-of-a-month decision in turn order from the dealer, else the first turn. */
  private findOffer(): void {
    for (let k = 0; k < this.n; k++) {
      const s = (this.dealer + k) % this.n;
      if (this.decided[s]) continue;
      const m = this.fourIn(this.hands[s]!, this.kept);
      if (m) {
        this.stage = "replace";
        this.turn = s;
        this.offer = m;
        return;
      }
      this.decided[s] = true;
      this.kept = [];
    }
    this.stage = "play";
    this.turn = this.dealer;
  }

  value(c: string): number {
    const v = PRINTED[c]!;
    return v === 0 ? this.opt.chaff : v;
  }

  private matches(card: string): string[] {
    return this.field.filter((f) => monthOf(f) === monthOf(card));
  }

  legal(): ModelMove[] {
    const seat = this.turn;
    if (this.stage === "over") return [];
    if (this.stage === "replace")
      return [
        { seat, replace: true },
        { seat, replace: false },
      ];
    const withTakes = (base: ModelMove, card: string): ModelMove[] => {
      const ms = this.matches(card);
      return ms.length === 2 ? ms.map((t) => ({ ...base, take: t })) : [base];
    };
    if (this.stage === "draw") return withTakes({ seat, draw: true }, this.pile[0]!);
    const hand = this.hands[seat]!;
    const anyMatch = hand.some((c) => this.matches(c).length > 0);
    return hand
      .filter((c) => !(this.opt.mustMatch && anyMatch && this.matches(c).length === 0))
      .flatMap((c) => withTakes({ seat, play: c }, c));
  }

  private put(seat: number, card: string, take: string | undefined): void {
    const ms = this.matches(card);
    if (ms.length === 0) {
      if (take !== undefined) throw new Error("take with no match");
      this.field.push(card);
      return;
    }
    let taken: string[];
    if (ms.length === 2) {
      if (take === undefined || !ms.includes(take)) throw new Error("bad take");
      taken = [take];
    } else {
      if (take !== undefined && !ms.includes(take)) throw new Error("bad take");
      taken = ms;
    }
    this.field = this.field.filter((f) => !taken.includes(f));
    this.captured[seat]!.push(card, ...taken);
  }

  apply(m: ModelMove): void {
    if (m.seat !== this.turn) throw new Error("not your turn");
    if (this.stage === "replace") {
      if (m.replace === undefined) throw new Error("replace expected");
      if (m.replace) {
        this.replacements++;
        const hand = this.hands[m.seat]!;
        const four = hand.filter((c) => monthOf(c) === this.offer).sort((a, b) => idOf(a) - idOf(b));
        const pile = [...this.pile, ...four];
        const rng = rngFromData([...this.dealData, `sfj/replace/${this.replacements}`]);
        this.pile = rng.shuffleInPlace(pile.map(idOf)).map((i) => CODES[i]!);
        this.hands[m.seat] = [...hand.filter((c) => monthOf(c) !== this.offer), ...this.pile.splice(0, 4)];
      } else this.kept.push(this.offer);
      this.findOffer();
      return;
    }
    if (this.stage === "play") {
      if (m.play === undefined) throw new Error("play expected");
      const hand = this.hands[m.seat]!;
      if (!hand.includes(m.play)) throw new Error("not in hand");
      if (this.opt.mustMatch && this.matches(m.play).length === 0 && hand.some((c) => this.matches(c).length > 0))
        throw new Error("must match");
      hand.splice(hand.indexOf(m.play), 1);
      this.put(m.seat, m.play, m.take);
      this.stage = "draw";
      return;
    }
    if (m.draw !== true) throw new Error("draw expected");
    this.put(m.seat, this.pile.shift()!, m.take);
    this.turn = (this.turn + 1) % this.n;
    this.stage = this.pile.length === 0 ? "over" : "play";
  }

  roles(seat: number): string[] {
    const has = (cs: string[]) => cs.every((c) => this.captured[seat]!.includes(c));
    const out: string[] = [];
    if (has(TWENTY)) out.push("five-brights");
    if (has(["M01-0", "M03-0", "M08-0", "M12-0"]) && (this.opt.stack || !has(TWENTY))) out.push("four-brights");
    if (has(["M07-0", "M10-0", "M06-0"])) out.push("boar-deer-butterfly");
    if (has(["M01-1", "M02-1", "M03-1"])) out.push("red-vases");
    if (has(["M06-1", "M09-1", "M10-1"])) out.push("blue-vases");
    if (this.opt.black && has(this.opt.black)) out.push("black-tea-and-cake");
    if (this.opt.japanese && has(this.opt.japanese)) out.push("japanese-tea-and-sweets");
    return out;
  }

  /** Scores by the S0 procedure: everybody pays each role holder, then gains against the average. */
  scores(): number[] {
    const PAY: Record<string, number> = {
      "five-brights": 25,
      "four-brights": 20,
      "boar-deer-butterfly": 15,
      "red-vases": 10,
      "blue-vases": 10,
      "black-tea-and-cake": 5,
      "japanese-tea-and-sweets": 5,
    };
    const total = CODES.reduce((s, c) => s + this.value(c), 0);
    const out = this.captured.map((cs) => cs.reduce((s, c) => s + this.value(c), 0) - total / this.n);
    for (let holder = 0; holder < this.n; holder++)
      for (const r of this.roles(holder))
        for (let payer = 0; payer < this.n; payer++)
          if (payer !== holder) {
            out[payer]! -= PAY[r]!;
            out[holder]! += PAY[r]!;
          }
    return out;
  }
}
