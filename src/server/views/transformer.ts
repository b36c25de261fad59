// The tRPC transformer: superjson (what the client decodes), with a shortcut for the payload every move sends three
// times or more (the mover's answer, every stream of the game). superjson walks every value of a payload, building a
// path per value, to find what JSON cannot carry; for a GameView that walk was about 8% of a move's server CPU (issue
// 10). A GameView carries two Dates at known places (deadlineAt, serverTime) and otherwise plain data: after a
// cheap check that the rest IS plain (nothing undefined, no other Date, Map or class instance, no non-finite or -0
// number, no cycle), it is written as superjson writes it, with one difference: superjson also notes objects reached
// twice (Sakura's view repeats the legal moves), so that its reader links them again, where this reader gets two
// equal copies (the client only reads views). Anything else goes to superjson.
//
// Our own writers (a single call's answer, a subscription's events) ask for the JSON text itself (`text`). A view is
// given to several of them at the same moment (games/game-view.ts: the mover's answer and own stream, spectators):
// its text is made once and kept with it.
import superjson from "superjson";

type SuperJSONResult = ReturnType<typeof superjson.serialize>;

const gameViews = new WeakSet<object>();

/** Marks an object built as a GameView (game-view.ts) for the shortcut. */
export function markGameView<T extends object>(view: T): T {
  gameViews.add(view);
  return view;
}

const gameEvents = new WeakSet<object>();

/** The table stream's event carrying a GameView (TableEvent), marked for the same shortcut. */
export function gameEvent<V extends object>(view: V): { kind: "game"; game: V } {
  const event = { kind: "game" as const, game: markGameView(view) };
  gameEvents.add(event);
  return event;
}

/**
 * Whether JSON carries `value` exactly; `path`: the objects being checked around it (a cycle is not plain). A stack
 * rather than a Set, and for…in rather than Object.keys: the walk runs over every value of three views per move, and
 * allocates nothing this way (a view is a few levels deep).
 */
function isPlain(value: unknown, path: object[]): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (path.includes(value)) return false;
      path.push(value);
      const plain = Array.isArray(value) ? isPlainArray(value, path) : isPlainObject(value, path);
      path.pop();
      return plain;
    }
    default:
      return false; // undefined, bigint, symbol, function
  }
}

function isPlainArray(value: unknown[], path: object[]): boolean {
  for (let i = 0; i < value.length; i++) if (!isPlain(value[i], path)) return false; // a hole is undefined
  return true;
}

function isPlainObject(value: object, path: object[]): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  // Own enumerable string keys (a plain object inherits none); symbol-keyed properties (the engine tags some moves)
  // are left out, by superjson and JSON alike.
  for (const key in value) if (!isPlain((value as Record<string, unknown>)[key], path)) return false;
  return true;
}

/** A marked GameView as superjson would write it (shared objects as copies), or null when it holds anything else. */
export function serializeGameView(view: object): SuperJSONResult | null {
  // A copy of the view's own fields (a literal's copy keeps V8's fast properties, which JSON.stringify walks fastest;
  // an object given two dozen fields one by one becomes a dictionary), its Dates then written as superjson writes them.
  const json: Record<string, unknown> = { ...view };
  const values: Record<string, ["Date"]> = {};
  let dated = false;
  const path: object[] = [view];
  for (const key in json) {
    const value = json[key];
    if (value instanceof Date && (key === "deadlineAt" || key === "serverTime")) {
      if (Number.isNaN(value.getTime())) return null;
      json[key] = value.toISOString();
      values[key] = ["Date"];
      dated = true;
    } else if (!isPlain(value, path)) return null;
  }
  return dated ? ({ json, meta: { values, v: 1 } } as SuperJSONResult) : ({ json } as SuperJSONResult);
}

// A view's JSON (superjson's `json`) and the fields holding its Dates.
const viewTexts = new WeakMap<object, { json: string; dates: string[] } | null>();

function gameViewText(view: object): { json: string; dates: string[] } | null {
  let text = viewTexts.get(view);
  if (text === undefined) {
    const fast = serializeGameView(view);
    text = fast && { json: JSON.stringify(fast.json), dates: Object.keys(fast.meta?.values ?? {}) };
    viewTexts.set(view, text);
  }
  return text;
}

/** superjson's result around `json`, its Dates at `prefix` + field. */
function resultText(json: string, dates: string[], prefix: string): string {
  if (dates.length === 0) return `{"json":${json}}`;
  const values = dates.map((k) => `"${prefix}${k}":["Date"]`).join(",");
  return `{"json":${json},"meta":{"values":{${values}},"v":1}}`;
}

export const transformer = {
  serialize(value: unknown): SuperJSONResult {
    if (typeof value === "object" && value !== null && gameViews.has(value)) {
      const fast = serializeGameView(value);
      if (fast) return fast;
    }
    if (typeof value === "object" && value !== null && gameEvents.has(value)) {
      const fast = serializeGameView((value as { game: object }).game);
      if (fast) {
        const values = fast.meta?.values as Record<string, ["Date"]> | undefined;
        const json = { kind: "game", game: fast.json };
        if (!values) return { json } as SuperJSONResult;
        // superjson's paths, one level down (the view's keys with a Date hold no dot)
        const under: Record<string, ["Date"]> = {};
        for (const [k, v] of Object.entries(values)) under[`game.${k}`] = v;
        return { json, meta: { values: under, v: 1 } } as SuperJSONResult;
      }
    }
    return superjson.serialize(value);
  },
  /** JSON.stringify(serialize(value)); a game view's written once however often it is sent. */
  text(value: unknown): string {
    if (typeof value === "object" && value !== null) {
      const event = gameEvents.has(value);
      const view = event ? (value as { game: object }).game : gameViews.has(value) ? value : null;
      const text = view && gameViewText(view);
      if (text) {
        return event
          ? resultText(`{"kind":"game","game":${text.json}}`, text.dates, "game.")
          : resultText(text.json, text.dates, "");
      }
    }
    return JSON.stringify(transformer.serialize(value));
  },
  /**
   * A request's input. It always comes straight from JSON.parse (tRPC's content handler, procedure-call.ts,
   * subscription-stream.ts): nothing else holds it, so it is decoded in place rather than copied first.
   */
  deserialize: <T>(payload: SuperJSONResult): T => superjson.deserialize<T>(payload, { inPlace: true }),
};
