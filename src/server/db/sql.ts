// Statements built move after move (the move's own, repositories/game-commits.ts), written as with Prisma.sql but
// cheaper to build: Prisma's Sql copies its parts at every level of nesting and builds its text again at every read
// (bench/move-statement.ts). Here parts are kept as written, and a statement's text, which depends only on its shape
// (which parts, how many rows in its VALUES lists), is built once per shape, then found by the sequence of its pieces
// of text and parameters, followed as the parameters are collected.
import { Prisma } from "./generated/client";

/**
 * A part of a statement: its template's text and what goes in between, each a parameter or a nested part (this
 * module's or Prisma's). Prisma's own methods take it as `toPrisma(part)`, never nested in a Prisma.sql.
 */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

export const sql = (strings: TemplateStringsArray, ...values: unknown[]): Sql => new Sql(strings, values);

/** Text taken as it is: only ever a constant of the code (a name), never a value. */
export const raw = (text: string): Sql => new Sql([text], []);

export const empty = raw("");

/** The items (parameters or parts), `separator` between them, as Prisma.join. */
export function join(items: readonly unknown[], separator = ","): Sql {
  if (items.length === 0) throw new TypeError("join of no items");
  const strings = new Array<string>(items.length + 1).fill(separator);
  strings[0] = strings[items.length] = "";
  return new Sql(strings, items);
}

const isPart = (v: unknown): v is Sql | Prisma.Sql => v instanceof Sql || v instanceof Prisma.Sql;

// A statement's text is the sequence of its pieces of text and its parameters ($1, $2, …, numbered in order): the
// tree's edges are those, and a node the text of the sequence leading to it once a statement ended there. Pieces are
// compared by content, so whatever made them, one sequence stands for one text.
const PARAMETER = Symbol("parameter");
class Node {
  /** The first edge, without a Map: most nodes have only one. */
  edge: unknown;
  next: Node | undefined;
  others: Map<unknown, Node> | undefined;
  text: string | undefined;
}
const root = new Node();
// The shapes are a handful; past MAX_TEXTS (a caller whose parts vary without bound) texts are built every time.
const MAX_TEXTS = 200;
let texts = 0;

function step(node: Node, edge: unknown): Node | undefined {
  if (node.next !== undefined && node.edge === edge) return node.next;
  let next = node.others?.get(edge);
  if (next === undefined && texts < MAX_TEXTS) {
    next = new Node();
    if (node.next === undefined) {
      node.edge = edge;
      node.next = next;
    } else (node.others ??= new Map()).set(edge, next);
  }
  return next;
}

const piece = (node: Node | undefined, text: string) => (node === undefined || text === "" ? node : step(node, text));

/** Appends the parameters of `part` to `values`, following their sequence from `node`. */
function collect(part: Sql | Prisma.Sql, values: unknown[], node: Node | undefined): Node | undefined {
  node = piece(node, part.strings[0]!);
  for (let i = 0; i < part.values.length; i++) {
    const v = part.values[i];
    if (isPart(v)) node = collect(v, values, node);
    else {
      values.push(v);
      node = node && step(node, PARAMETER);
    }
    node = piece(node, part.strings[i + 1]!);
  }
  return node;
}

/** The pieces of text between the parameters of `part` (one more than its parameters), as Prisma's Sql holds them. */
function pieces(part: Sql | Prisma.Sql, into: string[] = [""]): string[] {
  into[into.length - 1] += part.strings[0]!;
  for (let i = 0; i < part.values.length; i++) {
    const v = part.values[i];
    if (isPart(v)) pieces(v, into);
    else into.push("");
    into[into.length - 1] += part.strings[i + 1]!;
  }
  return into;
}

/** The statement's text (the same string object for every statement of its shape) and parameters. */
export function statement(part: Sql): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const node = collect(part, values, root);
  if (node?.text !== undefined) return { text: node.text, values };
  const text = pieces(part).reduce((text, p, i) => `${text}$${i}${p}`);
  if (node !== undefined && texts < MAX_TEXTS) {
    node.text = text;
    texts++;
  }
  return { text, values };
}

/** The same statement as Prisma's Sql, for Prisma's raw queries (an interactive transaction's). */
export function toPrisma(part: Sql): Prisma.Sql {
  const values: unknown[] = [];
  collect(part, values, undefined);
  return new Prisma.Sql(pieces(part), values);
}
