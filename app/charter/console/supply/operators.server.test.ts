import { describe, expect, it } from "vitest";
import { databaseTargets } from "~/db/testing.server";
import { useSupplyFixture } from "./fixture.server";
import { createOperator, listOperators, updateOperator } from "./operators.server";

describe.each(databaseTargets())("supply: operators on $name", (target) => {
  const supply = useSupplyFixture(target);

  it("adds one, audited, and the engine is told", async () => {
    const result = await createOperator(supply.context, {
      id: " Baltic-Air ",
      name: "Baltic Air",
      nameRu: "Балтик Эйр",
      country: "lv",
    });
    expect(result).toMatchObject({ ok: true, value: { id: "baltic-air", country: "LV" } });
    expect(supply.invalidations).toBe(1);
    const [entry] = await supply.auditOf("operator", "baltic-air");
    expect(entry).toMatchObject({
      action: "operator.create",
      staffId: "sup-1",
      clientAddress: "127.0.0.1",
    });
  });

  it("names every bad field and changes nothing", async () => {
    const result = await createOperator(supply.context, {
      id: "Not an id!",
      name: "",
      nameRu: "Имя",
      country: "XX",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.id?.code).toBe("operator_id_format");
    expect(result.errors.name?.code).toBe("required");
    expect(result.errors.country?.code).toBe("country_unknown");
    expect(supply.invalidations).toBe(0);
    const taken = await createOperator(supply.context, {
      id: "ladoga-jet",
      name: "X",
      nameRu: "X",
      country: "RU",
    });
    expect(!taken.ok && taken.errors.id?.code).toBe("operator_taken");
  });

  it("edits one with before and after in the audit log", async () => {
    const result = await updateOperator(supply.context, {
      id: "baltic-air",
      name: "Baltic Air Charter",
      nameRu: "Балтик Эйр",
      country: "LV",
    });
    expect(result.ok).toBe(true);
    const entries = await supply.auditOf("operator", "baltic-air");
    const update = entries.find((entry) => entry.action === "operator.update");
    expect(update?.before).toMatchObject({ name: "Baltic Air" });
    expect(update?.after).toMatchObject({ name: "Baltic Air Charter" });
    const list = await listOperators(supply.db);
    expect(list.find((o) => o.id === "ladoga-jet")?.aircraftCount).toBeGreaterThan(0);
  });
});
