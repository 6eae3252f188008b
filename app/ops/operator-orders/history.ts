import type { Language } from "~/utils/language";
import { fill } from "../ui/copy";
import { formatMoscow } from "../orders/ui";
import { operatorAnswerCopy } from "./copy";

const str = (value: unknown) => (typeof value === "string" ? value : null);

/** A deal's history line for the operator's part (issue 27, item 3): sent to it, and its answer. */
export function describeOperatorEntry(
  action: "deal.operator_routed" | "deal.operator_answer",
  after: Record<string, unknown>,
  language: Language,
): string {
  const copy = operatorAnswerCopy[language].history;
  if (action === "deal.operator_routed") {
    const due = str(after.operatorDueAt);
    return fill(copy.routed, { due: due ? `${formatMoscow(due, language)} MSK` : "—" });
  }
  if (after.operatorStatus === "declined") return fill(copy.declined, { reason: str(after.reason) ?? "" });
  const percent = typeof after.priceChangePercent === "number" ? after.priceChangePercent : 0;
  const sign = percent > 0 ? "+" : "−";
  const change =
    percent === 0
      ? ""
      : fill(copy.change, {
          percent: `${sign}${String(Math.abs(percent)).replace(".", language === "ru" ? "," : ".")}%`,
          reason: str(after.reason) ?? "",
        });
  return fill(copy.confirmed, { change });
}
