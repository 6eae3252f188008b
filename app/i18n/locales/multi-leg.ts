/**
 * Copy of multi-leg trips (issue 29, item 1): the address's error page and the search form's
 * «Сложный маршрут» mode, Russian and English side by side. ru.ts and en.ts mount it under
 * `multiLeg`; en.ts's type checks that both languages have the same keys.
 */
export const multiLegRu = {
  // The results, flight and expired pages of a multi-leg search (issue 29, item 1).
  leg: "Перелёт {{n}}",
  // The price of a trip of numbered legs: not «туда и обратно», not «оба».
  priceAll: "за все перелёты маршрута",
  summary: {
    label: "Маршрут из {{count}} перелётов",
    legs: "Перелёты",
    change: "Изменить маршрут",
  },
  closed: {
    heading: "Перелёт {{leg}} сейчас закрыт",
    leg: "Перелёт {{leg}} ({{from}} → {{to}}) закрыт:",
  },
  expired: {
    route: "Маршрут из {{count}} перелётов: {{route}}.",
    again: "Искать этот маршрут снова",
    form: "Изменить маршрут",
  },
  between: {
    heading: "Между перелётами",
    lead: "Между перелётами {{from}} и {{to}}",
    wait: "самолёт с экипажем ждёт вас в аэропорту {{airport}}.",
    nights_one: "{{count}} ночь проживания экипажа и стоянки",
    nights_few: "{{count}} ночи проживания экипажа и стоянки",
    nights_many: "{{count}} ночей проживания экипажа и стоянки",
    nights_other: "{{count}} ночи проживания экипажа и стоянки",
    days_one: "минимальный налёт за {{count}} день без полётов",
    days_few: "минимальный налёт за {{count}} дня без полётов",
    days_many: "минимальный налёт за {{count}} дней без полётов",
    days_other: "минимальный налёт за {{count}} дня без полётов",
    and: " и ",
    charged: "В цену входят {{items}}.",
    free: "За ожидание ничего не начисляется.",
    waitWhy: "Ждать на месте выходит не дороже, чем улетать на базу и возвращаться.",
    then: "Затем самолёт перелетает пустым в аэропорт {{airport}}, откуда начинается перелёт {{leg}}; перегон входит в цену.",
    ferry:
      "самолёт не ждёт: он улетает в аэропорт {{away}} и возвращается в аэропорт {{back}} к следующему вылету.",
    ferryWhy:
      "Оба перегона входят в цену: они дешевле, чем держать самолёт и экипаж на месте (ночи экипажа и минимальный налёт за дни без полётов), или у самолёта в эти дни другой рейс.",
  },
  error: {
    heading: "Не получается выполнить поиск по сложному маршруту",
    intro: "В адресе поиска есть ошибки:",
    format:
      "Перелёт {{leg}}: нужен вид ОТКУДА-КУДА-ГГГГ-ММ-ДДTЧЧ:ММ-ПАССАЖИРЫ, например UUWW-UWKD-2026-12-24T09:00-3.",
    from: "Перелёт {{leg}}: аэропорт вылета указан неверно, нужен четырёхбуквенный код ИКАО, например UUWW.",
    to: "Перелёт {{leg}}: аэропорт прилёта указан неверно, нужен четырёхбуквенный код ИКАО, например UWKD.",
    sameAirports: "Перелёт {{leg}}: аэропорты вылета и прилёта совпадают.",
    date: "Перелёт {{leg}}: дата вылета указана неверно, нужен формат ГГГГ-ММ-ДДTЧЧ:ММ.",
    order: "Перелёт {{leg}}: вылет раньше предыдущего перелёта.",
    dateWindow: "Перелёт {{leg}}: дата вне доступного периода, вылет возможен с {{earliest}} по {{last}}.",
    pax: "Перелёт {{leg}}: число пассажиров указано неверно, нужно целое число от 1.",
    unknownAirport: "Перелёт {{leg}}: мы не обслуживаем аэропорт {{code}}.",
    other: "Параметры поиска не приняты. Выберите маршрут и даты заново.",
    home: "Новый поиск на главной",
  },
  form: {
    mode: "Сложный маршрут",
    legHeading: "Перелёт {{leg}}",
    from: "Откуда",
    to: "Куда",
    date: "Дата и время вылета",
    pax: "Пассажиры",
    addLeg: "Добавить перелёт",
    removeLeg: "Убрать перелёт {{leg}}",
    maxLegs: "В одном заказе — до {{count}} перелётов.",
    submit: "Найти",
    fromPlaceholder: "Код ИКАО или город, например UUWW",
    toPlaceholder: "Код ИКАО или город, например UWKD",
  },
};

