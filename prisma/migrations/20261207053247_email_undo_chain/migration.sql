-- AlterTable
ALTER TABLE "User" DROP COLUMN "emailBefore";

-- CreateTable
CREATE TABLE "EmailUndo" (
    "userId" TEXT NOT NULL,
    "linkIssuedAt" TIMESTAMP(3) NOT NULL,
    "undoneAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmailUndo_pkey" PRIMARY KEY ("userId","linkIssuedAt")
);

-- AddForeignKey
ALTER TABLE "EmailUndo" ADD CONSTRAINT "EmailUndo_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
