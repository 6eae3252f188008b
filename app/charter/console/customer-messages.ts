import type { Language } from "~/utils/language";
import type { DealStatus } from "./pipeline";

/**
 * What a seller may send the customer with a status change (issue 18, item 2: "optional SMS or
 * e-mail to the customer on a status change, through the outbox"). Drafts in the customer's
 * language, which the seller edits before sending. `{{until}}` stays in the draft and is filled
 * with the hold date the seller enters when the message is sent.
 */
const TEMPLATES: Record<Language, Record<DealStatus, string>> = {
  ru: {
    new: "Charterline: {{name}}, ваша заявка {{ref}} получена. Менеджер свяжется с вами в ближайшее время.",
    contacted:
      "Charterline: {{name}}, ваша заявка {{ref}} в работе. Ваш менеджер — {{seller}}; если удобнее связаться в другое время, ответьте на это сообщение или позвоните нам.",
    quoted:
      "Charterline: {{name}}, по заявке {{ref}} готово предложение. {{seller}} пришлёт подробности и ответит на вопросы.",
    option:
      "Charterline: {{name}}, самолёт по заявке {{ref}} закреплён за вами до {{until}} (мск). Чтобы подтвердить рейс, свяжитесь с менеджером {{seller}}.",
    booked:
      "Charterline: {{name}}, рейс {{ref}} подтверждён. Менеджер {{seller}} пришлёт документы и детали посадки. Спасибо, что выбрали нас!",
    flown: "Charterline: {{name}}, спасибо за полёт с нами! Будем рады помочь со следующей поездкой.",
    lost: "Charterline: {{name}}, жаль, что в этот раз не получилось. Если планы изменятся, мы на связи.",
    cancelled:
      "Charterline: {{name}}, заявка {{ref}} отменена. Если планы изменятся, оставьте новую заявку на сайте или позвоните нам.",
  },
  en: {
    new: "Charterline: {{name}}, we have received your request {{ref}}. Your account manager will call you shortly.",
    contacted:
      "Charterline: {{name}}, your request {{ref}} is being handled by {{seller}}. If another time suits you better, reply to this message or call us.",
    quoted:
      "Charterline: {{name}}, our proposal for {{ref}} is ready. {{seller}} will send you the details and answer any questions.",
    option:
      "Charterline: {{name}}, the aircraft for {{ref}} is held for you until {{until}} (Moscow time). To confirm the flight, please contact {{seller}}.",
    booked:
      "Charterline: {{name}}, your flight {{ref}} is confirmed. {{seller}} will send you the documents and boarding details. Thank you for flying with us!",
    flown: "Charterline: {{name}}, thank you for flying with us! We will be glad to arrange your next trip.",
    lost: "Charterline: {{name}}, we are sorry it did not work out this time. If your plans change, we are here to help.",
    cancelled:
      "Charterline: {{name}}, your request {{ref}} has been cancelled. If your plans change, place a new request on our website or call us.",
  },
};

const SUBJECTS: Record<Language, string> = {
  ru: "Charterline: заявка {{ref}}",
  en: "Charterline: your request {{ref}}",
};

export const UNTIL_PLACEHOLDER = "{{until}}";

function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

export interface DraftValues {
  /** The customer's name; drafts greet them by it. */
  name: string;
  /** The order as the customer knows it: "ABC123-1 (Москва → Сочи)". */
  ref: string;
  /** The seller signing the message. */
  seller: string;
}

/** The draft for a move to `status`, with every placeholder but the hold date filled in. */
export function customerDraft(status: DealStatus, language: Language, values: DraftValues): string {
  return fillIn(TEMPLATES[language][status], { ...values });
}

export function customerSubject(language: Language, ref: string): string {
  return fillIn(SUBJECTS[language], { ref });
}

/** The hold date into a text about to be sent: "3 декабря, 18:00" (Moscow time). */
export function fillUntil(text: string, until: string | null): string {
  return until === null ? text : text.split(UNTIL_PLACEHOLDER).join(until);
}
