import { describe, expect, it } from "vitest";
import { levelOf, loadPasswordChecker, wordsOf } from "./password-strength";

describe("levelOf", () => {
  it("names zxcvbn's scores: below the server's minimum is weak", () => {
    expect([0, 1, 2, 3, 4].map(levelOf)).toEqual(["weak", "weak", "fair", "good", "strong"]);
  });
});

describe("wordsOf", () => {
  it("splits the user's details into the words a password should not lean on", () => {
    expect(wordsOf(["Ada.Lovelace@example.com", "Ada", null, undefined, "Jo"])).toEqual([
      "ada.lovelace@example.com",
      "ada.lovelace",
      "ada",
      "lovelace",
      "example",
      "com",
      "jo",
    ]);
  });
});

describe("loadPasswordChecker", () => {
  it("loads once and scores with zxcvbn's feedback", async () => {
    const first = loadPasswordChecker();
    expect(loadPasswordChecker()).toBe(first);
    const check = await first;

    const common = check("password1");
    expect(common.level).toBe("weak");
    expect(common.tooWeak).toBe(true);
    expect(common.warning).toBe("This is a commonly used password.");
    expect(common.suggestions.length).toBeGreaterThan(0);

    const phrase = check("violet tractor umbrella harbour");
    expect(phrase).toMatchObject({ score: 4, level: "strong", tooWeak: false, warning: null });
  }, 20_000);

  it("counts the user's own details against the password", async () => {
    const check = await loadPasswordChecker();
    expect(check("lovelace1843", ["lovelace"]).score).toBeLessThan(check("lovelace1843").score);
  }, 20_000);
});
