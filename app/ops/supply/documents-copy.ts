import { bilingual } from "../ui/copy";
import type { DocumentErrorCode } from "~/charter/index.server";

/**
 * The words of an operator's documents page (issue 27, item 2): the air operator certificate, the
 * liability insurance and the voluntary audits, in Russian and English, as an airline's
 * dispatcher and our supervisors read them.
 */
export const DOCUMENT_DONE_CODES = ["document-recorded", "audit-recorded", "audit-removed"] as const;
export type DocumentDoneCode = (typeof DOCUMENT_DONE_CODES)[number];

type Copy = {
  title: string;
  intro: string;
  house: string;
  aoc: string;
  insurance: string;
  audits: string;
  history: string;
  none: string;
  noneSells: string;
  noneHouse: string;
  sample: string;
  scan: string;
  noScan: string;
  state: { valid: string; expiring: string; lapsed: string };
  fields: {
    number: string;
    policyNumber: string;
    authority: string;
    insurer: string;
    coverAmount: string;
    coverCurrency: string;
    validUntil: string;
    validUntilHint: string;
    file: string;
    fileHint: string;
    program: string;
    rating: string;
    auditedOn: string;
    auditValidUntil: string;
    auditValidUntilHint: string;
    kind: string;
    replacedAt: string;
  };
  renewAoc: string;
  renewInsurance: string;
  addAudit: string;
  remove: string;
  programs: { argus: string; wyvern: string; isbao: string };
  kinds: { aoc: string; insurance: string };
  done: Record<DocumentDoneCode, string>;
  errors: Record<DocumentErrorCode, string>;
};

