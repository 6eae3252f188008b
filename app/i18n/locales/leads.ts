/**
 * Interface copy of the leads (issue 6), Russian and English side by side. ru.ts and en.ts mount it
 * under `leads`; en.ts's type checks that both have the same keys.
 */
export const leadsRu = {
  honeypot: "Оставьте это поле пустым",
  /**
   * The consent to the processing of personal data on every form that takes it (issue 28, item 8;
   * 152-FZ art. 9). Its own box, never ticked for the visitor. Change the label and you change
   * the text people agreed to: bump CONSENT_VERSION in app/forms/consent.ts (a test holds them).
   */
  consent: {
    label:
      "Даю согласие на обработку моих персональных данных из этой формы, чтобы Charterline связался со мной по обращению",
    documents: "Как мы обрабатываем данные:",
    missing: "Чтобы отправить, отметьте согласие на обработку персональных данных.",
    opensInNewTab: "(откроется в новой вкладке)",
  },
  /** Why a field is refused (spec §5), shown next to it. */
  problems: {
    phone: {
      required: "Укажите номер телефона.",
      invalid:
        "Проверьте номер: например, +7 (916) 123-45-67 или 8 916 123-45-67; номер другой страны — с «+» и её кодом.",
      tooLong: "Номер не должен быть длиннее {{max}} символов.",
    },
    name: {
      required: "Укажите ваше имя.",
      invalid: "Уберите из имени служебные символы.",
      tooLong: "Имя не должно быть длиннее {{max}} символов.",
    },
    contact: {
      required: "Укажите e-mail или телефон, чтобы мы могли ответить.",
      invalid: "Нужен e-mail (например, name@company.ru) или телефон (например, +7 (916) 123-45-67).",
      tooLong: "Контакт не должен быть длиннее {{max}} символов.",
    },
    message: {
      required: "Напишите несколько слов о вашем предложении.",
      invalid: "Уберите из сообщения служебные символы.",
      tooLong: "Сообщение не должно быть длиннее {{max}} символов.",
    },
    consent: {
      required: "Отметьте согласие на обработку персональных данных: без него мы не можем принять заявку.",
    },
  },
  /** Why a send failed as a whole (issue 6 §5: never silence), with a way to try again. */
  failure: {
    invalid: "Проверьте отмеченные поля и отправьте ещё раз.",
    rateLimited_one:
      "С вашего адреса или номера уже пришло несколько заявок подряд. Отправить снова можно через {{count}} минуту.",
    rateLimited_few:
      "С вашего адреса или номера уже пришло несколько заявок подряд. Отправить снова можно через {{count}} минуты.",
    rateLimited_many:
      "С вашего адреса или номера уже пришло несколько заявок подряд. Отправить снова можно через {{count}} минут.",
    rateLimited_other:
      "С вашего адреса или номера уже пришло несколько заявок подряд. Отправить снова можно через {{count}} минуты.",
    unavailable: "Из-за сбоя на нашей стороне заявка не дошла. Попробуйте отправить её ещё раз.",
    network: "Не удалось связаться с сервером. Проверьте подключение к интернету и попробуйте ещё раз.",
    callUs: "Или позвоните нам: {{phone}}",
  },
  /** Spec §2 "Home" and §4: the callback widget, collapsed, phone input, sent. */
  callback: {
    title: "Перезвоним вам",
    text: "Оставьте номер — менеджер перезвонит, ответит на вопросы и подберёт самолёт под ваш маршрут.",
    toggle: "Заказать обратный звонок",
    phone: "Ваш телефон",
    phoneHint: "Например, +7 (916) 123-45-67; номер другой страны — с её кодом",
    submit: "Перезвоните мне",
    submitting: "Отправляем…",
    disabledHint: "Кнопка станет активной, когда вы укажете номер и отметите согласие на обработку данных.",
    failed: "Номер не отправлен.",
    sent: "Спасибо! Мы получили ваш номер, менеджер перезвонит вам в ближайшее время.",
    hours: "Часы работы: {{hours}}.",
  },
  /** Spec §2 "Partners" and §4: the enquiry form, sent once. */
  partner: {
    name: "Имя",
    contact: "E-mail или телефон",
    contactHint: "Например, name@company.ru или +7 (916) 123-45-67",
    message: "Сообщение",
    messageHint: "О компании, самолётах и о том, как вы хотите сотрудничать. До {{max}} символов.",
    submit: "Отправить заявку",
    submitting: "Отправляем…",
    sentButton: "Заявка отправлена",
    disabledHint:
      "Кнопка станет активной, когда имя, контакт и сообщение заполнены верно и отмечено согласие на обработку данных.",
    failed: "Заявка не отправлена.",
    sent: "Спасибо! Заявка отправлена. Мы ответим вам по контакту, который вы указали.",
    direct: "Можно и напрямую:",
  },
};

