import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { operatorAudits, operatorDocuments, operators } from "~/db/schema";
import { isSeededOperator } from "../fleet";
import { newId } from "../ids";
import {
  AUDIT_PROGRAMS,
  AUDIT_RATINGS,
  COVER_CURRENCIES,
  documentState,
  type AuditProgram,
  type DocumentState,
} from "../engine/operator-documents";
import { recordAudit } from "./audit.server";
import type { DocumentStore } from "./document-store.server";
import type { SupplyScope } from "./scope";
import { audit, commit, type SupplyContext } from "./supply/shared.server";

/**
 * An operator's documents in the console (issue 27, item 2; docs/decisions/035): its air operator
 * certificate, its liability insurance and its voluntary audits, read and renewed by a supervisor
 * for any operator and by an operator's member for its own. Every call takes the member's scope
 * and filters by it in the query: another operator's rows read as absent (the page answers 404).
 * A new certificate or policy replaces the current one (the old row is stamped `replaced_at` and
 * kept as history); every write is audited and drops the engine's market, so a renewal sells at
 * the next search.
 */

export const DOCUMENT_LIMITS = {
  /** A scan of a certificate or a policy: a few pages, well under this. */
  pdfMaxBytes: 10 * 1024 * 1024,
  numberMax: 60,
  textMax: 200,
  /** Cover in whole units: up to 10 billion (USD 25–100 million is usual for business jets). */
  coverMax: 10_000_000_000,
  /** A document valid further ahead than this is a typo. */
  validYearsMax: 20,
  /** Audits are counted from the programmes' beginnings (IS-BAO 2002, ARGUS and Wyvern later). */
  firstAuditYear: 2000,
} as const;

export type DocumentKind = "aoc" | "insurance";

/** What is wrong with one field; the console words each code in both languages. */
export type DocumentErrorCode =
  | "required"
  | "too_long"
  | "kind"
  | "date_format"
  | "valid_until_past"
  | "valid_until_far"
  | "cover_range"
  | "currency"
  | "program"
  | "rating"
  | "audited_in_future"
  | "audited_too_early"
  | "valid_before_audit"
  | "pdf_too_large"
  | "pdf_invalid"
  | "not_found"
  | "already_removed";

export type DocumentErrors = Record<string, DocumentErrorCode>;

export type DocumentOutcome<T> = { ok: true; value: T } | { ok: false; errors: DocumentErrors };

/** A file as a form posted it: its name and bytes (empty when no file was chosen). */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export type OperatorDocumentRow = typeof operatorDocuments.$inferSelect;
export type OperatorAuditRow = typeof operatorAudits.$inferSelect;

export interface CurrentDocument extends OperatorDocumentRow {
  status: DocumentState;
}

export interface OperatorDocumentsView {
  operator: {
    id: string;
    name: string;
    nameRu: string;
    country: string;
    /** Seeded in code: without a document on record it still sells (docs/decisions/035). */
    house: boolean;
  };
  today: string;
  aoc: CurrentDocument | null;
  insurance: CurrentDocument | null;
  /** The replaced documents, newest first. */
  history: OperatorDocumentRow[];
  /** The audits in force (not removed), newest first. */
  audits: OperatorAuditRow[];
}

/** The scope's condition on an operator id column: nothing for the house, its own id otherwise. */
function scoped(
  column: typeof operators.id | typeof operatorDocuments.operatorId,
  scope: SupplyScope,
): SQL | undefined {
  return scope.kind === "house" ? undefined : eq(column, scope.operatorId);
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

async function scopedOperator(db: Pick<AppDatabase, "select">, scope: SupplyScope, operatorId: string) {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.id, operatorId), scoped(operators.id, scope)));
  return row ?? null;
}

/** The operator's documents as its page shows them, or null outside the scope (or unknown). */
export async function operatorDocumentsOf(
  db: AppDatabase,
  scope: SupplyScope,
  operatorId: string,
  now: Date,
): Promise<OperatorDocumentsView | null> {
  const operator = await scopedOperator(db, scope, operatorId);
  if (!operator) return null;
  const [documents, audits] = await Promise.all([
    db
      .select()
      .from(operatorDocuments)
      .where(and(eq(operatorDocuments.operatorId, operator.id), scoped(operatorDocuments.operatorId, scope)))
      .orderBy(desc(operatorDocuments.createdAt), desc(operatorDocuments.id)),
    db
      .select()
      .from(operatorAudits)
      .where(
        and(
          eq(operatorAudits.operatorId, operator.id),
          isNull(operatorAudits.removedAt),
          scope.kind === "house" ? undefined : eq(operatorAudits.operatorId, scope.operatorId),
        ),
      )
      .orderBy(desc(operatorAudits.auditedOn), desc(operatorAudits.createdAt)),
  ]);
  const today = dayOf(now);
  const current = (kind: DocumentKind): CurrentDocument | null => {
    const row = documents.find((doc) => doc.kind === kind && doc.replacedAt === null);
    return row ? { ...row, status: documentState(row.validUntil, today) } : null;
  };
  return {
    operator: {
      id: operator.id,
      name: operator.name,
      nameRu: operator.nameRu,
      country: operator.country,
      house: isSeededOperator(operator.id),
    },
    today,
    aoc: current("aoc"),
    insurance: current("insurance"),
    history: documents.filter((doc) => doc.replacedAt !== null),
    audits,
  };
}

