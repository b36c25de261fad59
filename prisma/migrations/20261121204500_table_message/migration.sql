-- CreateTable
CREATE TABLE "TableMessage" (
    "id" TEXT NOT NULL,
    "seq" SERIAL NOT NULL,
    "tableId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deletedAt" TIMESTAMP(3),
    "deletedById" TEXT,

    CONSTRAINT "TableMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TableMessage_seq_key" ON "TableMessage"("seq");

-- CreateIndex
CREATE INDEX "TableMessage_tableId_seq_idx" ON "TableMessage"("tableId", "seq");

-- CreateIndex
CREATE INDEX "TableMessage_authorId_idx" ON "TableMessage"("authorId");

-- AddForeignKey
ALTER TABLE "TableMessage" ADD CONSTRAINT "TableMessage_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "Table"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TableMessage" ADD CONSTRAINT "TableMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TableMessage" ADD CONSTRAINT "TableMessage_deletedById_fkey" FOREIGN KEY ("deletedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
