import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { airportIndex } from "../airports/airports";
import { searchOffers } from "../engine/offers";
import { findEmptyLegs } from "../engine/empty-legs";
import { loadMarket } from "../market.server";
import { databaseTargets } from "~/db/testing.server";
import { operators, outbox, staff } from "~/db/schema";
import { remindExpiringDocuments } from "./document-reminders.server";
import { diskDocumentStore } from "./document-store.server";
import {
  DOCUMENT_LIMITS,
  operatorDocumentFile,
  operatorDocumentsOf,
  recordOperatorAudit,
  recordOperatorDocument,
  removeOperatorAudit,
} from "./operator-documents.server";
import { HOUSE_SCOPE, type SupplyScope } from "./scope";
import { NOW, useSupplyFixture } from "./supply/fixture.server";

/** Issue 27, item 2: the operator's documents, the lapse rule in the market, and the reminder. */
const LADOGA: SupplyScope = { kind: "operator", operatorId: "ladoga-jet" };
const GALATA: SupplyScope = { kind: "operator", operatorId: "galata-executive" };
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
const aoc = (fields: Record<string, string> = {}) => ({
  kind: "aoc",
  number: "ФАВТ-123",
  authority: "Росавиация",
  validUntil: "2027-06-30",
  ...fields,
});
const insurance = (fields: Record<string, string> = {}) => ({
  kind: "insurance",
  number: "POL-77",
  insurer: "Ingosstrakh",
  coverAmount: "50 000 000",
  coverCurrency: "usd",
  validUntil: "2027-06-30",
  ...fields,
});

