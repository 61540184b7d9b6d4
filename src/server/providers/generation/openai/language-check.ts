import { francAll } from "franc";
import { type LanguageCode, languages } from "../../../../domain/languages";

/**
 * Is a model's reply in the language the seller asked for (issue 17)? Models drift back to
 * English (or to the language of the seller's own fields) often enough that the reply is checked
 * before anything is stored or charged.
 *
 * Two steps, because a trigram detector only tells apart languages that share a script:
 * 1. The script: most languages here own one (Hangul, Thai, Arabic, Hebrew, Devanagari), and
 *    Japanese is Han plus kana. Text mostly in another script than the asked-for language's is
 *    in the wrong language.
 * 2. Latin-script text is judged by franc (trigram profiles; ISO 639-3 codes in languages.ts),
 *    asked only about the twelve Latin-script languages we offer. franc scores the best match 1
 *    and the rest relative to it; the reply is wrong only when the asked-for language scores
 *    below WRONG_BELOW. Close relatives (Spanish/Portuguese, Dutch/German) can swap places on
 *    short text, so "not first" alone would refuse good replies.
 * 3. Chinese: franc says `cmn` for both scripts; simplified and traditional are told apart by
 *    counting characters that exist in only one of them (HANS_ONLY/HANT_ONLY).
 *
 * Short text is not judged: below MIN_LATIN_LETTERS letters (fewer for other scripts, which
 * carry more per letter) it passes, and so does text that is not prose (see judgeable). Measured on one mug post in each of the twelve Latin-script
 * languages, cut into every window of a given length (language-check.test.ts keeps the post):
 * at 80 characters and WRONG_BELOW 0.95 no right reply was refused and 99% of wrong ones were
 * caught, every English one among them (the misses: Portuguese taken for Spanish, Italian for
 * Spanish or Portuguese, Dutch for German); at 40 characters 6% of right replies were refused.
 * A real reply (six captions, or titles and descriptions) is hundreds of letters long.
 */

export const MIN_LATIN_LETTERS = 80;
/** Letters of another spaced script (Arabic, Hebrew, Devanagari, Hangul). */
export const MIN_SPACED_LETTERS = 30;
/** Characters of a script without spaces (Chinese, Japanese, Thai). */
export const MIN_SPACELESS_CHARS = 20;
export const WRONG_BELOW = 0.95;
/** Enough to judge by, and a bound on the work a very long reply costs. */
const SAMPLE_MAX = 4000;
/**
 * What makes a text prose worth judging rather than noise (a model answering garbage is the
 * normaliser's business, not a language question): one script holds most of its letters, and
 * it has enough different words (or characters, without spaces) that read as words.
 */
const MIN_SCRIPT_SHARE = 0.6;
const MIN_DISTINCT_WORDS = { latin: 8, spaced: 5 };
const MIN_WORDLIKE_SHARE = 0.6;
const MIN_DISTINCT_CHARS = 12;

export type LanguageVerdict = { ok: true } | { ok: false; detected: LanguageCode };

type Script = "latin" | "han" | "kana" | "hangul" | "thai" | "arabic" | "hebrew" | "devanagari";