export const documentsCopy = bilingual<Copy>({
  ru: {
    title: "Документы оператора",
    intro:
      "Сертификат эксплуатанта и страхование ответственности: с истёкшим документом воздушные суда оператора не продаются в поиске и в пустых перелётах, пока не внесён новый. За 14 дней до окончания срока оператор и супервайзеры получают письмо.",
    house: "Собственный оператор (заведён в коде)",
    aoc: "Сертификат эксплуатанта",
    insurance: "Страхование ответственности",
    audits: "Добровольные аудиты безопасности",
    history: "Прежние документы",
    none: "Не внесён.",
    noneSells: "Без этого документа воздушные суда оператора не продаются.",
    noneHouse: "Собственный оператор продаёт и без него, но внесите действующий документ.",
    sample: "Образец документа, не настоящий",
    scan: "Скан (PDF)",
    noScan: "Скан не загружен",
    state: {
      valid: "Действует, осталось {{days}} дн.",
      expiring: "Истекает через {{days}} дн.",
      lapsed: "Истёк — оператор не продаёт",
    },
    fields: {
      number: "Номер сертификата",
      policyNumber: "Номер полиса",
      authority: "Выдавший орган",
      insurer: "Страховщик",
      coverAmount: "Страховая сумма",
      coverCurrency: "Валюта",
      validUntil: "Действует по",
      validUntilHint: "Последний день действия, включительно.",
      file: "Скан, PDF",
      fileHint: "Необязательно. Только PDF, не больше 10 МБ.",
      program: "Программа",
      rating: "Рейтинг или стадия",
      auditedOn: "Дата аудита",
      auditValidUntil: "Действует по",
      auditValidUntilHint: "Пусто — без срока.",
      kind: "Документ",
      replacedAt: "Заменён",
    },
    renewAoc: "Внести новый сертификат",
    renewInsurance: "Внести новый полис",
    addAudit: "Добавить аудит",
    remove: "Убрать",
    programs: { argus: "ARGUS", wyvern: "Wyvern", isbao: "IS-BAO" },
    kinds: { aoc: "Сертификат эксплуатанта", insurance: "Страховой полис" },
    done: {
      "document-recorded": "Документ внесён; прежний сохранён в истории.",
      "audit-recorded": "Аудит добавлен.",
      "audit-removed": "Аудит убран.",
    },
    errors: {
      required: "Заполните поле.",
      too_long: "Слишком длинно.",
      kind: "Неизвестный вид документа.",
      date_format: "Дата в виде ГГГГ-ММ-ДД.",
      valid_until_past: "Срок уже истёк: внесите действующий документ.",
      valid_until_far: "Срок больше 20 лет вперёд — проверьте дату.",
      cover_range: "Целое число от 1 до 10 000 000 000.",
      currency: "Выберите валюту из списка.",
      program: "Выберите программу из списка.",
      rating: "Такого рейтинга у этой программы нет.",
      audited_in_future: "Дата аудита ещё не наступила.",
      audited_too_early: "Аудиты до 2000 года не вносятся.",
      valid_before_audit: "Срок действия раньше даты аудита.",
      pdf_too_large: "Файл больше 10 МБ.",
      pdf_invalid: "Это не PDF: загрузите скан в формате PDF.",
      not_found: "Не найдено.",
      already_removed: "Уже убран.",
    },
  },
  en: {
    title: "Operator documents",
    intro:
      "The air operator certificate and the liability insurance: with either lapsed, the operator's aircraft are not sold in search or among the empty legs until a new one is entered. The operator and the supervisors are e-mailed 14 days before a document expires.",
    house: "House operator (set up in code)",
    aoc: "Air operator certificate",
    insurance: "Liability insurance",
    audits: "Voluntary safety audits",
    history: "Earlier documents",
    none: "Not entered.",
    noneSells: "Without this document the operator's aircraft are not sold.",
    noneHouse: "A house operator sells without it, but enter the document in force.",
    sample: "Sample document, not a real one",
    scan: "Scan (PDF)",
    noScan: "No scan uploaded",
    state: {
      valid: "Valid, {{days}} days left",
      expiring: "Expires in {{days}} days",
      lapsed: "Lapsed: the operator does not sell",
    },
    fields: {
      number: "Certificate number",
      policyNumber: "Policy number",
      authority: "Issuing authority",
      insurer: "Insurer",
      coverAmount: "Cover",
      coverCurrency: "Currency",
      validUntil: "Valid until",
      validUntilHint: "The last valid day, inclusive.",
      file: "Scan, PDF",
      fileHint: "Optional. PDF only, at most 10 MB.",
      program: "Programme",
      rating: "Rating or stage",
      auditedOn: "Audited on",
      auditValidUntil: "Valid until",
      auditValidUntilHint: "Empty if it has no end.",
      kind: "Document",
      replacedAt: "Replaced",
    },
    renewAoc: "Enter a new certificate",
    renewInsurance: "Enter a new policy",
    addAudit: "Add an audit",
    remove: "Remove",
    programs: { argus: "ARGUS", wyvern: "Wyvern", isbao: "IS-BAO" },
    kinds: { aoc: "Air operator certificate", insurance: "Insurance policy" },
    done: {
      "document-recorded": "Document entered; the earlier one is kept in the history.",
      "audit-recorded": "Audit added.",
      "audit-removed": "Audit removed.",
    },
    errors: {
      required: "Fill this in.",
      too_long: "Too long.",
      kind: "Unknown kind of document.",
      date_format: "A date as YYYY-MM-DD.",
      valid_until_past: "Already lapsed: enter the document in force.",
      valid_until_far: "More than 20 years ahead: check the date.",
      cover_range: "A whole number from 1 to 10,000,000,000.",
      currency: "Choose a currency from the list.",
      program: "Choose a programme from the list.",
      rating: "This programme awards no such rating.",
      audited_in_future: "The audit date is still ahead.",
      audited_too_early: "Audits before 2000 are not entered.",
      valid_before_audit: "Valid until is before the audit date.",
      pdf_too_large: "The file is over 10 MB.",
      pdf_invalid: "Not a PDF: upload the scan as a PDF.",
      not_found: "Not found.",
      already_removed: "Already removed.",
    },
  },
});
