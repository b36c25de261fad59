// `npm run cards:sprite`: writes the card sprite to public/ under a name that changes with its content, and the
// module that tells the cards its address. Run it after changing the card art (a test fails until then).
import { createHash } from "node:crypto";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cardSpriteMarkup } from "../src/app/_components/cards/sprite";
import { spriteModuleSource, spriteFileName } from "../src/app/_components/cards/sprite-source";

const root = join(import.meta.dirname, "..");
const markup = cardSpriteMarkup();
const name = spriteFileName(createHash("sha256").update(markup).digest("hex"));
for (const old of readdirSync(join(root, "public")).filter((f) => /^cards-[0-9a-f]+\.svg$/.test(f)))
  rmSync(join(root, "public", old));
writeFileSync(join(root, "public", name), markup);
writeFileSync(join(root, "src/app/_components/cards/sprite-file.ts"), spriteModuleSource(name));
console.log(`public/${name}: ${markup.length} bytes`);
