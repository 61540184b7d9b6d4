import { describe, expect, it } from "vitest";
import { voiceStyleOf, withoutEmoji } from "./voice-style";

const voice = (examplePosts: string[]) => ({ alwaysWords: [], neverWords: [], examplePosts });

describe("voiceStyleOf", () => {
  it("says nothing about length, emoji or sign-off without examples", () => {
    expect(voiceStyleOf(undefined)).toEqual({ alwaysWords: [], about: undefined });
  });

  it("measures length and emoji, and finds a sign-off every example shares", () => {
    const style = voiceStyleOf(
      voice(["New mugs are in 🌿☕\n— Maria at Clay & Co", "Glazed on Sunday 🔥\n— Maria at Clay & Co"]),
    );
    expect(style).toMatchObject({ length: "short", emoji: "many", signOff: "— Maria at Clay & Co" });
  });

  it("finds no sign-off when the last lines differ or a post is one line, and no emoji when none are used", () => {
    const differing = voiceStyleOf(voice(["A long story.\nThanks all", "Another.\nSee you soon"]));
    expect(differing.signOff).toBeUndefined();
    expect(differing.emoji).toBe("none");
    expect(voiceStyleOf(voice(["Just one line — Maria"])).signOff).toBeUndefined();
    expect(voiceStyleOf(voice([`${"word ".repeat(150)}\nxo, Ana`])).signOff).toBe("xo, Ana");
  });

  it("calls long examples long", () => {
    expect(voiceStyleOf(voice(["x".repeat(700)])).length).toBe("long");
  });
});

describe("withoutEmoji", () => {
  it("removes emoji, joined sequences included, and tidies spaces", () => {
    expect(withoutEmoji("Hola 👋 amigos 👩‍🎨 ✨\n  nuevo ☕️ aquí")).toBe("Hola amigos\nnuevo aquí");
  });
});
