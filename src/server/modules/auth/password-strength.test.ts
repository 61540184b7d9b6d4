import { describe, expect, it } from "vitest";
import { OWN_EMAIL_PASSWORD_MESSAGE, ownWordsOf, passwordWeakness } from "./password-strength";

describe("the account's own words (issue 29)", () => {
  it("are the inputs whole, an e-mail's local part, and their words of 3+ characters", () => {
    expect(ownWordsOf(["Robin.K.Ashdown@Example.com", "Robin", null, undefined, "  "])).toEqual([
      "robin.k.ashdown@example.com",
      "robin.k.ashdown",
      "robin",
      "ashdown",
      "example",
      "com",
    ]);
  });

  it("refuse the e-mail address and its local part as the password, in any case", async () => {
    const email = "Qx7.vantablack.Zeta@shop-mail.io";
    for (const password of [
      email,
      "qx7.vantablack.zeta",
      "QX7.VANTABLACK.ZETA@SHOP-MAIL.IO",
      " Qx7.vantablack.Zeta ",
    ]) {
      expect(await passwordWeakness(password, [email, "Zeta", null]), password).toBe(
        OWN_EMAIL_PASSWORD_MESSAGE,
      );
    }
    expect(await passwordWeakness("Qx7.vantablack.Zeta!", [email])).toMatch(
      /^This password is too easy to guess/,
    );
    expect(await passwordWeakness("calm-river-otter-31", [email, "Zeta", "Quill"])).toBeNull();
  });
});
