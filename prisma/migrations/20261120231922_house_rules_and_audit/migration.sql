-- CreateTable
CREATE TABLE "HouseRulePreset" (
    "id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "builtIn" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HouseRulePreset_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PresetVersion" (
    "id" TEXT NOT NULL,
    "presetId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "options" JSONB NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PresetVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" TEXT NOT NULL,
    "actorId" TEXT,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HouseRulePreset_game_hidden_idx" ON "HouseRulePreset"("game", "hidden");

-- CreateIndex
CREATE UNIQUE INDEX "HouseRulePreset_game_slug_key" ON "HouseRulePreset"("game", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "PresetVersion_presetId_version_key" ON "PresetVersion"("presetId", "version");

-- CreateIndex
CREATE INDEX "AuditLog_createdAt_idx" ON "AuditLog"("createdAt");

-- CreateIndex
CREATE INDEX "AuditLog_targetType_targetId_createdAt_idx" ON "AuditLog"("targetType", "targetId", "createdAt");

-- AddForeignKey
ALTER TABLE "HouseRulePreset" ADD CONSTRAINT "HouseRulePreset_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PresetVersion" ADD CONSTRAINT "PresetVersion_presetId_fkey" FOREIGN KEY ("presetId") REFERENCES "HouseRulePreset"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PresetVersion" ADD CONSTRAINT "PresetVersion_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- At most one default preset per game (the services keep at least one: setting a default unsets the previous one in
-- the same transaction). Prisma's schema language has no partial indexes, so it lives here only.
CREATE UNIQUE INDEX "HouseRulePreset_one_default_per_game" ON "HouseRulePreset"("game") WHERE "isDefault";

-- A version is immutable: tables pin it so their rules never change under the players. Updates do nothing (Prisma's
-- update then fails with "record not found"). A rule rather than a plpgsql trigger: prisma migrate deploy splits the
-- script at every semicolon, even inside a quoted function body.
CREATE RULE "PresetVersion_immutable" AS ON UPDATE TO "PresetVersion" DO INSTEAD NOTHING;
