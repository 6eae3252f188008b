import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { operatorDocuments, operators, staff } from "~/db/schema";
import { daysLeft, REMINDER_DAYS } from "../engine/operator-documents";
import { enqueue } from "../ordering/outbox.server";

/**
 * The 14-day reminder (issue 27, item 2: "Fourteen days before expiry, the operator and the
 * supervisors are told through the outbox"; docs/decisions/035). Each current certificate or
 * policy whose last valid day is REMINDER_DAYS away or nearer, and that was not yet reminded of,
 * is told once (`reminded_at`) to: the operator's contact e-mail, its active members, and the
 * active supervisors, each in their own language (the members' and supervisors' console language;
 * the contact's, Russian for a Russian certificate and English otherwise). The reminder is
 * queued in the transaction that stamps the document, and rows are claimed with SKIP LOCKED, so
 * two instances running the sweep at once never tell anyone twice.
 */
export async function remindExpiringDocuments(
  db: AppDatabase,
  now: Date,
  siteUrl?: string,
): Promise<{ reminded: number; messages: number }> {
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + REMINDER_DAYS * 86_400_000).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ document: operatorDocuments, operator: operators })
      .from(operatorDocuments)
      .innerJoin(operators, eq(operatorDocuments.operatorId, operators.id))
      .where(
        and(
          isNull(operatorDocuments.replacedAt),
          isNull(operatorDocuments.remindedAt),
          lte(operatorDocuments.validUntil, horizon),
        ),
      )
      .for("update", { of: operatorDocuments, skipLocked: true });
    if (due.length === 0) return { reminded: 0, messages: 0 };
    const people = await tx
      .select({
        email: staff.email,
        language: staff.language,
        role: staff.role,
        operatorId: staff.operatorId,
      })
      .from(staff)
      .where(
        and(
          eq(staff.active, true),
          or(
            eq(staff.role, "supervisor"),
            and(
              eq(staff.role, "operator"),
              inArray(
                staff.operatorId,
                due.map((row) => row.operator.id),
              ),
            ),
          ),
        ),
      );
    let messages = 0;
    for (const { document, operator } of due) {
      const recipients = new Map<string, "ru" | "en">();
      if (operator.contactEmail) {
        recipients.set(operator.contactEmail.toLowerCase(), operator.country === "RU" ? "ru" : "en");
      }
      for (const person of people) {
        if (person.role === "supervisor" || person.operatorId === operator.id) {
          recipients.set(person.email.toLowerCase(), person.language);
        }
      }
      for (const [recipient, language] of recipients) {
        const text = reminderText(language, {
          kind: document.kind,
          number: document.number,
          operatorName: language === "ru" ? operator.nameRu : operator.name,
          validUntil: document.validUntil,
          days: daysLeft(document.validUntil, today),
          pageUrl: siteUrl
            ? new URL(
                `${language === "en" ? "/en" : ""}/ops/supply/operators/${encodeURIComponent(operator.id)}/documents/`,
                siteUrl,
              ).toString()
            : null,
        });
        await enqueue(tx, {
          channel: "email",
          recipient,
          subject: text.subject,
          body: text.body,
          reference: `operator_document:${document.id}`,
        });
        messages += 1;
      }
      await tx
        .update(operatorDocuments)
        .set({ remindedAt: now })
        .where(eq(operatorDocuments.id, document.id));
    }
    return { reminded: due.length, messages };
  });
}

/** "31.12.2026" / "31 Dec 2026". */
function dateText(language: "ru" | "en", date: string): string {
  const [year, month, day] = date.split("-");
  if (language === "ru") return `${day}.${month}.${year}`;
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

function reminderText(
  language: "ru" | "en",
  facts: {
    kind: "aoc" | "insurance";
    number: string;
    operatorName: string;
    validUntil: string;
    days: number;
    pageUrl: string | null;
  },
): { subject: string; body: string } {
  const date = dateText(language, facts.validUntil);
  if (language === "ru") {
    const what = facts.kind === "aoc" ? "сертификата эксплуатанта" : "полиса страхования ответственности";
    const when =
      facts.days < 0 ? "истёк" : facts.days === 0 ? "истекает сегодня" : `истекает через ${facts.days} дн.`;
    return {
      subject: `${facts.operatorName}: срок ${what} № ${facts.number} — по ${date}`,
      body: [
        `Срок действия ${what} № ${facts.number} оператора «${facts.operatorName}» ${when} (действует по ${date} включительно).`,
        "",
        "После этой даты воздушные суда оператора не предлагаются в поиске и в пустых перелётах, пока не внесён новый документ.",
        facts.pageUrl
          ? `Внесите продлённый документ в консоли: ${facts.pageUrl}`
          : "Внесите продлённый документ в консоли: Поставка → Операторы → Документы.",
      ].join("\n"),
    };
  }
  const what = facts.kind === "aoc" ? "air operator certificate" : "liability insurance policy";
  const when =
    facts.days < 0 ? "has lapsed" : facts.days === 0 ? "expires today" : `expires in ${facts.days} days`;
  return {
    subject: `${facts.operatorName}: ${what} ${facts.number} valid through ${date}`,
    body: [
      `The ${what} ${facts.number} of ${facts.operatorName} ${when} (valid through ${date}).`,
      "",
      "After that day the operator's aircraft are no longer offered in search or among the empty legs until a new document is entered.",
      facts.pageUrl
        ? `Enter the renewed document in the console: ${facts.pageUrl}`
        : "Enter the renewed document in the console: Supply → Operators → Documents.",
    ].join("\n"),
  };
}
