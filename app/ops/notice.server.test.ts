import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import type { OpsContext } from "./access.server";
import { redirectWithNotice, takeNotice } from "./notice.server";

/*
 * Issue 31, item 4: a console write redirects with the code of what it did, and the page it lands
 * on shows the notice once. The gate's context is reduced to what the notices read.
 */
const ops = (language: "ru" | "en", env = parseEnv({ OPS_SESSION_SECRET: "s".repeat(32) })) =>
  ({ language, services: { env } }) as unknown as OpsContext;
const landing = (response: Response) =>
  new Request(`http://localhost${response.headers.get("Location")}`, {
    headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! },
  });

describe("the console's notices", () => {
  it("go to the page in its language, with a clean address, and are shown there once", () => {
    const response = redirectWithNotice(ops("en"), "staff/", "invited");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/ops/staff/");
    const taken = takeNotice(landing(response), ops("en"), ["invited", "updated"]);
    expect(taken.notice).toBe("invited");
    expect(taken.headers?.get("Set-Cookie")).toContain("Max-Age=0");
  });

  it("keep the status an action answers with", () => {
    expect(redirectWithNotice(ops("ru"), "orders/d-1/", "note", 303).status).toBe(303);
  });

  it("are dropped, and still cleared, where the page does not know the code", () => {
    const response = redirectWithNotice(ops("ru"), "supply/", "leg-published");
    const taken = takeNotice(landing(response), ops("ru"), ["invited", "updated"]);
    expect(taken.notice).toBeNull();
    expect(taken.headers?.get("Set-Cookie")).toContain("Max-Age=0");
  });

  it("signed with another console secret do not count", () => {
    const response = redirectWithNotice(ops("ru"), "staff/", "updated");
    const other = ops("ru", parseEnv({ OPS_SESSION_SECRET: "t".repeat(32) }));
    expect(takeNotice(landing(response), other, ["updated"]).notice).toBeNull();
  });
});
