import { describe, expect, it } from "vitest";
import { socialPlatforms } from "../../../../domain/platforms";
import { suggestSchedule } from "./schedule";

describe("suggestSchedule", () => {
  it("covers each selected platform, in order, in one readable line", () => {
    const line = suggestSchedule(socialPlatforms);
    expect(line).toBe(
      "Instagram: Tue–Wed 10am–1pm · Facebook: Mon–Thu 8am–1pm · X: Tue–Fri 9am–noon · LinkedIn: Tue–Wed 10am–noon · Pinterest: Thu–Sat 1–3pm · TikTok: Wed–Thu 2–5pm (times in your audience's local time)",
    );
    expect(suggestSchedule(["tiktok"])).toMatch(/^TikTok: [^·]+\(times/);
  });

  it("moves the hours to when the audience is free", () => {
    expect(suggestSchedule(["instagram"], "students", "students")).toContain("7–10pm");
    expect(suggestSchedule(["linkedin"], "professionals", "professionals")).toContain("8–10am or 12–1pm");
    expect(suggestSchedule(["facebook"], "parents", "parents and families")).toContain("6–8am or 8–10pm");
    expect(suggestSchedule(["facebook"], "parents", "parents and families")).toContain(
      "tuned for parents and families",
    );
  });
});