// ---------------------------------------------------------------------------------------------
// What a form sends

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function textField(
  errors: DocumentErrors,
  input: Record<string, unknown>,
  name: string,
  max: number,
): string {
  const value = trimmed(input[name]);
  if (!value) errors[name] = "required";
  else if (value.length > max) errors[name] = "too_long";
  return value;
}

/** "25 000 000", "25,000,000" and "25000000" are one amount. */
function coverOf(errors: DocumentErrors, raw: unknown): number {
  const value = trimmed(raw).replace(/[\s\u00a0\u202f,_']/g, "");
  if (!value) {
    errors.coverAmount = "required";
    return 0;
  }
  const amount = /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > DOCUMENT_LIMITS.coverMax) {
    errors.coverAmount = "cover_range";
    return 0;
  }
  return amount;
}

/** A PDF of at most 10 MB, told by its signature (`%PDF-`), not by its name or declared type. */
export function pdfProblem(file: UploadedFile): "pdf_too_large" | "pdf_invalid" | null {
  if (file.bytes.byteLength > DOCUMENT_LIMITS.pdfMaxBytes) return "pdf_too_large";
  const signature = new TextDecoder("latin1").decode(file.bytes.subarray(0, 5));
  return signature === "%PDF-" ? null : "pdf_invalid";
}

interface ParsedDocument {
  kind: DocumentKind;
  number: string;
  authority: string | null;
  insurer: string | null;
  coverAmount: number | null;
  coverCurrency: string | null;
  validUntil: string;
}

function parseDocument(input: Record<string, unknown>, now: Date): DocumentOutcome<ParsedDocument> {
  const errors: DocumentErrors = {};
  const kind = trimmed(input.kind);
  if (kind !== "aoc" && kind !== "insurance") return { ok: false, errors: { kind: "kind" } };
  const number = textField(errors, input, "number", DOCUMENT_LIMITS.numberMax);
  const validUntil = trimmed(input.validUntil);
  const today = dayOf(now);
  if (!validUntil) errors.validUntil = "required";
  else if (!isDate(validUntil)) errors.validUntil = "date_format";
  else if (validUntil < today) errors.validUntil = "valid_until_past";
  else if (Number(validUntil.slice(0, 4)) > now.getUTCFullYear() + DOCUMENT_LIMITS.validYearsMax) {
    errors.validUntil = "valid_until_far";
  }
  let parsed: ParsedDocument;
  if (kind === "aoc") {
    const authority = textField(errors, input, "authority", DOCUMENT_LIMITS.textMax);
    parsed = { kind, number, authority, insurer: null, coverAmount: null, coverCurrency: null, validUntil };
  } else {
    const insurer = textField(errors, input, "insurer", DOCUMENT_LIMITS.textMax);
    const coverAmount = coverOf(errors, input.coverAmount);
    const coverCurrency = trimmed(input.coverCurrency).toUpperCase();
    if (!(COVER_CURRENCIES as readonly string[]).includes(coverCurrency)) errors.coverCurrency = "currency";
    parsed = { kind, number, authority: null, insurer, coverAmount, coverCurrency, validUntil };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: parsed };
}

/**
 * Records a new certificate or policy of an operator in the scope: it becomes the current one and
 * the one it replaces is stamped `replaced_at`. The scan, when given, must be a PDF of at most
 * 10 MB; it is stored under the new document's id before the row is written.
 */
export async function recordOperatorDocument(
  context: SupplyContext & { store: DocumentStore },
  scope: SupplyScope,
  operatorId: string,
  input: Record<string, unknown>,
  file: UploadedFile | null,
): Promise<DocumentOutcome<OperatorDocumentRow>> {
  const operator = await scopedOperator(context.db, scope, operatorId);
  if (!operator) return { ok: false, errors: { form: "not_found" } };
  const parsed = parseDocument(input, context.now);
  const upload = file && file.bytes.byteLength > 0 ? file : null;
  const problem = upload ? pdfProblem(upload) : null;
  if (!parsed.ok || problem) {
    return {
      ok: false,
      errors: { ...(parsed.ok ? {} : parsed.errors), ...(problem ? { file: problem } : {}) },
    };
  }
  const id = `doc-${newId()}`;
  const fileKey = upload ? `${id}.pdf` : null;
  if (upload && fileKey) await context.store.put(fileKey, upload.bytes);
  const row = await commit(context, async (tx) => {
    const replaced = await tx
      .update(operatorDocuments)
      .set({ replacedAt: context.now })
      .where(
        and(
          eq(operatorDocuments.operatorId, operator.id),
          eq(operatorDocuments.kind, parsed.value.kind),
          isNull(operatorDocuments.replacedAt),
        ),
      )
      .returning({ id: operatorDocuments.id });
    const [inserted] = await tx
      .insert(operatorDocuments)
      .values({
        id,
        operatorId: operator.id,
        ...parsed.value,
        fileKey,
        placeholder: false,
        createdBy: context.staffId,
        createdAt: context.now,
      })
      .returning();
    await recordAudit(tx, {
      ...audit(context),
      action: "operator_document.create",
      entity: "operator",
      entityId: operator.id,
      before: replaced.length > 0 ? { replaced: replaced.map((one) => one.id) } : null,
      after: inserted,
    });
    return inserted!;
  });
  return { ok: true, value: row };
}

/** Records a voluntary audit (ARGUS, Wyvern or IS-BAO) of an operator in the scope. */
export async function recordOperatorAudit(
  context: SupplyContext,
  scope: SupplyScope,
  operatorId: string,
  input: Record<string, unknown>,
): Promise<DocumentOutcome<OperatorAuditRow>> {
  const operator = await scopedOperator(context.db, scope, operatorId);
  if (!operator) return { ok: false, errors: { form: "not_found" } };
  const errors: DocumentErrors = {};
  const program = trimmed(input.program);
  const rating = trimmed(input.rating);
  if (!(AUDIT_PROGRAMS as readonly string[]).includes(program)) errors.program = "program";
  else if (!AUDIT_RATINGS[program as AuditProgram].includes(rating)) errors.rating = "rating";
  const auditedOn = trimmed(input.auditedOn);
  const today = dayOf(context.now);
  if (!auditedOn) errors.auditedOn = "required";
  else if (!isDate(auditedOn)) errors.auditedOn = "date_format";
  else if (auditedOn > today) errors.auditedOn = "audited_in_future";
  else if (Number(auditedOn.slice(0, 4)) < DOCUMENT_LIMITS.firstAuditYear)
    errors.auditedOn = "audited_too_early";
  const validUntilText = trimmed(input.validUntil);
  const validUntil = validUntilText || null;
  if (validUntil !== null) {
    if (!isDate(validUntil)) errors.validUntil = "date_format";
    else if (!errors.auditedOn && validUntil < auditedOn) errors.validUntil = "valid_before_audit";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const row = await commit(context, async (tx) => {
    const [inserted] = await tx
      .insert(operatorAudits)
      .values({
        id: `aud-${newId()}`,
        operatorId: operator.id,
        program: program as AuditProgram,
        rating,
        auditedOn,
        validUntil,
        placeholder: false,
        createdBy: context.staffId,
        createdAt: context.now,
      })
      .returning();
    await recordAudit(tx, {
      ...audit(context),
      action: "operator_audit.create",
      entity: "operator",
      entityId: operator.id,
      after: inserted,
    });
    return inserted!;
  });
  return { ok: true, value: row };
}

/** Takes an audit off the record (kept, stamped `removed_at`); one outside the scope is not found. */
export async function removeOperatorAudit(
  context: SupplyContext,
  scope: SupplyScope,
  operatorId: string,
  auditId: string,
): Promise<DocumentOutcome<OperatorAuditRow>> {
  return commit(context, async (tx): Promise<DocumentOutcome<OperatorAuditRow>> => {
    const [before] = await tx
      .select()
      .from(operatorAudits)
      .where(
        and(
          eq(operatorAudits.id, auditId),
          eq(operatorAudits.operatorId, operatorId),
          scope.kind === "house" ? undefined : eq(operatorAudits.operatorId, scope.operatorId),
        ),
      )
      .for("update");
    if (!before) return { ok: false, errors: { form: "not_found" } };
    if (before.removedAt) return { ok: false, errors: { form: "already_removed" } };
    const [after] = await tx
      .update(operatorAudits)
      .set({ removedAt: context.now })
      .where(eq(operatorAudits.id, auditId))
      .returning();
    await recordAudit(tx, {
      ...audit(context),
      action: "operator_audit.remove",
      entity: "operator",
      entityId: operatorId,
      before: { id: auditId, removedAt: null },
      after: { id: auditId, removedAt: context.now },
    });
    return { ok: true, value: after! };
  });
}

/** A document's scan for a member whose scope covers its operator; null otherwise, or without one. */
export async function operatorDocumentFile(
  db: AppDatabase,
  store: DocumentStore,
  scope: SupplyScope,
  operatorId: string,
  documentId: string,
): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  const [row] = await db
    .select()
    .from(operatorDocuments)
    .where(
      and(
        eq(operatorDocuments.id, documentId),
        eq(operatorDocuments.operatorId, operatorId),
        scoped(operatorDocuments.operatorId, scope),
      ),
    );
  if (!row?.fileKey) return null;
  const bytes = await store.get(row.fileKey);
  if (!bytes) return null;
  const safeNumber = row.number.replace(/[^A-Za-z0-9-]+/g, "_").slice(0, 60) || row.id;
  return { bytes, fileName: `${row.operatorId}-${row.kind}-${safeNumber}.pdf` };
}
