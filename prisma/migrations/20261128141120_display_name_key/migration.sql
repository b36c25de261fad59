-- Display names are unique in the form two names are compared in: NFKC (full-width letters as half-width ones),
-- whitespace trimmed and collapsed, case-folded. The app fills "displayNameKey" for new and renamed accounts
-- (src/server/accounts/display-name-key.ts); this fills it for the existing ones with the same steps.
CREATE FUNCTION "display_name_key_in_migration"(name TEXT) RETURNS TEXT LANGUAGE SQL IMMUTABLE AS $$
  SELECT lower(upper(btrim(regexp_replace(normalize(name, NFKC), '\s+', ' ', 'g'))))
$$;

ALTER TABLE "User" ADD COLUMN "displayNameKey" TEXT;

-- Bots: one account per name and level, named with its level ("Strong Bot Ume"), so the names differ.
UPDATE "User" SET "displayName" = initcap("botLevel") || ' ' || "displayName"
WHERE "botLevel" IS NOT NULL AND "displayName" LIKE 'Bot %';

UPDATE "User" SET "displayNameKey" = "display_name_key_in_migration"("displayName");

-- Names that read the same: the earliest account keeps it (bots first), each later one gets the first free " 2",
-- " 3"... suffix, in the order the accounts were created.
DO $$
DECLARE
  later RECORD;
  n INT;
  candidate TEXT;
BEGIN
  FOR later IN
    SELECT "id", "displayName" FROM (
      SELECT "id", "displayName", "displayNameKey", "createdAt",
        row_number() OVER (PARTITION BY "displayNameKey" ORDER BY ("botLevel" IS NULL), "createdAt", "id") AS "rank"
      FROM "User"
    ) ranked
    WHERE "rank" > 1
    ORDER BY "createdAt", "id"
  LOOP
    n := 2;
    LOOP
      candidate := rtrim(left(later."displayName", 32 - length(n::TEXT) - 1)) || ' ' || n::TEXT;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "User" WHERE "displayNameKey" = "display_name_key_in_migration"(candidate));
      n := n + 1;
    END LOOP;
    UPDATE "User" SET "displayName" = candidate, "displayNameKey" = "display_name_key_in_migration"(candidate) WHERE "id" = later."id";
  END LOOP;
END $$;

DROP FUNCTION "display_name_key_in_migration"(TEXT);

ALTER TABLE "User" ALTER COLUMN "displayNameKey" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "User_displayNameKey_key" ON "User"("displayNameKey");
