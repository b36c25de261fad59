// Writes src/i18n/page-namespaces.json: the namespaces the root layout sends every page ("layout") and each route
// file's own ("routes", by path under src/app), found by scanning their client components
// (src/app/_lib/testing/message-scan.ts). src/app/page-messages.test.ts fails while the file and the code disagree.
import { writeFileSync } from "node:fs";
import { scanRoutes } from "~/app/_lib/testing/message-scan";

const { layout, pages } = scanRoutes();
writeFileSync("src/i18n/page-namespaces.json", `${JSON.stringify({ layout, routes: pages }, null, 2)}\n`);