describe.each(databaseTargets())("operator documents on $name", (target) => {
  const supply = useSupplyFixture(target);
  let folder: string | undefined;
  const store = () => diskDocumentStore(folder!);
  const context = () => ({ ...supply.context, store: store() });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("seeds the house operators with placeholder documents that say so", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "operator-documents-"));
    const view = await operatorDocumentsOf(supply.db, HOUSE_SCOPE, "ladoga-jet", NOW);
    expect(view?.aoc).toMatchObject({
      placeholder: true,
      number: "ОБРАЗЕЦ-0002",
      status: { state: "valid" },
    });
    expect(view?.insurance).toMatchObject({ placeholder: true, coverCurrency: "USD" });
    const galata = await operatorDocumentsOf(supply.db, HOUSE_SCOPE, "galata-executive", NOW);
    expect(galata?.aoc?.number).toMatch(/^SAMPLE-/);
  });

  it("names every bad field in a form and changes nothing", async () => {
    const result = await recordOperatorDocument(
      context(),
      HOUSE_SCOPE,
      "ladoga-jet",
      insurance({
        number: "",
        insurer: "",
        coverAmount: "lots",
        coverCurrency: "XYZ",
        validUntil: "2026-11-30",
      }),
      { name: "scan.pdf", bytes: new TextEncoder().encode("GIF89a not a pdf") },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        number: "required",
        insurer: "required",
        coverAmount: "cover_range",
        coverCurrency: "currency",
        validUntil: "valid_until_past",
        file: "pdf_invalid",
      },
    });
    const tooLarge = await recordOperatorDocument(context(), HOUSE_SCOPE, "ladoga-jet", aoc(), {
      name: "scan.pdf",
      bytes: new Uint8Array(DOCUMENT_LIMITS.pdfMaxBytes + 1).fill(0x25),
    });
    expect(tooLarge).toEqual({ ok: false, errors: { file: "pdf_too_large" } });
    expect(supply.invalidations).toBe(0);
  });

  it("replaces the current certificate with a new one, keeps the old as history, audited", async () => {
    const result = await recordOperatorDocument(context(), LADOGA, "ladoga-jet", aoc(), {
      name: "aoc.pdf",
      bytes: PDF,
    });
    expect(result).toMatchObject({ ok: true, value: { number: "ФАВТ-123", placeholder: false } });
    expect(supply.invalidations).toBe(1);
    const view = await operatorDocumentsOf(supply.db, LADOGA, "ladoga-jet", NOW);
    expect(view?.aoc).toMatchObject({ number: "ФАВТ-123", validUntil: "2027-06-30", replacedAt: null });
    expect(view?.history.map((doc) => doc.id)).toEqual(["seed-aoc-ladoga-jet"]);
    expect(view?.history[0]?.replacedAt).toEqual(NOW);
    const [entry] = (await supply.auditOf("operator", "ladoga-jet")).filter(
      (one) => one.action === "operator_document.create",
    );
    expect(entry).toMatchObject({ staffId: "sup-1", before: { replaced: ["seed-aoc-ladoga-jet"] } });
    // The scan, for the operator's own members and the house, under DATA_DIR.
    const id = view!.aoc!.id;
    const file = await operatorDocumentFile(supply.db, store(), LADOGA, "ladoga-jet", id);
    expect(file?.fileName).toBe("ladoga-jet-aoc-_-123.pdf");
    expect(Buffer.from(file!.bytes).toString("latin1")).toBe(Buffer.from(PDF).toString("latin1"));
    expect(await operatorDocumentFile(supply.db, store(), HOUSE_SCOPE, "ladoga-jet", id)).not.toBeNull();
  });

  it("shows another operator's documents, scans and audits to no one outside its scope", async () => {
    expect(await operatorDocumentsOf(supply.db, GALATA, "ladoga-jet", NOW)).toBeNull();
    const view = await operatorDocumentsOf(supply.db, HOUSE_SCOPE, "ladoga-jet", NOW);
    expect(await operatorDocumentFile(supply.db, store(), GALATA, "ladoga-jet", view!.aoc!.id)).toBeNull();
    expect(await recordOperatorDocument(context(), GALATA, "ladoga-jet", aoc(), null)).toEqual({
      ok: false,
      errors: { form: "not_found" },
    });
    expect(
      await recordOperatorAudit(supply.context, GALATA, "ladoga-jet", {
        program: "argus",
        rating: "Gold",
        auditedOn: "2026-05-01",
      }),
    ).toEqual({ ok: false, errors: { form: "not_found" } });
    expect(supply.invalidations).toBe(0);
  });

  it("records an audit with a rating its programme awards, and removes it", async () => {
    expect(
      await recordOperatorAudit(supply.context, LADOGA, "ladoga-jet", {
        program: "wyvern",
        rating: "Gold",
        auditedOn: "2027-01-01",
      }),
    ).toEqual({ ok: false, errors: { rating: "rating", auditedOn: "audited_in_future" } });
    const added = await recordOperatorAudit(supply.context, LADOGA, "ladoga-jet", {
      program: "argus",
      rating: "Platinum",
      auditedOn: "2026-05-01",
      validUntil: "2028-05-01",
    });
    expect(added).toMatchObject({ ok: true, value: { program: "argus", rating: "Platinum" } });
    if (!added.ok) return;
    expect(await removeOperatorAudit(supply.context, GALATA, "ladoga-jet", added.value.id)).toEqual({
      ok: false,
      errors: { form: "not_found" },
    });
    const market = await loadMarket(supply.db, airportIndex, NOW);
    expect(market.aircraft.find((a) => a.operatorId === "ladoga-jet")?.operator?.audits).toEqual([
      {
        program: "argus",
        rating: "Platinum",
        auditedOn: "2026-05-01",
        validUntil: "2028-05-01",
        placeholder: false,
      },
    ]);
    expect(await removeOperatorAudit(supply.context, LADOGA, "ladoga-jet", added.value.id)).toMatchObject({
      ok: true,
    });
    expect((await operatorDocumentsOf(supply.db, LADOGA, "ladoga-jet", NOW))?.audits).toEqual([]);
  });

  it("takes a lapsed operator's aircraft out of search and empty legs until it renews", async () => {
    const ladoga = async () =>
      (await loadMarket(supply.db, airportIndex, NOW)).aircraft.filter((a) => a.operatorId === "ladoga-jet");
    expect((await ladoga()).length).toBeGreaterThan(0);
    // Insurance entered in January, valid to the end of June: lapsed by December.
    const january = { ...context(), now: new Date("2026-01-10T09:00:00Z") };
    await recordOperatorDocument(
      january,
      HOUSE_SCOPE,
      "ladoga-jet",
      insurance({ validUntil: "2026-06-30" }),
      null,
    );
    const market = await loadMarket(supply.db, airportIndex, NOW);
    expect(market.aircraft.some((a) => a.operatorId === "ladoga-jet")).toBe(false);
    expect(
      findEmptyLegs(market, { pax: 1, now: NOW }).some((o) => o.aircraft.operatorId === "ladoga-jet"),
    ).toBe(false);
    // Renewed to 10 December: it sells again, flights up to that day only.
    await recordOperatorDocument(
      context(),
      HOUSE_SCOPE,
      "ladoga-jet",
      insurance({ validUntil: "2026-12-10" }),
      null,
    );
    const renewed = await ladoga();
    expect(renewed.length).toBeGreaterThan(0);
    expect(renewed[0]!.sellsUntil).toBe("2026-12-10");
    const after = await loadMarket(supply.db, airportIndex, NOW);
    const operatorsOn = (date: string) =>
      new Set(
        searchOffers(after, {
          from: "ULLI",
          to: "UUWW",
          departureLocal: `${date}T12:00`,
          pax: 2,
          requestedAt: NOW.getTime(),
        }).map((offer) => offer.aircraft.operatorId),
      );
    expect(operatorsOn("2026-12-08").has("ladoga-jet")).toBe(true);
    expect(operatorsOn("2026-12-12").has("ladoga-jet")).toBe(false);
  });

  it("tells the operator, its members and the supervisors once, 14 days ahead, each in their language", async () => {
    await supply.db
      .update(operators)
      .set({ contactEmail: "Ops@Ladoga.example" })
      .where(eq(operators.id, "ladoga-jet"));
    await supply.db.insert(staff).values([
      {
        id: "op-1",
        email: "dispatch@ladoga.example",
        name: "Dispatch",
        role: "operator",
        operatorId: "ladoga-jet",
        language: "en",
      },
      {
        id: "op-2",
        email: "someone@galata.example",
        name: "Galata",
        role: "operator",
        operatorId: "galata-executive",
      },
    ]);
    // The insurance of the test before runs to 10 December: 9 days away on 1 December.
    const first = await remindExpiringDocuments(supply.db, NOW, "https://charterline.example");
    expect(first).toEqual({ reminded: 1, messages: 3 });
    const sent = await supply.db
      .select()
      .from(outbox)
      .where(
        eq(
          outbox.reference,
          `operator_document:${
            (await operatorDocumentsOf(supply.db, HOUSE_SCOPE, "ladoga-jet", NOW))!.insurance!.id
          }`,
        ),
      );
    const byRecipient = Object.fromEntries(sent.map((row) => [row.recipient, row]));
    expect(Object.keys(byRecipient).sort()).toEqual([
      "dispatch@ladoga.example",
      "ops@charterline.ru",
      "ops@ladoga.example",
    ]);
    expect(byRecipient["dispatch@ladoga.example"]!.subject).toContain("liability insurance policy POL-77");
    expect(byRecipient["dispatch@ladoga.example"]!.body).toContain(
      "https://charterline.example/en/ops/supply/operators/ladoga-jet/documents/",
    );
    expect(byRecipient["ops@ladoga.example"]!.body).toContain("истекает через 9 дн.");
    // Once per document: the next run tells no one.
    expect(await remindExpiringDocuments(supply.db, NOW)).toEqual({ reminded: 0, messages: 0 });
    const current = await operatorDocumentsOf(supply.db, HOUSE_SCOPE, "ladoga-jet", NOW);
    expect(current?.insurance?.remindedAt).toEqual(NOW);
  });
});
