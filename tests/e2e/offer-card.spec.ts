import { expect, test } from "./fixtures";

/**
 * The offer card, compact since issue 28 item 1, and the blocks around the results (issue 5 item 2;
 * spec §2 "Card", §8) in the
 * built site, on the seed's Moscow Vnukovo → St Petersburg Pulkovo route. The not-found block and its
 * phone form are exercised by search.spec.ts, with the results screen they belong to.
 */

/** A departure inside the window (spec §9: from tomorrow 12:00 up to 89 days on), at `hour`:00. */
function localDay(daysAhead: number, hour = 12): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  return `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

test(
  "a round-trip card shows its legs, facts, price and offer number and opens the flight view",
  { tag: "@both-viewports" },
  async ({ page, visit }) => {
    // Back the same evening, as the return toggle starts it (spec §4): the seeded schedule keeps
    // Moscow's jets busy on some multi-day spans (the engine does not yet fly home between the legs,
    // see the closing note of issue 6), so a four-day return can find none on some dates.
    await visit(`/search/UUWW/ULLI/${localDay(10)}/2/?back=${localDay(10, 18)}`, "offer-cards-round-trip");
    const card = page.locator(".offer-card").first();
    await expect(card).toBeVisible();
    await expect(card.locator(".offer-leg")).toHaveCount(2);
    await expect(card.locator(".offer-leg").first()).toContainText("Туда");
    await expect(card.locator(".offer-leg").nth(1)).toContainText("Обратно");
    await expect(card.locator('[data-fact="flight-time"]').first()).toContainText(/\d+ (ч|мин)/);
    await expect(card.locator('[data-fact="seats"]')).toContainText(/\d+ мест/);
    await expect(card.locator('[data-fact="price"]')).toContainText("₽");
    // Issue 28, item 1: the compact card leaves the offer number to the flight page.
    await expect(card.locator('[data-fact="offer"]')).toHaveCount(0);
    // The small photo, or the drawn placeholder, never a broken image.
    const photo = card.locator("img.offer-card__photo");
    if ((await photo.count()) > 0) {
      await expect(photo).toHaveAttribute("width", "128");
    } else {
      await expect(card.locator(".offer-card__placeholder")).toBeVisible();
    }
    // One link per card, to the flight view; the whole card is its target.
    const link = card.getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", /\/flight\//);
    await expect(link).toHaveAccessibleName(/.+, .+₽/);
    // The link is stretched over the card: a click on the price, outside the link's text, opens it.
    const price = card.locator('[data-fact="price"]');
    await price.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await price.click({ force: true });
    await expect(page).toHaveURL(/\/flight\//);
    // The offer's number is on the flight page.
    await expect(page.locator(".flight-order-info__line").first()).toContainText(/^Рейс .+, /);
  },
);

test("the results end with the contact-manager block", async ({ page, visit }) => {
  await visit(`/en/search/UUWW/ULLI/${localDay(12)}/2/`, "offer-cards-en");
  await expect(page.locator(".offer-card").first()).toContainText(/\d+ h|\d+ min/);
  const block = page.locator(".offer-contact");
  await expect(block).toContainText("Call or message a manager");
  await expect(block.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
});
