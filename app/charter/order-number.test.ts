import { describe, expect, it } from "vitest";
import { newId } from "./ids";
import { idOfOrderNumber, orderNumber } from "./order-number";

// Issue 28, item 5: one order number, the pre-order's id, however a customer reads it out.
describe("the order number", () => {
  it("is the id in capitals, and leads back to it", () => {
    for (let i = 0; i < 50; i += 1) {
      const id = newId();
      expect(orderNumber(id)).toBe(id.toUpperCase());
      expect(idOfOrderNumber(orderNumber(id))).toBe(id);
    }
  });

  it("is found as typed or read out: any case, spaces, hyphens, № and O, I or L for 0 and 1", () => {
    expect(idOfOrderNumber("77JQ24AKXV43")).toBe("77jq24akxv43");
    expect(idOfOrderNumber(" 77jq 24ak-xv43 ")).toBe("77jq24akxv43");
    expect(idOfOrderNumber("№ 77JQ24AKXV43")).toBe("77jq24akxv43");
    expect(idOfOrderNumber("1O0ILXV43ABC")).toBe("10011xv43abc");
  });

  it("is not an offer number, a phone or a name", () => {
    for (const text of ["74MT1SNJJQ02-1", "+7 916 123-45-67", "Анна", "", "77JQ24AKXV4U"]) {
      expect(idOfOrderNumber(text), text).toBeNull();
    }
  });
});
