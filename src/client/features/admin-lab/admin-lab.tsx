import { BarChart3, Images, ListChecks, PlayCircle } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { BulkImageTest } from "./bulk-image-test";
import { InteractiveRunner } from "./interactive-runner";
import type { UploadImage } from "./lab-files";
import { QualityReportPanel } from "./quality-report-panel";
import { TestCasesTab } from "./test-cases-tab";

/**
 * The admin quality lab (spec supporting-areas §2): test cases that run real checks, an
 * interactive runner, bulk image testing and the content-quality report. `uploadImage` is the
 * storage round trip, passed in by the page.
 */
export function AdminLab({ uploadImage }: { uploadImage: UploadImage }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Test Case Management</h1>
      <p className="mt-1 text-slate-600">
        The quality lab: define test cases, run them against the live system, and watch content quality.
      </p>
      <Tabs defaultValue="cases" className="mt-6">
        <TabsList aria-label="Quality lab" className="h-auto flex-wrap">
          <TabsTrigger value="cases">
            <ListChecks aria-hidden="true" />
            Test Cases
          </TabsTrigger>
          <TabsTrigger value="interactive">
            <PlayCircle aria-hidden="true" />
            Interactive Runner
          </TabsTrigger>
          <TabsTrigger value="bulk">
            <Images aria-hidden="true" />
            Bulk Image Testing
          </TabsTrigger>
          <TabsTrigger value="quality">
            <BarChart3 aria-hidden="true" />
            Quality Report
          </TabsTrigger>
        </TabsList>
        <TabsContent value="cases">
          <TestCasesTab />
        </TabsContent>
        {/* Runs keep going (and keep their results) while another tab is open. */}
        <TabsContent value="interactive" forceMount className="data-[state=inactive]:hidden">
          <InteractiveRunner uploadImage={uploadImage} />
        </TabsContent>
        <TabsContent value="bulk" forceMount className="data-[state=inactive]:hidden">
          <BulkImageTest uploadImage={uploadImage} />
        </TabsContent>
        <TabsContent value="quality">
          <QualityReportPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
