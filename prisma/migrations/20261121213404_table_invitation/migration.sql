-- CreateTable
CREATE TABLE "TableInvitation" (
    "id" TEXT NOT NULL,
    "tableId" TEXT NOT NULL,
    "inviteeId" TEXT NOT NULL,
    "inviterId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TableInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TableInvitation_inviteeId_idx" ON "TableInvitation"("inviteeId");

-- CreateIndex
CREATE INDEX "TableInvitation_inviterId_idx" ON "TableInvitation"("inviterId");

-- CreateIndex
CREATE UNIQUE INDEX "TableInvitation_tableId_inviteeId_key" ON "TableInvitation"("tableId", "inviteeId");

-- AddForeignKey
ALTER TABLE "TableInvitation" ADD CONSTRAINT "TableInvitation_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "Table"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TableInvitation" ADD CONSTRAINT "TableInvitation_inviteeId_fkey" FOREIGN KEY ("inviteeId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TableInvitation" ADD CONSTRAINT "TableInvitation_inviterId_fkey" FOREIGN KEY ("inviterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