export const multiLegEn: typeof multiLegRu = {
  leg: "Leg {{n}}",
  priceAll: "for all the legs of the trip",
  summary: {
    label: "A trip of {{count}} legs",
    legs: "Legs",
    change: "Change the route",
  },
  closed: {
    heading: "Leg {{leg}} is closed at present",
    leg: "Leg {{leg}} ({{from}} → {{to}}) is closed:",
  },
  expired: {
    route: "A trip of {{count}} legs: {{route}}.",
    again: "Search this route again",
    form: "Change the route",
  },
  between: {
    heading: "Between the legs",
    lead: "Between legs {{from}} and {{to}}",
    wait: "the aircraft and crew wait for you at {{airport}}.",
    nights_one: "{{count}} night of crew hotel and parking",
    nights_few: "{{count}} nights of crew hotel and parking",
    nights_many: "{{count}} nights of crew hotel and parking",
    nights_other: "{{count}} nights of crew hotel and parking",
    days_one: "the daily minimum for {{count}} day without flying",
    days_few: "the daily minimum for {{count}} days without flying",
    days_many: "the daily minimum for {{count}} days without flying",
    days_other: "the daily minimum for {{count}} days without flying",
    and: " and ",
    charged: "The price includes {{items}}.",
    free: "Nothing is charged for the wait.",
    waitWhy: "Waiting there costs no more than flying back to base and returning.",
    then: "Then it flies empty to {{airport}}, where leg {{leg}} starts; the positioning flight is in the price.",
    ferry:
      "the aircraft does not wait: it flies to {{away}} and comes back to {{back}} for the next departure.",
    ferryWhy:
      "Both positioning flights are in the price: they cost less than keeping the aircraft and crew there (crew nights and the daily minimum for days without flying), or the aircraft has other flights in those days.",
  },
  error: {
    heading: "This multi-city search cannot run",
    intro: "The search address has errors:",
    format:
      "Leg {{leg}}: write it as FROM-TO-YYYY-MM-DDTHH:MM-PASSENGERS, such as UUWW-UWKD-2026-12-24T09:00-3.",
    from: "Leg {{leg}}: the departure airport is wrong; use a four-letter ICAO code such as UUWW.",
    to: "Leg {{leg}}: the arrival airport is wrong; use a four-letter ICAO code such as UWKD.",
    sameAirports: "Leg {{leg}}: the departure and arrival airports are the same.",
    date: "Leg {{leg}}: the departure date is wrong; use YYYY-MM-DDTHH:MM.",
    order: "Leg {{leg}}: it departs before the leg before it.",
    dateWindow: "Leg {{leg}}: the date is outside the bookable period, from {{earliest}} to {{last}}.",
    pax: "Leg {{leg}}: the number of passengers is wrong; use a whole number from 1.",
    unknownAirport: "Leg {{leg}}: we do not serve the airport {{code}}.",
    other: "The search was not accepted. Please choose the route and dates again.",
    home: "New search on the home page",
  },
  form: {
    mode: "Multi-city",
    legHeading: "Leg {{leg}}",
    from: "From",
    to: "To",
    date: "Departure date and time",
    pax: "Passengers",
    addLeg: "Add a leg",
    removeLeg: "Remove leg {{leg}}",
    maxLegs: "Up to {{count}} legs in one request.",
    submit: "Search",
    fromPlaceholder: "ICAO code or city, such as UUWW",
    toPlaceholder: "ICAO code or city, such as UWKD",
  },
};
