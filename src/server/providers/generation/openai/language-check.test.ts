import { describe, expect, it } from "vitest";
import { type LanguageCode, languageCodes } from "../../../../domain/languages";
import { checkLanguage, MIN_LATIN_LETTERS, prose } from "./language-check";

/** The same mug post in each of the twenty languages, as a seller's customers would write it. */
const posts: Record<LanguageCode, string> = {
  en: "Meet our new stoneware mug, thrown by hand in small batches. The sage green glaze catches the morning light, and the handle fits your fingers just right. Perfect for slow coffee on a quiet Sunday.",
  es: "Conoce nuestra nueva taza de gres, hecha a mano en pequeños lotes. El esmalte verde salvia atrapa la luz de la mañana y el asa se adapta perfectamente a tus dedos. Ideal para un café tranquilo el domingo.",
  pt: "Conheça a nossa nova caneca de grés, feita à mão em pequenos lotes. O esmalte verde-sálvia reflete a luz da manhã e a alça encaixa perfeitamente nos seus dedos. Perfeita para um café sem pressa no domingo.",
  fr: "Découvrez notre nouveau mug en grès, tourné à la main en petites séries. L'émail vert sauge capte la lumière du matin et l'anse tient parfaitement dans la main. Idéal pour un café tranquille le dimanche.",
  de: "Entdecke unseren neuen Steinzeugbecher, handgedreht in kleinen Serien. Die salbeigrüne Glasur fängt das Morgenlicht ein, und der Henkel liegt perfekt in der Hand. Ideal für einen ruhigen Kaffee am Sonntag.",
  it: "Scopri la nostra nuova tazza in gres, fatta a mano in piccoli lotti. Lo smalto verde salvia cattura la luce del mattino e il manico si adatta perfettamente alle dita. Perfetta per un caffè lento la domenica.",
  nl: "Maak kennis met onze nieuwe mok van steengoed, met de hand gedraaid in kleine series. Het saliegroene glazuur vangt het ochtendlicht en het oor past precies in je hand. Perfect voor een rustige koffie op zondag.",
  pl: "Poznaj nasz nowy kubek z kamionki, toczony ręcznie w małych partiach. Szałwiowozielone szkliwo łapie poranne światło, a ucho idealnie leży w dłoni. Idealny na spokojną kawę w niedzielę.",
  sv: "Möt vår nya mugg i stengods, drejad för hand i små serier. Den salviagröna glasyren fångar morgonljuset och handtaget passar perfekt i handen. Perfekt för en lugn kaffe en söndag.",
  tr: "Küçük partiler halinde elde yapılan yeni taş kupamızla tanışın. Adaçayı yeşili sır sabah ışığını yakalıyor ve kulp elinize tam oturuyor. Sakin bir pazar kahvesi için mükemmel.",
  id: "Kenalan dengan mug stoneware baru kami, dibuat dengan tangan dalam jumlah kecil. Glasir hijau sage menangkap cahaya pagi dan gagangnya pas di tangan. Cocok untuk kopi santai di hari Minggu.",
  vi: "Làm quen với chiếc cốc gốm mới của chúng tôi, được làm thủ công theo từng mẻ nhỏ. Lớp men xanh lá xô thơm bắt ánh sáng buổi sáng và quai cầm vừa vặn trong tay. Hoàn hảo cho ly cà phê chậm rãi ngày Chủ nhật.",
  ja: "小さな窯で一つずつ手作りした、新しい陶器のマグカップです。セージグリーンの釉薬が朝の光をやさしく受け止め、持ち手は指にしっくりなじみます。静かな日曜日のコーヒーにぴったりです。",
  ko: "작은 가마에서 하나하나 손으로 빚은 새 도자기 머그를 소개합니다. 세이지 그린 유약이 아침 햇살을 머금고, 손잡이는 손가락에 꼭 맞아요. 조용한 일요일 커피 한 잔에 딱이에요.",
  "zh-Hans":
    "这是我们新推出的手工陶瓷马克杯，每一个都是小批量手工制作。鼠尾草绿的釉色在晨光下特别温柔，杯把握起来很舒服。安静的周日早上来一杯咖啡，刚刚好。喜欢的话请给我们留言，我们会尽快回复。",
  "zh-Hant":
    "這是我們新推出的手工陶瓷馬克杯，每一個都是小批量手工製作。鼠尾草綠的釉色在晨光下特別溫柔，杯把握起來很舒服。安靜的週日早上來一杯咖啡，剛剛好。喜歡的話請給我們留言，我們會盡快回覆。",
  hi: "पेश है हमारा नया हाथ से बना सिरेमिक मग, छोटे बैचों में तैयार किया गया। सेज हरा ग्लेज़ सुबह की रोशनी को खूबसूरती से पकड़ता है और हैंडल हाथ में बिल्कुल सही बैठता है। शांत रविवार की कॉफी के लिए एकदम सही।",
  th: "ขอแนะนำแก้วมัคเซรามิกใบใหม่ของเรา ปั้นด้วยมือทีละใบในล็อตเล็ก ๆ เคลือบสีเขียวเซจรับแสงยามเช้าอย่างนุ่มนวล หูจับพอดีมือ เหมาะกับกาแฟแก้วโปรดในวันอาทิตย์สบาย ๆ",
  ar: "تعرّفوا على كوبنا الجديد من الخزف الحجري، مصنوع يدويًا على دفعات صغيرة. طلاء أخضر المريمية يلتقط ضوء الصباح بلطف، والمقبض يناسب يدك تمامًا. مثالي لقهوة هادئة في صباح يوم الأحد.",
  he: "הכירו את ספל הקרמיקה החדש שלנו, עבודת יד בסדרות קטנות. הזיגוג בירוק מרווה תופס את אור הבוקר, והידית יושבת בדיוק ביד. מושלם לקפה שקט ביום ראשון בבוקר.",
};

