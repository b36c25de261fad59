// A seeded PRNG whose whole state is four 32-bit words, so it can live inside an immutable game
// state (and be stripped from every player view). sfc32 is fast and passes PractRand to 2^40+.

export type RngState = readonly [number, number, number, number];

/** cyrb128: hashes a string into four 32-bit words (the sfc32 seed). */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044813);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044813);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * A mutable generator for use inside one engine call (a shuffle, a sampled playout). Take one with
 * `Rng.from(state)`, use it, and put `rng.state()` back into the new immutable game state.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(a: number, b: number, c: number, d: number) {
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    this.d = d >>> 0;
  }

  static from(state: RngState): Rng {
    return new Rng(state[0], state[1], state[2], state[3]);
  }

  /** A generator seeded from any string; 15 outputs are discarded to mix the seed. */
  static fromSeed(seed: string): Rng {
    const [a, b, c, d] = cyrb128(seed);
    const rng = new Rng(a, b, c, d);
    for (let i = 0; i < 15; i++) rng.nextUint32();
    return rng;
  }

  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An unbiased integer in [0, n) for 1 <= n <= 2^32 (rejection sampling). */
  int(n: number): number {
    if (!(n >= 1 && n <= 4294967296) || !Number.isInteger(n)) throw new RangeError(`Rng.int: bad bound ${n}`);
    const limit = 4294967296 - (4294967296 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** Fisher–Yates in place; returns the same array. */
  shuffleInPlace<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      // int(i + 1) without its bound check (the bound is valid here): every deal runs this.
      const n = i + 1;
      const limit = 4294967296 - (4294967296 % n);
      let x = this.nextUint32();
      while (x >= limit) x = this.nextUint32();
      const j = x % n;
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }
}

export function rngStateFromSeed(seed: string): RngState {
  return Rng.fromSeed(seed).state();
}

/** Shuffles a copy of `items` with the generator state, returning the new state with the result. */
export function shuffled<T>(state: RngState, items: readonly T[]): { rng: RngState; items: T[] } {
  const rng = Rng.from(state);
  const out = rng.shuffleInPlace(items.slice());
  return { rng: rng.state(), items: out };
}

/**
 * A generator derived from data everyone will see once the game ends (e.g. a round's explicit deal).
 * Used for randomness inside a round (an SFJ reshuffle) so a record with explicit deals replays
 * identically on any engine, and so no extra secret needs to be stored.
 */
export function rngFromData(parts: readonly (string | number)[]): Rng {
  return Rng.fromSeed(parts.join("|"));
}
