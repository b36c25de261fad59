// Glicko-2, exactly as Mark Glickman's "Example of the Glicko-2 system" (steps 1 to 8), pure: no I/O, no clock.
// A rating period here is one rated game (rate-game.ts); the time a player sits out between rated games is step 6
// repeated (inflateDeviation), as lichess does, so an idle player's rating grows uncertain again.

export interface Glicko2Rating {
  rating: number;
  deviation: number;
  volatility: number;
}

export interface Glicko2Result {
  opponent: Pick<Glicko2Rating, "rating" | "deviation">;
  /** 1 win, 0.5 draw, 0 loss. */
  score: number;
}

/** A new player: 1500, RD 350, volatility 0.06 (the paper's suggested start). */
export const NEW_RATING: Glicko2Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

/** τ, which constrains how fast the volatility changes; the paper's example uses 0.5. */
export const TAU = 0.5;

/** The scale between Glicko and Glicko-2 (step 2). */
const SCALE = 173.7178;
/** Convergence tolerance of step 5's iteration (the paper's ε). */
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/**
 * The deviation after `periods` rating periods without games (step 6 applied `periods` times: φ* = √(φ² + t·σ²),
 * t may be fractional), never above a new player's 350. Pure: the caller counts the periods from the clock.
 */
export function inflateDeviation(player: Pick<Glicko2Rating, "deviation" | "volatility">, periods: number): number {
  if (!(periods > 0)) return player.deviation;
  const phi = player.deviation / SCALE;
  const t = periods;
  return Math.min(
    NEW_RATING.deviation,
    Math.max(player.deviation, Math.sqrt(phi * phi + t * player.volatility * player.volatility) * SCALE),
  );
}

/** The player's rating after one rating period with `results`. */
export function glicko2Update(player: Glicko2Rating, results: readonly Glicko2Result[], tau = TAU): Glicko2Rating {
  if (results.length === 0) {
    // Step 6 alone: only the deviation grows.
    const phi = player.deviation / SCALE;
    return { ...player, deviation: Math.sqrt(phi * phi + player.volatility * player.volatility) * SCALE };
  }
  // Step 2: to the Glicko-2 scale.
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  const opponents = results.map((r) => {
    const muJ = (r.opponent.rating - 1500) / SCALE;
    const phiJ = r.opponent.deviation / SCALE;
    return { g: g(phiJ), e: expected(mu, muJ, phiJ), s: r.score };
  });
  // Step 3: the estimated variance v. Step 4: the estimated improvement Δ.
  const v = 1 / opponents.reduce((sum, o) => sum + o.g * o.g * o.e * (1 - o.e), 0);
  const improvement = opponents.reduce((sum, o) => sum + o.g * (o.s - o.e), 0);
  const delta = v * improvement;

  // Step 5: the new volatility σ' (the Illinois algorithm).
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA = fA / 2;
    }
    B = C;
    fB = fC;
  }
  const sigmaNew = Math.exp(A / 2);

  // Step 6: the pre-period deviation φ*. Step 7: the new φ' and μ'. Step 8: back to the Glicko scale.
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * improvement;
  return { rating: muNew * SCALE + 1500, deviation: phiNew * SCALE, volatility: sigmaNew };
}
