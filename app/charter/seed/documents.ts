import { OPERATORS } from "../fleet";

/**
 * Placeholder documents of the house operators (issue 27, item 2, "Seed data"; docs/decisions/035).
 * The company's real certificates and policies are its own to enter in the console
 * (/ops/supply/operators/<id>/documents/); until then every operator seeded in code carries a
 * sample certificate and a sample policy that say what they are: their numbers begin with
 * "ОБРАЗЕЦ-" (Russian operators) or "SAMPLE-", `placeholder` is true, and the site marks them
 * "sample document" wherever it shows them. They run to the end of 2099, so nothing seeded lapses
 * (in tests or in a demonstration); a renewal in the console replaces them.
 */
export const PLACEHOLDER_VALID_UNTIL = "2099-12-31";

/** The civil aviation authority that issues a certificate in each seeded operator's country. */
const AUTHORITY: Record<string, string> = {
  RU: "Федеральное агентство воздушного транспорта (Росавиация)",
  TR: "Sivil Havacılık Genel Müdürlüğü (SHGM)",
  AE: "General Civil Aviation Authority (GCAA)",
};

export interface SeedDocument {
  id: string;
  operatorId: string;
  kind: "aoc" | "insurance";
  number: string;
  authority: string | null;
  insurer: string | null;
  coverAmount: number | null;
  coverCurrency: string | null;
  validUntil: string;
  placeholder: true;
}

export const SEED_DOCUMENTS: readonly SeedDocument[] = OPERATORS.flatMap((operator, index) => {
  const prefix = operator.country === "RU" ? "ОБРАЗЕЦ" : "SAMPLE";
  const serial = String(index + 1).padStart(4, "0");
  return [
    {
      id: `seed-aoc-${operator.id}`,
      operatorId: operator.id,
      kind: "aoc" as const,
      number: `${prefix}-${serial}`,
      authority: AUTHORITY[operator.country] ?? "—",
      insurer: null,
      coverAmount: null,
      coverCurrency: null,
      validUntil: PLACEHOLDER_VALID_UNTIL,
      placeholder: true as const,
    },
    {
      id: `seed-insurance-${operator.id}`,
      operatorId: operator.id,
      kind: "insurance" as const,
      number: `${prefix}-INS-${serial}`,
      authority: null,
      insurer: operator.country === "RU" ? "Образец страховщика" : "Sample insurer",
      // Third-party liability of a business jet operator: typically USD 25–100 million per event.
      coverAmount: 50_000_000,
      coverCurrency: "USD",
      validUntil: PLACEHOLDER_VALID_UNTIL,
      placeholder: true as const,
    },
  ];
});

/**
 * A sample audit of the house operator, so the flight page shows how audits read: a placeholder
 * like the documents, and by id, so one removed in the console stays removed.
 */
export const SEED_AUDITS = [
  {
    id: "seed-audit-charterline",
    operatorId: "charterline",
    program: "isbao" as const,
    rating: "Stage 1",
    auditedOn: "2026-01-15",
    validUntil: null,
    placeholder: true,
  },
];