describe("the reply's language", () => {
  it("accepts each of the twenty languages in its own words", () => {
    for (const code of languageCodes) expect(checkLanguage(posts[code], code), code).toEqual({ ok: true });
  });

  it("refuses a reply in any other of them, and says which language it was", () => {
    for (const wanted of languageCodes) {
      for (const written of languageCodes) {
        if (written === wanted) continue;
        const verdict = checkLanguage(posts[written], wanted);
        expect(verdict.ok, `${written} asked as ${wanted}`).toBe(false);
        if (!verdict.ok) expect(verdict.detected, `${written} asked as ${wanted}`).toBe(written);
      }
    }
  });

  it("never refuses a right reply of the length it judges (every window of 80+ letters of each Latin post)", () => {
    const latin: LanguageCode[] = ["en", "es", "pt", "fr", "de", "it", "nl", "pl", "sv", "tr", "id", "vi"];
    for (const code of latin) {
      const text = posts[code];
      for (let start = 0; start + MIN_LATIN_LETTERS + 20 <= text.length; start += 7) {
        const window = text.slice(start, start + MIN_LATIN_LETTERS + 20);
        expect(checkLanguage(window, code), `${code}: ${window}`).toEqual({ ok: true });
      }
    }
  });

  it("does not judge text too short for the detector", () => {
    expect(checkLanguage("Sage green mug, made by hand.", "es")).toEqual({ ok: true });
    expect(checkLanguage("新品", "ja")).toEqual({ ok: true });
  });

  it("does not judge noise: repeated units, random characters, a few words of another script", () => {
    const noise = [
      "a.".repeat(5000),
      "<script>".repeat(500),
      "word ".repeat(1000),
      "aB3$xY9!qW(e)r7^tZ%u2*iO&p1@sD#fG+hJ=kL~zX;cV:bN,mQ.wE?rT[yU]iO{pA}sD|fG<hJ>kL".repeat(20),
      "مرحبا بكم في متجرنا — عربي שלום עולם, חנות קטנה".repeat(3),
      "𠀀𠀁𠀂𠀃𠀄 ꙮ ᚠᚢᚦ ᓀᐦᐃ 漢字 ̈̈ 🏳️‍🌈".repeat(40),
    ];
    for (const text of noise) expect(checkLanguage(text, "en"), text.slice(0, 30)).toEqual({ ok: true });
  });

  it("tells Japanese from Chinese by its kana, even when the Japanese is full of kanji", () => {
    const kanjiHeavy =
      "新作陶器。手作業成形、小窯焼成。朝珈琲最適。限定数量販売中。贈物用包装対応可能です。ぜひどうぞ。";
    expect(checkLanguage(kanjiHeavy, "ja")).toEqual({ ok: true });
    expect(checkLanguage(posts["zh-Hans"], "ja")).toEqual({ ok: false, detected: "zh-Hans" });
    expect(checkLanguage(posts.ja, "zh-Hans")).toEqual({ ok: false, detected: "ja" });
  });

  it("tells simplified from traditional Chinese by the characters only one of them has", () => {
    expect(checkLanguage(posts["zh-Hant"], "zh-Hans")).toEqual({ ok: false, detected: "zh-Hant" });
    expect(checkLanguage(posts["zh-Hans"], "zh-Hant")).toEqual({ ok: false, detected: "zh-Hans" });
    // Text using no character that differs is Chinese either way.
    expect(checkLanguage("手工陶瓷杯，小批量制作，早上喝咖啡刚好，手工陶瓷杯", "zh-Hant")).toEqual({
      ok: true,
    });
  });

  it("reads the prose only: hashtags, links, handles and the brand are no language", () => {
    const spanishPost = `${posts.es} #handmade #pottery #mugs #coffeelover #shopsmall https://clayandco.shop/mug @clayandco`;
    expect(prose(spanishPost, "Clay & Co")).toBe(posts.es);
    const withBrand = `Clay & Co Clay & Co Clay & Co ${posts.es}`;
    expect(checkLanguage(prose(withBrand, "Clay & Co"), "es")).toEqual({ ok: true });
  });
});
