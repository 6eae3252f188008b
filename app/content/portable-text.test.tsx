// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "~/utils/language";
import { RichTextView } from "./portable-text";
import { isRichTextHref, portableTextSchema, type RichText } from "./portable-text-schema";

afterEach(cleanup);

const span = (text: string, marks: string[] = []) => ({ _type: "span", _key: text, text, marks });
const block = (key: string, children: object[], extra: Record<string, unknown> = {}) => ({
  _type: "block",
  _key: key,
  style: "normal",
  markDefs: [],
  children,
  ...extra,
});
const link = (key: string, href: string) => ({ _type: "link", _key: key, href });

/** What an editor can write in `localeBlockContent` (schemas/objects/locale-block-content.ts). */
const document = [
  block("h", [span("Куда летать")], { style: "h2" }),
  block("h3", [span("Подробнее")], { style: "h3" }),
  block("p", [
    span("Из России — "),
    span("напрямую", ["strong"]),
    span(" или "),
    span("с пересадкой", ["em"]),
    span("."),
  ]),
  block("b1", [span("Турция")], { listItem: "bullet", level: 1 }),
  block("b2", [span("ОАЭ")], { listItem: "bullet", level: 1 }),
  block("n1", [span("Позвоните")], { listItem: "number", level: 1 }),
  block("n2", [span("Летите")], { listItem: "number", level: 1 }),
  block(
    "links",
    [
      span("контакты", ["l1"]),
      span(" "),
      span("условия", ["l2"]),
      span(" "),
      span("Росавиация", ["l3"]),
      span(" "),
      span("почта", ["l4"]),
      span(" "),
      span("опасная", ["l5"]),
    ],
    {
      markDefs: [
        link("l1", "/contacts/#office"),
        link("l2", "/docs/terms.pdf"),
        link("l3", "https://favt.gov.ru/"),
        link("l4", "mailto:sales@charterline.ru"),
        link("l5", "javascript:alert(1)"),
      ],
    },
  ),
];

function renderRichText(value: RichText, language: Language) {
  const Stub = createRemixStub([
    { path: "*", Component: () => <RichTextView value={value} language={language} className="prose" /> },
  ]);
  render(<Stub initialEntries={[language === "en" ? "/en/restrictions/" : "/restrictions/"]} />);
}

describe("Portable Text (decision 007, localeBlockContent)", () => {
  it("renders headings, paragraphs, lists and emphasis", async () => {
    const value = portableTextSchema.parse(document);
    if (!value) throw new Error("expected blocks");
    renderRichText(value, "ru");
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe("Куда летать");
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Подробнее");
    expect(screen.getByText("напрямую").tagName).toBe("STRONG");
    expect(screen.getByText("с пересадкой").tagName).toBe("EM");
    const [bullets, numbers] = screen.getAllByRole("list");
    expect(bullets?.tagName).toBe("UL");
    expect(bullets?.textContent).toBe("ТурцияОАЭ");
    expect(numbers?.tagName).toBe("OL");
    expect(numbers?.textContent).toBe("ПозвонитеЛетите");
  });

  it("localises site links for English and keeps files, mail and external links as written", async () => {
    const value = portableTextSchema.parse(document);
    if (!value) throw new Error("expected blocks");
    renderRichText(value, "en");
    expect((await screen.findByRole("link", { name: "контакты" })).getAttribute("href")).toBe(
      "/en/contacts/#office",
    );
    expect(screen.getByRole("link", { name: "условия" }).getAttribute("href")).toBe("/docs/terms.pdf");
    const external = screen.getByRole("link", { name: "Росавиация" });
    expect(external.getAttribute("href")).toBe("https://favt.gov.ru/");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("link", { name: "почта" }).getAttribute("href")).toBe(
      "mailto:sales@charterline.ru",
    );
    // A javascript: address never becomes a link; its text stays.
    expect(screen.queryByRole("link", { name: "опасная" })).toBeNull();
    expect(screen.getByText(/опасная/)).toBeTruthy();
  });

  it("keeps Russian site paths on the Russian page", async () => {
    const value = portableTextSchema.parse([
      block("p", [span("контакты", ["l"])], { markDefs: [link("l", "/contacts/")] }),
    ]);
    if (!value) throw new Error("expected blocks");
    renderRichText(value, "ru");
    expect((await screen.findByRole("link", { name: "контакты" })).getAttribute("href")).toBe("/contacts/");
  });

  it("drops what the site does not style and is null for an empty text", () => {
    const parsed = portableTextSchema.parse([
      { _type: "image", _key: "i", asset: { _ref: "image-x" } },
      block("q", [span("цитата", ["underline"]), { _type: "inlineWidget", _key: "w" }], {
        style: "blockquote",
      }),
    ]);
    expect(parsed).toEqual([
      {
        _type: "block",
        _key: "q",
        style: "normal",
        children: [{ _type: "span", _key: "цитата", text: "цитата", marks: [] }],
        markDefs: [],
      },
    ]);
    expect(portableTextSchema.parse(null)).toBeNull();
    expect(portableTextSchema.parse([])).toBeNull();
    expect(portableTextSchema.parse([block("e", [span("  ")])])).toBeNull();
  });

  it("allows the addresses the Studio allows", () => {
    expect(
      ["/contacts/", "https://x.example/", "mailto:a@b.ru", "tel:+74951204545"].map(isRichTextHref),
    ).toEqual([true, true, true, true]);
    expect(
      ["//evil.example/", "http://x.example/", "javascript:alert(1)", "/\\evil"].map(isRichTextHref),
    ).toEqual([false, false, false, false]);
  });
});
