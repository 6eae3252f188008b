/**
 * Copy of multi-leg trips (issue 29, item 1): the address's error page and the search form's
 * «Сложный маршрут» mode, Russian and English side by side. ru.ts and en.ts mount it under
 * `multiLeg`; en.ts's type checks that both languages have the same keys.
 */
export const multiLegRu = {
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
