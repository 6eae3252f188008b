import type { AppLoadContext } from "@remix-run/node";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/**
 * After a console write that changes what visitors are offered (a block, a published leg, a
 * rate, a booked or cancelled order): every instance's engine reloads its market, and every
 * instance's page cache drops the pages that show offers (a landing page's empty legs and
 * from-prices), at once rather than within their lifetimes (issue 18, item 3). It rides the
 * content purge broadcast (Postgres NOTIFY), to which the engine subscribes (services.server.ts).
 */
export function supplyChanged(services: Pick<Services, "contentPurges" | "logger">): void {
  // announce() purges this instance first, engine included, whatever becomes of the broadcast.
  services.contentPurges
    .announce({ documentId: null, documentType: "ops-supply" })
    .catch((error: unknown) => {
      services.logger.error("supply change not announced to other instances", { error });
    });
}
