// Prisma's query interpreter fetches the relations of one read in parallel (Promise.all over the child queries of
// a `select`/`include` with relations). Outside a transaction each query takes its own pool connection; inside an
// interactive transaction they all land on the transaction's ONE pg Client, which then receives a query while
// another runs: pg 8.19+ warns "Calling client.query() when the client is already executing a query is deprecated"
// and pg 9 refuses it. Upstream: prisma/orm#29468 and #29979, open as of @prisma/adapter-pg 7.10.1.
//
// This wraps the adapter factory so that every transaction it starts runs its statements one after another (the
// wire protocol runs them in order anyway, so nothing is lost). Queries outside transactions are untouched.
import type { PrismaPg } from "@prisma/adapter-pg";

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;

/** The transaction methods that send statements (or release the connection) and so must wait their turn. */
const SERIALISED = new Set<PropertyKey>([
  "queryRaw",
  "executeRaw",
  "commit",
  "rollback",
  "createSavepoint",
  "rollbackToSavepoint",
  "releaseSavepoint",
]);

/** Runs the given calls one at a time, in call order; a failed call does not stop the ones queued after it. */
function serialQueue(): <T>(call: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (call) => {
    const result = tail.then(call, call);
    tail = result.catch(() => undefined);
    return result;
  };
}

function serialTransaction(tx: Transaction): Transaction {
  const inTurn = serialQueue();
  return new Proxy(tx, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      // Bound to the real transaction: its own methods (createSavepoint calls executeRaw) go straight through
      // instead of queueing behind the call that made them.
      const method = (value as (...a: unknown[]) => unknown).bind(target);
      return SERIALISED.has(prop) ? (...args: unknown[]) => inTurn(async () => method(...args)) : method;
    },
  });
}

function serialTransactionsOf(adapter: Adapter): Adapter {
  return new Proxy(adapter, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop === "startTransaction") {
        return async (...args: Parameters<Adapter["startTransaction"]>) =>
          serialTransaction(await target.startTransaction(...args));
      }
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** `factory`, except that the statements of each transaction it starts run one at a time on its connection. */
export function withSerialTransactions(factory: PrismaPg): PrismaPg {
  return new Proxy(factory, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop === "connect" || prop === "connectToShadowDb") {
        return async () => serialTransactionsOf(await target[prop]());
      }
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
