-- AlterTable
ALTER TABLE "Table" ADD COLUMN     "presetVersionId" TEXT;

-- CreateIndex
CREATE INDEX "Table_presetVersionId_idx" ON "Table"("presetVersionId");

-- AddForeignKey
ALTER TABLE "Table" ADD CONSTRAINT "Table_presetVersionId_fkey" FOREIGN KEY ("presetVersionId") REFERENCES "PresetVersion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