const SCRIPTS: [Script, RegExp][] = [
  ["latin", /\p{Script=Latin}/u],
  // The common ideographs only: real Chinese and Japanese text lives there, random text seldom does.
  ["han", /[\u4E00-\u9FFF]/u],
  ["kana", /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["hangul", /\p{Script=Hangul}/u],
  ["thai", /\p{Script=Thai}/u],
  ["arabic", /\p{Script=Arabic}/u],
  ["hebrew", /\p{Script=Hebrew}/u],
  ["devanagari", /\p{Script=Devanagari}/u],
];

/** The language that owns a script (Han is Chinese unless kana says Japanese: see scriptLanguage). */
const LANGUAGE_OF_SCRIPT: Partial<Record<Script, LanguageCode>> = {
  hangul: "ko",
  thai: "th",
  arabic: "ar",
  hebrew: "he",
  devanagari: "hi",
};

const francToCode = new Map<string, LanguageCode>(
  languages
    .filter((language) => !language.code.startsWith("zh"))
    .map((language) => [language.franc, language.code]),
);
const LATIN_LANGUAGES = new Set<LanguageCode>([
  "en",
  "es",
  "pt",
  "fr",
  "de",
  "it",
  "nl",
  "pl",
  "sv",
  "tr",
  "id",
  "vi",
]);
const LATIN_FRANC = languages
  .filter((language) => LATIN_LANGUAGES.has(language.code))
  .map((language) => language.franc);

/**
 * Common characters written differently in the two Chinese scripts: each pair is one
 * character's simplified and traditional forms. Everyday words and shop words (买/買 buy,
 * 质/質 quality, 设计/設計 design, 礼/禮 gift) so that a product post holds several.
 */
const CHINESE_PAIRS =
  "这這 个個 们們 说說 时時 为為 会會 对對 来來 国國 过過 还還 发發 后後 样樣 见見 开開 关關 长長 门門 问問 间間 听聽 买買 卖賣 东東 车車 书書 马馬 鸟鳥 鱼魚 爱愛 觉覺 让讓 认認 识識 语語 话話 请請 谢謝 钱錢 货貨 质質 设設 计計 颜顏 礼禮 选選 优優 热熱 网網 产產 级級 价價 实實 办辦 应應 该該 头頭 钟鐘 壶壺 盖蓋 灯燈 织織 丝絲 纸紙 笔筆 与與 从從 给給 这這 无無 现現 经經 动動 种種 欢歡 温溫 适適 简簡 单單 纯純 图圖 华華 丽麗 宝寶 贝貝";
const hansSet = new Set<string>();
const hantSet = new Set<string>();
for (const pair of CHINESE_PAIRS.split(" ")) {
  const [simplified, traditional] = Array.from(pair);
  if (simplified && traditional && simplified !== traditional) {
    hansSet.add(simplified);
    hantSet.add(traditional);
  }
}

/** The most of a reply `prose` reads: what is judged is a sample anyway (SAMPLE_MAX). */
const PROSE_MAX = 2 * SAMPLE_MAX;
const LINK = /^(?:https?:\/\/|www\.)/i;

/**
 * The text a detector should read: no hashtags (often English even in a Spanish post), links,
 * @handles, e-mail addresses or the seller's brand name (which is whatever language it is).
 * Token by token, in linear time: a reply may be 100,000 characters of anything.
 */
export function prose(text: string, brand?: string): string {
  let result = text
    .slice(0, PROSE_MAX)
    .split(/\s+/)
    .map((token) =>
      LINK.test(token) || token.includes("@") ? "" : token.replace(/#[\p{L}\p{M}\p{N}_]+/gu, ""),
    )
    .filter(Boolean)
    .join(" ");
  const name = brand?.trim();
  if (name) result = result.split(name).join(" ");
  return result.replace(/\s+/g, " ").trim();
}

/** Whether `text` (already prose) is in `wanted`, or too short or too noisy to say. */
export function checkLanguage(fullText: string, wanted: LanguageCode): LanguageVerdict {
  const text = fullText.slice(0, SAMPLE_MAX);
  const counts = scriptCounts(text);
  const allLetters = text.match(/\p{L}/gu)?.length ?? 0;
  const japanese = counts.kana > 0 && counts.kana >= 0.1 * (counts.kana + counts.han);
  const merged = { ...counts, han: counts.han + counts.kana, kana: 0 };
  const ranked = (Object.entries(merged) as [Script, number][]).sort((a, b) => b[1] - a[1]);
  const [top, letters] = ranked[0] ?? ["latin", 0];
  const script: Script = top === "han" && japanese ? "kana" : top;
  if (!judgeable(text, script, letters, allLetters)) return { ok: true };

  const wantedScript = scriptOf(wanted);
  if (script === "latin") {
    if (wantedScript !== "latin") return { ok: false, detected: topLatin(text) };
    return latinVerdict(text, wanted);
  }
  const detected =
    script === "kana" ? "ja" : script === "han" ? chineseVariant(text) : LANGUAGE_OF_SCRIPT[script];
  if (!detected) return { ok: true };
  if (script === "han" && (wanted === "zh-Hans" || wanted === "zh-Hant")) {
    // Either Chinese script reads as Chinese; only a clear majority of the other one is wrong.
    return detected === wanted || !clearlyOtherChinese(text, wanted) ? { ok: true } : { ok: false, detected };
  }
  return detected === wanted ? { ok: true } : { ok: false, detected };
}

function judgeable(text: string, script: Script, letters: number, allLetters: number): boolean {
  if (letters < MIN_SCRIPT_SHARE * allLetters) return false;
  if (script === "han" || script === "kana" || script === "thai") {
    const chars = new Set(Array.from(text).filter((char) => /\p{L}/u.test(char)));
    return letters >= MIN_SPACELESS_CHARS && chars.size >= MIN_DISTINCT_CHARS;
  }
  const latin = script === "latin";
  if (letters < (latin ? MIN_LATIN_LETTERS : MIN_SPACED_LETTERS)) return false;
  const tokens = text.split(/\s+/).filter(Boolean);
  const words = tokens
    .map((token) => token.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ""))
    .filter((word) => word.length <= 24 && /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u.test(word));
  const distinct = new Set(words.map((word) => word.toLowerCase())).size;
  return (
    words.length >= MIN_WORDLIKE_SHARE * tokens.length &&
    distinct >= (latin ? MIN_DISTINCT_WORDS.latin : MIN_DISTINCT_WORDS.spaced)
  );
}

function scriptCounts(text: string): Record<Script, number> {
  const counts = Object.fromEntries(SCRIPTS.map(([script]) => [script, 0])) as Record<Script, number>;
  for (const char of text) {
    for (const [script, pattern] of SCRIPTS) {
      if (pattern.test(char)) {
        counts[script] += 1;
        break;
      }
    }
  }
  return counts;
}

function scriptOf(code: LanguageCode): Script {
  if (LATIN_LANGUAGES.has(code)) return "latin";
  if (code === "ja") return "kana";
  if (code === "zh-Hans" || code === "zh-Hant") return "han";
  const owned = Object.entries(LANGUAGE_OF_SCRIPT).find(([, language]) => language === code);
  return (owned?.[0] as Script | undefined) ?? "latin";
}

function latinScores(text: string): Map<string, number> {
  return new Map(francAll(text, { only: LATIN_FRANC, minLength: 1 }));
}

function topLatin(text: string): LanguageCode {
  const [best] = latinScores(text).keys();
  return francToCode.get(best ?? "") ?? "en";
}

function latinVerdict(text: string, wanted: LanguageCode): LanguageVerdict {
  const scores = latinScores(text);
  const francCode = languages.find((language) => language.code === wanted)?.franc ?? "";
  if ((scores.get(francCode) ?? 0) >= WRONG_BELOW) return { ok: true };
  return { ok: false, detected: topLatin(text) };
}

function chineseCounts(text: string): { hans: number; hant: number } {
  let hans = 0;
  let hant = 0;
  for (const char of text) {
    if (hansSet.has(char)) hans += 1;
    else if (hantSet.has(char)) hant += 1;
  }
  return { hans, hant };
}

/** Simplified unless traditional-only characters outnumber simplified-only ones. */
function chineseVariant(text: string): LanguageCode {
  const { hans, hant } = chineseCounts(text);
  return hant > hans ? "zh-Hant" : "zh-Hans";
}

/** At least three characters of the other script and more than twice as many as of the wanted one. */
function clearlyOtherChinese(text: string, wanted: LanguageCode): boolean {
  const { hans, hant } = chineseCounts(text);
  const [own, other] = wanted === "zh-Hans" ? [hans, hant] : [hant, hans];
  return other >= 3 && other > 2 * own;
}