export const leadsEn: typeof leadsRu = {
  honeypot: "Leave this field empty",
  consent: {
    label:
      "I consent to Charterline processing the personal data in this form to contact me about my request",
    documents: "How we handle your data:",
    missing: "To send this, tick the consent to the processing of your personal data.",
    opensInNewTab: "(opens in a new tab)",
  },
  problems: {
    phone: {
      required: "Enter your phone number.",
      invalid:
        "Check the number: for example +7 (916) 123-45-67, or a number of another country with + and its country code.",
      tooLong: "The number must be at most {{max}} characters long.",
    },
    name: {
      required: "Enter your name.",
      invalid: "Remove the control characters from the name.",
      tooLong: "The name must be at most {{max}} characters long.",
    },
    contact: {
      required: "Enter an e-mail address or a phone number so we can reply.",
      invalid:
        "Enter an e-mail address (such as name@company.com) or a phone number (such as +7 (916) 123-45-67).",
      tooLong: "The contact must be at most {{max}} characters long.",
    },
    message: {
      required: "Write a few words about your proposal.",
      invalid: "Remove the control characters from the message.",
      tooLong: "The message must be at most {{max}} characters long.",
    },
    consent: {
      required:
        "Tick the consent to the processing of your personal data: we cannot accept the request without it.",
    },
  },
  failure: {
    invalid: "Check the marked fields and send again.",
    rateLimited_one:
      "Several requests have already come from your address or number. You can send again in {{count}} minute.",
    rateLimited_few:
      "Several requests have already come from your address or number. You can send again in {{count}} minutes.",
    rateLimited_many:
      "Several requests have already come from your address or number. You can send again in {{count}} minutes.",
    rateLimited_other:
      "Several requests have already come from your address or number. You can send again in {{count}} minutes.",
    unavailable: "A fault on our side stopped your request. Please try sending it again.",
    network: "We could not reach the server. Check your internet connection and try again.",
    callUs: "Or call us: {{phone}}",
  },
  callback: {
    title: "We will call you back",
    text: "Leave your number and a manager will call you back, answer your questions and find an aircraft for your route.",
    toggle: "Request a call back",
    phone: "Your phone",
    phoneHint: "For example +7 (916) 123-45-67; a number of another country with its code",
    submit: "Call me back",
    submitting: "Sending…",
    disabledHint:
      "The button becomes active once you enter your number and tick the consent to the processing of your data.",
    failed: "Your number was not sent.",
    sent: "Thank you! We have your number, and a manager will call you back shortly.",
    hours: "Opening hours: {{hours}}.",
  },
  partner: {
    name: "Name",
    contact: "E-mail or phone",
    contactHint: "For example, name@company.com or +7 (916) 123-45-67",
    message: "Message",
    messageHint:
      "About your company, your aircraft and how you would like to work with us. Up to {{max}} characters.",
    submit: "Send enquiry",
    submitting: "Sending…",
    sentButton: "Enquiry sent",
    disabledHint:
      "The button becomes active once the name, contact and message are filled in correctly and the consent to the processing of your data is ticked.",
    failed: "Your enquiry was not sent.",
    sent: "Thank you! Your enquiry has been sent. We will reply to the contact you gave.",
    direct: "Or contact us directly:",
  },
};
