import { desc } from "drizzle-orm";
import type { QualityReport } from "../../../domain/admin";
import type { Database } from "../../db/client";
import { qualityReports } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { GenerationProvider } from "../../providers/generation/generation-provider";
import { summariseQualityReport } from "../quality/summary";

/**
 * The content-quality report of the admin lab: the fixed briefs and photos (tests/fixtures/quality)
 * through the configured writer, summed up per target and per platform — the same suite
 * `npm run quality` prints. Stored, so every admin and every app copy sees the latest one.
 */
export async function runQualityReport(
  db: Database,
  provider: GenerationProvider,
  adminId: string,
): Promise<QualityReport> {
  // The suite (its photo renderer, the corpus) is loaded when an admin runs it, not at every start.
  const { runQualitySuite } = await import("../quality/suite");
  const suite = await runQualitySuite({ provider });
  // The summary is one long synchronous step: let waiting requests (health checks) in first.
  await new Promise<void>((resolve) => setImmediate(resolve));
  const summary = summariseQualityReport(suite);
  const [row] = await db
    .insert(qualityReports)
    .values({ engine: summary.engine, report: summary, createdBy: adminId })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toQualityReport(row);
}

export async function latestQualityReport(db: Database): Promise<QualityReport> {
  const [row] = await db.select().from(qualityReports).orderBy(desc(qualityReports.createdAt)).limit(1);
  if (!row) throw new AppError("not_found", "No quality report yet: run one first");
  return toQualityReport(row);
}

/**
 * A stored summary as the page reads it. Reports stored by an older version lack measures added
 * since (price in band, category in branch): they read as "not measured" (null), never a 500.
 */
function toQualityReport(row: typeof qualityReports.$inferSelect): QualityReport {
  const summary = row.report as Omit<QualityReport, "id" | "createdAt">;
  return {
    ...summary,
    platforms: summary.platforms.map((platform) => ({
      ...platform,
      priceInBand: platform.priceInBand ?? null,
      categoryInBranch: platform.categoryInBranch ?? null,
    })),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
  };
}
