// The build's scripts and stylesheets (/_next/static/…), served from the copies compressed once at build time
// (scripts/precompress-static.mjs): Brotli to a browser that accepts it, else gzip (a file of a few bytes as it is).
// Next.js would gzip each at every request, at a lower level. Their names hold their content's hash, so a browser
// keeps them for good. They carry only the headers a script or stylesheet uses: the page policies (CSP, framing,
// permissions) apply to documents, and would add about 0.4 KB to each of the dozen or more a page loads. Anything
// else goes to Next.js.
import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, sep } from "node:path";
import type { RequestHandler } from "./http-server";

const PREFIX = "/_next/static/";
const TYPES: Record<string, string> = {
  js: "application/javascript; charset=UTF-8",
  css: "text/css; charset=UTF-8",
};

interface Variant {
  path: string;
  size: number;
}
interface StaticFile {
  type: string;
  identity: Variant;
  br?: Variant;
  gzip: Variant;
}

const variant = (path: string): Variant | undefined => {
  try {
    const s = statSync(path);
    return s.isFile() ? { path, size: s.size } : undefined;
  } catch {
    return undefined;
  }
};

/** The file under `dir` that `url` names, or null when it names none (or is not a path there). */
export function staticFilePath(dir: string, url: string): string | null {
  const end = url.search(/[?#]/);
  const pathname = end < 0 ? url : url.slice(0, end);
  if (!pathname.startsWith(PREFIX)) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return null;
  }
  if (rest.includes("\0") || rest.includes("\\") || rest.split("/").some((s) => s === "" || s === "." || s === ".."))
    return null;
  return join(dir, ...rest.split("/"));
}

/** Whether the request's Accept-Encoding lists `coding` with a non-zero weight. */
export function accepts(header: string | string[] | undefined, coding: string): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  return value.split(",").some((part) => {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** `next` with the build's compressed scripts and stylesheets under `staticDir` served first. */
export function withStaticFiles(next: RequestHandler, staticDir: string): RequestHandler {
  // Found files only: their names are the build's, so the map holds at most the build's files.
  const found = new Map<string, StaticFile>();
  const lookUp = (path: string): StaticFile | undefined => {
    const known = found.get(path);
    if (known) return known;
    const type = TYPES[path.slice(path.lastIndexOf(".") + 1)];
    const identity = type && path.startsWith(staticDir + sep) ? variant(path) : undefined;
    // The .gz is written last: without it the file is not compressed (yet), and Next.js compresses it as before.
    const gzip = identity && variant(`${path}.gz`);
    if (!type || !identity || !gzip) return undefined;
    const file = { type, identity, br: variant(`${path}.br`), gzip };
    found.set(path, file);
    return file;
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.method === "GET" || req.method === "HEAD") && req.url ? staticFilePath(staticDir, req.url) : null;
    const file = path ? lookUp(path) : undefined;
    if (!file) return next(req, res);
    const accepted =
      file.br && accepts(req.headers["accept-encoding"], "br")
        ? "br"
        : accepts(req.headers["accept-encoding"], "gzip")
          ? "gzip"
          : null;
    // A file of a few bytes is smaller as it is than compressed.
    const encoding = accepted && file[accepted]!.size < file.identity.size ? accepted : null;
    const sent = encoding ? file[encoding]! : file.identity;
    res.writeHead(200, {
      "Content-Type": file.type,
      "Content-Length": sent.size,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      Vary: "Accept-Encoding",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    if (req.method === "HEAD") {
      res.end();
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const stream = createReadStream(sent.path);
      stream.on("error", () => res.destroy());
      res.on("close", () => {
        stream.destroy();
        resolve();
      });
      stream.pipe(res);
    });
  };
}
