import { describe, expect, it } from "vitest";
import { localeLength, SEO_DESCRIPTION_MAX, SEO_DESCRIPTION_MIN, SEO_TITLE_MAX } from "./rule";
import {
  characters,
  countLength,
  DESCRIPTION_LIMITS,
  snippetAddress,
  snippetText,
  TITLE_LIMITS,
} from "./search-snippet";

const text = (length: number) => "а".repeat(length);

describe("countLength", () => {
  it("shows the length against the limit the schema warns at", () => {
    expect(TITLE_LIMITS).toEqual({ max: SEO_TITLE_MAX });
    expect(DESCRIPTION_LIMITS).toEqual({ min: SEO_DESCRIPTION_MIN, max: SEO_DESCRIPTION_MAX });
    expect(countLength("Чартер частного самолёта", TITLE_LIMITS)).toEqual({
      length: 24,
      label: `24 / ${SEO_TITLE_MAX}`,
      tone: "positive",
      hint: null,
    });
  });

  it("turns to caution exactly where the schema's warning starts", () => {
    // The same boundaries as rule.ts localeLength, which the seo object's warnings use.
    const titleWarning = localeLength({ max: SEO_TITLE_MAX });
    const descriptionWarning = localeLength({ min: SEO_DESCRIPTION_MIN, max: SEO_DESCRIPTION_MAX });
    for (const length of [1, SEO_TITLE_MAX - 1, SEO_TITLE_MAX, SEO_TITLE_MAX + 1, 100]) {
      const warned = titleWarning({ ru: text(length) }, {}) !== true;
      expect(countLength(text(length), TITLE_LIMITS).tone).toBe(warned ? "caution" : "positive");
    }
    for (const length of [
      1,
      SEO_DESCRIPTION_MIN - 1,
      SEO_DESCRIPTION_MIN,
      SEO_DESCRIPTION_MAX,
      SEO_DESCRIPTION_MAX + 1,
    ]) {
      const warned = descriptionWarning({ ru: text(length) }, {}) !== true;
      expect(countLength(text(length), DESCRIPTION_LIMITS).tone).toBe(warned ? "caution" : "positive");
    }
  });

  it("says by how much a field misses", () => {
    expect(countLength(text(SEO_TITLE_MAX + 2), TITLE_LIMITS).hint).toBe(
      "Длиннее на 2 символа: поисковик обрежет конец",
    );
    expect(countLength(text(SEO_DESCRIPTION_MIN - 5), DESCRIPTION_LIMITS)).toMatchObject({
      label: `${SEO_DESCRIPTION_MIN - 5} / ${SEO_DESCRIPTION_MAX}`,
      tone: "caution",
      hint: `Короче минимума ${SEO_DESCRIPTION_MIN} на 5 символов: поисковик может взять текст со страницы`,
    });
  });

  it("is neutral while the field is empty (the required rule speaks then)", () => {
    expect(countLength(undefined, TITLE_LIMITS)).toEqual({
      length: 0,
      label: `0 / ${SEO_TITLE_MAX}`,
      tone: "default",
      hint: "Не заполнено",
    });
    expect(countLength("", DESCRIPTION_LIMITS).tone).toBe("default");
  });
});

describe("characters", () => {
  it("agrees the Russian noun with the number", () => {
    expect([1, 2, 5, 11, 12, 21, 22, 25, 101, 111].map(characters)).toEqual([
      "1 символ",
      "2 символа",
      "5 символов",
      "11 символов",
      "12 символов",
      "21 символ",
      "22 символа",
      "25 символов",
      "101 символ",
      "111 символов",
    ]);
  });
});

describe("snippetText", () => {
  it("keeps a text within the limit as it is, whitespace collapsed", () => {
    expect(snippetText("  Аренда   бизнес-джета\nв Москве ", 60)).toBe("Аренда бизнес-джета в Москве");
    expect(snippetText(undefined, 60)).toBe("");
  });

  it("cuts a long text at a word boundary with an ellipsis, within the limit", () => {
    const title = "Аренда частного самолёта в Москве — цены на чартерные рейсы, пустые перегоны";
    const cut = snippetText(title, 60);
    expect(cut).toBe("Аренда частного самолёта в Москве — цены на чартерные рейсы…");
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(title.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it("drops punctuation before the ellipsis", () => {
    expect(snippetText("Один, два, три, четыре, пять, шесть", 17)).toBe("Один, два, три…");
  });

  it("cuts inside a word when the last space is too far back", () => {
    expect(snippetText(`Перелёт ${"б".repeat(80)}`, 60)).toBe(`Перелёт ${"б".repeat(51)}…`);
  });
});

describe("snippetAddress", () => {
  it("shows the host and the path as breadcrumbs", () => {
    expect(snippetAddress("https://charterline.ru/en/routes/moscow-sochi/")).toBe(
      "charterline.ru › en › routes › moscow-sochi",
    );
    expect(snippetAddress("http://localhost:3000/")).toBe("localhost:3000");
  });
});
