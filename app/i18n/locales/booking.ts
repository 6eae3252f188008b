/**
 * Interface copy of the booking (issue 6), Russian and English side by side. ru.ts and en.ts mount it
 * under `booking`; en.ts's type checks that both have the same keys.
 */
export const bookingRu = {
  dialog: {
    title: "Заказ рейса {{number}}",
  },
  page: {
    title: "Заказ рейса: {{flight}}",
    heading: "Заказ рейса {{number}}",
    back: "Вернуться к рейсу",
  },
  summary: {
    label: "Рейс, который вы заказываете",
    route: "{{from}} → {{to}}",
    there: "Туда",
    back: "Обратно",
    departure: "Вылет",
    localTime: "местное время",
    aircraft: "Самолёт",
    price: "Цена",
    priceNote: "за весь самолёт, без наценки брокера",
    number: "Номер рейса",
  },
  steps: {
    label: "Шаги заказа",
    registration: "Контакты",
    confirmation: "Код из SMS",
    done: "Готово",
    current: "текущий шаг",
  },
  register: {
    heading: "Ваши контакты",
    intro:
      "Пришлём код в SMS, чтобы подтвердить, что номер ваш. Оператор позвонит по нему, проверит самолёт на ваши даты и пришлёт договор.",
    name: "Имя",
    phone: "Телефон",
    phoneHint: "Например, +7 (916) 123-45-67; номер другой страны — с её кодом, как +44 20 7946 0958",
    email: "Электронная почта",
    optional: "необязательно",
    emailHint: "Если укажете, оператор пришлёт на неё детали рейса и договор",
    documents: "Условия сервиса и то, как мы обрабатываем данные:",
    opensInNewTab: "(откроется в новой вкладке)",
    submit: "Получить код",
    submitting: "Отправляем код…",
    disabledHint: "Чтобы получить код, укажите имя и телефон и отметьте согласие.",
    consentHint: "Чтобы получить код, отметьте согласие на обработку персональных данных.",
  },
  confirm: {
    heading: "Подтвердите номер",
    sent: "Мы отправили код на номер {{phone}}.",
    resent: "Новый код отправлен на номер {{phone}}. Прежний код больше не действует.",
    code: "Код из SMS",
    codeHint: "4 цифры. Код действует 5 минут.",
    submit: "Подтвердить",
    submitting: "Проверяем код…",
    resend: "Отправить код ещё раз",
    resendWait: "Запросить код ещё раз можно через {{seconds}} с.",
    resendUsed:
      "Код уже отправлен повторно: ещё раз его запросить нельзя. Если SMS не пришло, позвоните нам.",
    changePhone: "Изменить номер или имя",
    expired: "Код больше не действует: прошло 5 минут или он уже использован.",
    askAgain: "Получить новый код",
    expiredRestart: "Повторный код уже был отправлен. Введите данные снова, и мы пришлём новый код.",
    restart: "Ввести данные заново",
    locked: "Слишком много неверных попыток. Попробуйте снова через {{wait}}.",
    noAttempts: "Попытки ввода этого кода закончились.",
    resendRefused: "Новый код можно будет запросить через {{wait}}.",
    codeUsed:
      "Код подтверждён, но сохранить заказ не удалось. Запросите новый код и попробуйте ещё раз или позвоните нам.",
  },
  done: {
    heading: "Заказ принят",
    text: "Оператор позвонит вам в ближайшее время по номеру {{phone}}.",
    preOrder: "Номер заказа: {{id}}",
    close: "Готово",
    back: "Вернуться к рейсу",
  },
  errors: {
    name: {
      required: "Укажите имя: так оператор будет к вам обращаться.",
      tooLong: "Имя должно быть не длиннее {{max}} символов.",
      control: "В имени есть недопустимые символы.",
    },
    phone: {
      required: "Укажите телефон: на него придёт код.",
      format:
        "Проверьте номер телефона: например, +7 (916) 123-45-67 или 8 916 123-45-67; номер другой страны — с «+» и её кодом.",
      tooLong: "Номер телефона должен быть не длиннее {{max}} символов.",
      unreachable: "На этот номер не получится отправить SMS. Проверьте код страны и цифры.",
    },
    email: {
      format: "Адрес почты пишется так: name@example.ru. Или оставьте поле пустым.",
      tooLong: "Адрес почты должен быть не длиннее {{max}} символов.",
    },
    consent: {
      required:
        "Отметьте согласие на обработку персональных данных: без него мы не можем отправить код и принять заказ.",
    },
    code: {
      format: "Введите 4 цифры из SMS.",
      wrong_one: "Неверный код. Осталась {{count}} попытка.",
      wrong_few: "Неверный код. Осталось {{count}} попытки.",
      wrong_many: "Неверный код. Осталось {{count}} попыток.",
      wrong_other: "Неверный код. Осталось {{count}} попытки.",
      wrongNoCount: "Неверный код.",
    },
  },
  failure: {
    heading: "Не получилось",
    rateLimited: "Слишком много запросов. Попробуйте снова через {{wait}}.",
    unavailable: "Сбой на нашей стороне, ваши данные сохранены в форме. Попробуйте ещё раз.",
    network: "Не удалось связаться с сервером. Проверьте подключение к интернету и попробуйте ещё раз.",
    notFound:
      "Этот рейс больше недоступен: цены и расписание обновились. Вернитесь к поиску и выберите рейс заново.",
    callUs: "Или позвоните нам: {{phone}}",
    retry: "Попробовать ещё раз",
  },
  wait: {
    seconds_one: "{{count}} секунду",
    seconds_few: "{{count}} секунды",
    seconds_many: "{{count}} секунд",
    seconds_other: "{{count}} секунды",
    minutes_one: "{{count}} минуту",
    minutes_few: "{{count}} минуты",
    minutes_many: "{{count}} минут",
    minutes_other: "{{count}} минуты",
  },
};

