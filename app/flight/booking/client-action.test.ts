import { describe, expect, it } from "vitest";
import { unreachedResult } from "./client-action";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("a booking post that never reached the server (issue 6 §5: never silence)", () => {
  it("stays on the registration step with everything typed", () => {
    const result = unreachedResult(
      "network",
      form({ intent: "register", name: "Анна", phone: "+7 916 123-45-67", email: "a@b.ru", consent: "on" }),
    );
    expect(result).toEqual({
      step: "registration",
      fields: { name: "Анна", phone: "+7 916 123-45-67", email: "a@b.ru", consent: true },
      errors: {},
      failure: { reason: "network" },
    });
  });

  it("stays on the confirmation step with the code and the re-request state", () => {
    const result = unreachedResult(
      "unavailable",
      form({
        intent: "confirm",
        name: "Анна",
        phone: "+79161234567",
        email: "",
        consent: "on",
        resend_used: "1",
        code: "1234",
      }),
    );
    expect(result).toMatchObject({
      step: "confirmation",
      event: "failed",
      resendUsed: true,
      code: "1234",
      failure: { reason: "unavailable" },
    });
  });
});
