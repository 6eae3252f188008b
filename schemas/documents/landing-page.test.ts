import { describe, expect, it } from "vitest";
import { slugify } from "./landing-page";

describe("slugify (the Studio's Generate button for a landing page's slug)", () => {
  it("transliterates a Russian heading the way the spec's slugs are written (spec §2)", () => {
    expect(slugify("Аренда бизнес-джета")).toBe("arenda-biznes-dzheta");
    expect(slugify("Заказ чартера")).toBe("zakaz-chartera");
    expect(slugify("Частный рейс")).toBe("chastnyj-rejs");
    expect(slugify("Заказ самолёта")).toBe("zakaz-samoleta");
    expect(slugify("VIP-чартер")).toBe("vip-charter");
  });

  it("keeps only lower-case letters, digits and single hyphens, within 60 characters", () => {
    expect(slugify("  Private jet — «Москва» → Сочи!  ")).toBe("private-jet-moskva-sochi");
    const long = slugify("Аренда частного самолёта из Москвы в Дубай, Стамбул, Баку, Минск и Сочи");
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