export const bookingEn: typeof bookingRu = {
  dialog: {
    title: "Order flight {{number}}",
  },
  page: {
    title: "Order: {{flight}}",
    heading: "Order flight {{number}}",
    back: "Back to the flight",
  },
  summary: {
    label: "The flight you are ordering",
    route: "{{from}} → {{to}}",
    there: "Outbound",
    back: "Return",
    departure: "Departure",
    localTime: "local time",
    aircraft: "Aircraft",
    price: "Price",
    priceNote: "for the whole aircraft, no broker mark-up",
    number: "Flight number",
  },
  steps: {
    label: "Order steps",
    registration: "Contacts",
    confirmation: "Text message code",
    done: "Done",
    current: "current step",
  },
  register: {
    heading: "Your contacts",
    intro:
      "We will text you a code to confirm the number is yours. An operator will call you on it, check the aircraft for your dates and send the contract.",
    name: "Name",
    phone: "Phone",
    phoneHint:
      "For example +7 (916) 123-45-67; a number of another country with its code, like +44 20 7946 0958",
    email: "E-mail",
    optional: "optional",
    emailHint: "If you give it, the operator will send the flight details and the contract there",
    documents: "The terms of the service and how we handle your data:",
    opensInNewTab: "(opens in a new tab)",
    submit: "Get the code",
    submitting: "Sending the code…",
    disabledHint: "To get the code, enter your name and phone and tick the consent box.",
    consentHint: "To get the code, tick the consent to the processing of your personal data.",
  },
  confirm: {
    heading: "Confirm your phone",
    sent: "We sent a code to {{phone}}.",
    resent: "A new code was sent to {{phone}}. The earlier code no longer works.",
    code: "Code from the text message",
    codeHint: "4 digits. The code is valid for 5 minutes.",
    submit: "Confirm",
    submitting: "Checking the code…",
    resend: "Send the code again",
    resendWait: "You can ask for the code again in {{seconds}} s.",
    resendUsed:
      "The code has already been sent again and cannot be requested once more. If no message came, call us.",
    changePhone: "Change the phone or name",
    expired: "The code no longer works: 5 minutes have passed or it was already used.",
    askAgain: "Get a new code",
    expiredRestart:
      "The code was already sent again. Enter your details once more and we will send a new code.",
    restart: "Enter the details again",
    locked: "Too many wrong tries. Please try again in {{wait}}.",
    noAttempts: "No tries are left for this code.",
    resendRefused: "You can ask for a new code in {{wait}}.",
    codeUsed:
      "The code was confirmed, but the order could not be saved. Ask for a new code and try again, or call us.",
  },
  done: {
    heading: "Order received",
    text: "An operator will call you shortly on {{phone}}.",
    preOrder: "Order number: {{id}}",
    close: "Done",
    back: "Back to the flight",
  },
  errors: {
    name: {
      required: "Enter your name: the operator will use it to address you.",
      tooLong: "The name must be at most {{max}} characters.",
      control: "The name contains characters that are not allowed.",
    },
    phone: {
      required: "Enter your phone: the code will be sent to it.",
      format:
        "Check the phone number: for example +7 (916) 123-45-67, or a number of another country with + and its country code.",
      tooLong: "The phone number must be at most {{max}} characters long.",
      unreachable: "A text message cannot be sent to this number. Check the country code and the digits.",
    },
    email: {
      format: "An e-mail address looks like name@example.com. Or leave the field empty.",
      tooLong: "The e-mail address must be at most {{max}} characters.",
    },
    consent: {
      required:
        "Tick the consent to the processing of your personal data: without it we cannot send the code or take the order.",
    },
    code: {
      format: "Enter the 4 digits from the text message.",
      wrong_one: "Wrong code. {{count}} try left.",
      wrong_few: "Wrong code. {{count}} tries left.",
      wrong_many: "Wrong code. {{count}} tries left.",
      wrong_other: "Wrong code. {{count}} tries left.",
      wrongNoCount: "Wrong code.",
    },
  },
  failure: {
    heading: "That did not work",
    rateLimited: "Too many requests. Please try again in {{wait}}.",
    unavailable: "Something failed on our side; what you typed is kept in the form. Please try again.",
    network: "We could not reach the server. Check your internet connection and try again.",
    notFound:
      "This flight is no longer available: prices and schedules have changed. Go back to the search and choose a flight again.",
    callUs: "Or call us: {{phone}}",
    retry: "Try again",
  },
  wait: {
    seconds_one: "{{count}} second",
    seconds_few: "{{count}} seconds",
    seconds_many: "{{count}} seconds",
    seconds_other: "{{count}} seconds",
    minutes_one: "{{count}} minute",
    minutes_few: "{{count}} minutes",
    minutes_many: "{{count}} minutes",
    minutes_other: "{{count}} minutes",
  },
};
