// bench:server's open loop (`--open-loop RATE`): moves arrive at a fixed rate whatever the server's answers do, spread
// round-robin over many live games, each with both players' streams open the whole time. A closed loop measures
// what the server can do flat out; this measures what a player waits for at a given load.
import { error, openStreams, type RunStats, seeded, type SentAt, type Slot, type ViewBox } from "./server-client";

/** Games whose streams open together. */
const OPENING_WAVE = 100;

interface LiveGame {
  slot: Slot;
  gameId: string;
  boxes: [ViewBox, ViewBox];
  sentAt: SentAt;
  controller: AbortController;
  inFlight: boolean;
}

/**
 * Opens both streams of every game, tells `opened` when each game's answered, waits for `start` (the window's end time),
 * then sends `rate` moves per second until then: each to the next game round-robin whose player to move has seen the
 * latest view on its stream and has no move in flight. A move due when no game is ready is counted as missed.
 */
export async function openLoop(
  slots: Slot[],
  firstGames: { gameId: string; tableId: string }[],
  start: Promise<number>,
  opened: (p: Promise<boolean>) => void,
  stats: RunStats,
  rate: number,
  streamsOpenMs: number,
): Promise<{ missed: number }> {
  // The streams open OPENING_WAVE games at a time, each wave once the last has its first views: thousands opened in
  // the same second (a restart's reconnects) are the closed loop's measure; here what is measured is play with them open.
  // Every game's opening is announced now (the caller waits for them all); the waves resolve them.
  const answered = slots.map(() => {
    let settle!: (ok: boolean) => void;
    opened(new Promise<boolean>((r) => (settle = r)));
    return settle;
  });
  const games: LiveGame[] = [];
  let wave: Promise<void>[] = [];
  for (const [i, slot] of slots.entries()) {
    const sentAt: SentAt = new Map();
    const controller = new AbortController();
    const boxes = openStreams(slot, firstGames[i]!.tableId, sentAt, controller.signal, stats);
    games.push({ slot, gameId: firstGames[i]!.gameId, boxes, sentAt, controller, inFlight: false });
    wave.push(Promise.all(boxes.map((b) => b.first(streamsOpenMs))).then((ok) => answered[i]!(ok.every(Boolean))));
    if (wave.length >= OPENING_WAVE || i === slots.length - 1) {
      await Promise.all(wave);
      wave = [];
    }
  }
  const until = await start;
  const rng = seeded(1);
  const pending: Promise<void>[] = [];
  let issued = 0;
  let missed = 0;
  let next = 0;
  const t0 = performance.now();
  while (Date.now() < until) {
    const due = Math.floor(((performance.now() - t0) / 1000) * rate);
    for (; issued < due; issued++) {
      const i = nextReady(games, next);
      if (i < 0) {
        missed++;
        continue;
      }
      next = i + 1;
      pending.push(move(games[i]!, stats, rng));
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  await Promise.all(pending);
  for (const g of games) g.controller.abort();
  return { missed };
}

/** The seat to move, when the game is on and that seat's stream shows the game's latest view. */
function seatToMove(g: LiveGame): number | null {
  const [a, b] = g.boxes.map((box) => box.latest);
  const latest = (a?.seq ?? -1) >= (b?.seq ?? -1) ? a : b;
  if (!latest || latest.status !== "ACTIVE" || latest.toAct.length !== 1) return null;
  const seat = latest.toAct[0]!;
  return g.boxes[seat]?.latest?.seq === latest.seq ? seat : null;
}

function nextReady(games: LiveGame[], from: number): number {
  for (let k = 0; k < games.length; k++) {
    const i = (from + k) % games.length;
    if (!games[i]!.inFlight && seatToMove(games[i]!) !== null) return i;
  }
  return -1;
}

async function move(g: LiveGame, stats: RunStats, rng: () => number): Promise<void> {
  const seat = seatToMove(g)!;
  const box = g.boxes[seat]!;
  const v = box.latest!;
  const client = seat === 0 ? g.slot.a : g.slot.b;
  g.inFlight = true;
  const start = performance.now();
  g.sentAt.set(v.seq + 1, { at: start, by: seat });
  try {
    const next = await client.mutation<typeof v>("game.move", {
      gameId: g.gameId,
      seq: v.seq,
      move: v.legalMoves[Math.floor(rng() * v.legalMoves.length)],
    });
    stats.latencies.push(performance.now() - start);
    stats.moves++;
    box.offer(next);
  } catch (e) {
    error(stats, e);
  } finally {
    g.inFlight = false;
  }
}
