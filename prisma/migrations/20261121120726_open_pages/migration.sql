-- CreateTable
CREATE TABLE "OpenPage" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "href" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OpenPage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OpenPage_userId_href_idx" ON "OpenPage"("userId", "href");

-- AddForeignKey
ALTER TABLE "OpenPage" ADD CONSTRAINT "OpenPage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
