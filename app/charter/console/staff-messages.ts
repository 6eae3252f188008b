import type { Language } from "~/utils/language";

/** The e-mails of staff sign-in (issue 18, item 1), in the member's language. */
const timeIn = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ru-RU", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Moscow",
  }).format(at);

export function signInEmail(input: {
  language: Language;
  name: string;
  link: string;
  expiresAt: Date;
  /** The requesting client's address, already checked to be an IP address; null when unknown. */
  requestedFrom: string | null;
}): { subject: string; body: string } {
  const until = timeIn(input.language, input.expiresAt);
  const from = input.requestedFrom;
  if (input.language === "en") {
    return {
      subject: "Your sign-in link to the Charterline console",
      body: [
        `Hello, ${input.name}.`,
        "",
        "Open this link to sign in to the operations console:",
        input.link,
        "",
        `It works once, until ${until} Moscow time.${from ? ` It was asked for from address ${from}.` : ""}`,
        "If you did not ask for it, ignore this message: nobody can sign in without the link.",
      ].join("\n"),
    };
  }
  return {
    subject: "Ссылка для входа в консоль Charterline",
    body: [
      `Здравствуйте, ${input.name}.`,
      "",
      "Откройте ссылку, чтобы войти в операционную консоль:",
      input.link,
      "",
      `Она действует один раз, до ${until} по Москве.${from ? ` Её запросили с адреса ${from}.` : ""}`,
      "Если вы её не запрашивали, просто удалите письмо: без ссылки войти нельзя.",
    ].join("\n"),
  };
}

export function invitationEmail(input: {
  language: Language;
  name: string;
  invitedBy: string;
  loginUrl: string;
  role: "seller" | "supervisor" | "operator";
  /** An operator's member (issue 27, item 1): the operator it will act for, in its language. */
  operatorName?: string | null;
}): { subject: string; body: string } {
  if (input.role === "operator")
    return operatorInvitationEmail({ ...input, operatorName: input.operatorName ?? "" });
  if (input.language === "en") {
    const role = input.role === "supervisor" ? "supervisor" : "seller";
    return {
      subject: "You have been added to the Charterline console",
      body: [
        `Hello, ${input.name}.`,
        "",
        `${input.invitedBy} added you to the Charterline operations console as a ${role}.`,
        `To sign in, open ${input.loginUrl} and enter this e-mail address: a one-time link will arrive here.`,
      ].join("\n"),
    };
  }
  const role = input.role === "supervisor" ? "руководитель" : "менеджер по продажам";
  return {
    subject: "Вас добавили в консоль Charterline",
    body: [
      `Здравствуйте, ${input.name}.`,
      "",
      `${input.invitedBy} добавил(а) вас в операционную консоль Charterline, роль: ${role}.`,
      `Чтобы войти, откройте ${input.loginUrl} и введите этот адрес: на него придёт одноразовая ссылка.`,
    ].join("\n"),
  };
}

/**
 * The invitation of an operator's member (issue 27, item 1): it names the operator, says what the
 * console lets them keep, and how to sign in (the same single-use link as the house's staff).
 */
function operatorInvitationEmail(input: {
  language: Language;
  name: string;
  invitedBy: string;
  loginUrl: string;
  operatorName: string;
}): { subject: string; body: string } {
  if (input.language === "en") {
    return {
      subject: `${input.operatorName} on Charterline: your access to the operator's console`,
      body: [
        `Hello, ${input.name}.`,
        "",
        `${input.invitedBy} gave you access to the Charterline console for ${input.operatorName}.`,
        "There you keep your aircraft, rates, operating terms, availability and empty legs.",
        `To sign in, open ${input.loginUrl} and enter this e-mail address: a one-time link will arrive here.`,
      ].join("\n"),
    };
  }
  return {
    subject: `${input.operatorName} в Charterline: доступ к консоли оператора`,
    body: [
      `Здравствуйте, ${input.name}.`,
      "",
      `${input.invitedBy} открыл(а) вам доступ к консоли Charterline от имени авиакомпании «${input.operatorName}».`,
      "В ней вы ведёте свои борта, ставки, условия вылета, недоступность и пустые перелёты.",
      `Чтобы войти, откройте ${input.loginUrl} и введите этот адрес: на него придёт одноразовая ссылка.`,
    ].join("\n"),
  };
}
