// Writes src/i18n/page-namespaces.json: the namespaces the root layout sends every page ("layout") and each route
// file's own ("routes", by path under src/app), found by scanning their client components
// (src/app/_lib/testing/message-scan.ts). src/app/page-messages.test.ts fails while the file and the code disagree.
// Written as Prettier formats it, so that the format check passes right after.
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { scanRoutes } from "~/app/_lib/testing/message-scan";

const FILE = "src/i18n/page-namespaces.json";
const { layout, pages } = scanRoutes();
const options = { ...(await resolveConfig(FILE)), filepath: FILE };
writeFileSync(FILE, await format(JSON.stringify({ layout, routes: pages }), options));
