import { bilingual } from "../ui/copy";
import type { SupplyErrorCode, SupplyWarningCode } from "~/charter/index.server";

/** Done notices, keyed by the code an action redirects with (app/ops/notice.server.ts). */
export const DONE_CODES = [
  "operator-created",
  "operator-updated",
  "aircraft-created",
  "aircraft-updated",
  "aircraft-retired",
  "aircraft-reinstated",
  "block-created",
  "block-cancelled",
  "leg-published",
  "leg-withdrawn",
  "peak-created",
  "peak-updated",
  "peak-removed",
] as const;
export type DoneCode = (typeof DONE_CODES)[number];

type Texts = {
  titles: { supply: string; blocks: string; emptyLegs: string; aircraft: string; peakDays: string };
  sections: string;
  nav: { overview: string; blocks: string; emptyLegs: string; peakDays: string };
  done: Record<DoneCode, string>;
  errors: Record<SupplyErrorCode, string>;
  warnings: Record<SupplyWarningCode, string>;
  formHasErrors: string;
  confirmTitle: string;
  confirm: string;
  optional: string;
  operators: {
    heading: string;
    add: string;
    id: string;
    idHint: string;
    name: string;
    nameRu: string;
    country: string;
    countryHint: string;
    aircraft: string;
    marketFactor: string;
    marketFactorHint: string;
    edit: string;
    editOf: string;
    save: string;
    create: string;
    terms: string;
    termsHint: string;
    noticeDomestic: string;
    noticeInternational: string;
    noticeHint: string;
    peakSurcharge: string;
    peakSurchargeHint: string;
    peakNotice: string;
    peakNoticeHint: string;
    dailyMinimum: string;
    dailyMinimumHint: string;
    termsColumn: string;
    termsSummary: string;
    classDefault: string;
    answers: string;
    answersHint: string;
    responseMinutes: string;
    responseMinutesHint: string;
    workingHoursStart: string;
    workingHoursEnd: string;
    workingHoursHint: string;
    timeZone: string;
    timeZoneHint: string;
    contactEmail: string;
    contactPhone: string;
    contactHint: string;
    open: string;
  };
  peakDays: {
    heading: string;
    intro: string;
    add: string;
    nameRu: string;
    nameEn: string;
    firstDay: string;
    lastDay: string;
    dayHint: string;
    airports: string;
    airportsHint: string;
    everywhere: string;
    source: string;
    sourceHint: string;
    period: string;
    days: string;
    status: string;
    statuses: { current: string; upcoming: string; ended: string; removed: string };
    edit: string;
    editOf: string;
    save: string;
    create: string;
    remove: string;
    empty: string;
  };
  aircraft: {
    heading: string;
    add: string;
    tail: string;
    tailHint: string;
    type: string;
    operator: string;
    homeBase: string;
    icaoHint: string;
    seats: string;
    seatsHint: string;
    year: string;
    yearOfRenewal: string;
    yearOfOverhaul: string;
    laterYearHint: string;
    hourlyRate: string;
    hourlyRateHint: string;
    overnightRate: string;
    overnightRateHint: string;
    houseFleet: string;
    status: string;
    active: string;
    retired: string;
    own: string;
    typeRate: string;
    classRate: string;
    ownLegend: string;
    create: string;
    save: string;
    parameters: string;
    back: string;
    retireHeading: string;
    retireText: string;
    retire: string;
    reinstateText: string;
    reinstate: string;
    retiredOn: string;
    history: string;
    historyAt: string;
    historyAction: string;
    noHistory: string;
    open: string;
    empty: string;
    perHour: string;
    perDay: string;
    columns: { tail: string; base: string; seats: string; year: string; hourly: string; overnight: string };
  };
  blocks: {
    heading: string;
    add: string;
    aircraft: string;
    kind: string;
    kinds: { busy: string; maintenance: string };
    airport: string;
    startsAt: string;
    endsAt: string;
    timeHint: string;
    note: string;
    status: string;
    statuses: { active: string; upcoming: string; ended: string; cancelled: string };
    cancel: string;
    create: string;
    empty: string;
    choose: string;
  };
  legs: {
    heading: string;
    publish: string;
    aircraft: string;
    from: string;
    to: string;
    windowStart: string;
    windowEnd: string;
    windowHint: string;
    price: string;
    priceHint: string;
    discount: string;
    discountHint: string;
    offer: string;
    note: string;
    status: string;
    statuses: { on_sale: string; departed: string; withdrawn: string };
    withdraw: string;
    empty: string;
    route: string;
    window: string;
  };
  actions: Record<string, string>;
  actionsLabel: string;
  kindOfLabel: string;
};

/**
 * The supply pages' words (issue 18, item 3), for an operations supervisor of a charter broker.
 * Placeholders in `{{ }}` are filled with `fill()`.
 */
export const supplyCopy = bilingual<Texts>({
  ru: {
    titles: {
      supply: "Парк и предложение",
      blocks: "Недоступность бортов",
      emptyLegs: "Пустые перелёты",
      aircraft: "Борт {{tail}}",
      peakDays: "Пиковые дни",
    },
    sections: "Разделы предложения",
    nav: {
      overview: "Операторы и борта",
      blocks: "Недоступность",
      emptyLegs: "Пустые перелёты",
      peakDays: "Пиковые дни",
    },
    done: {
      "operator-created": "Оператор добавлен.",
      "operator-updated": "Данные оператора сохранены.",
      "aircraft-created": "Борт добавлен и уже участвует в подборе.",
      "aircraft-updated": "Параметры борта сохранены; цены пересчитаны.",
      "aircraft-retired": "Борт выведен из эксплуатации и больше не предлагается.",
      "aircraft-reinstated": "Борт возвращён в подбор.",
      "block-created": "Период недоступности внесён: в это время борт не предлагается.",
      "block-cancelled": "Период недоступности снят.",
      "leg-published": "Пустой перелёт опубликован на сайте.",
      "leg-withdrawn": "Пустой перелёт снят с продажи.",
      "peak-created": "Пиковый период добавлен: цены на эти дни пересчитаны.",
      "peak-updated": "Пиковый период сохранён: цены пересчитаны.",
      "peak-removed": "Пиковый период удалён из календаря.",
    },
    errors: {
      required: "Заполните поле.",
      too_long: "Не длиннее {{max}} знаков.",
      invalid: "Проверьте значение.",
      tail_format: "Бортовой номер: буквы и цифры с одним дефисом, например RA-67470, 4K-AZ888, M-ABCD.",
      tail_taken: "Борт с таким номером уже есть.",
      operator_id_format: "Латиница в нижнем регистре, цифры и дефисы, до 40 знаков, например ladoga-jet.",
      operator_taken: "Оператор с таким идентификатором уже есть.",
      country_unknown: "Укажите код страны ISO из двух букв, например RU, TR, AE.",
      unknown_type: "Выберите тип из списка.",
      unknown_operator: "Выберите оператора из списка.",
      unknown_airport: "Аэропорт {{icao}} не найден. Укажите код ИКАО из четырёх знаков.",
      unknown_aircraft: "Выберите борт из списка.",
      aircraft_retired: "Борт выведен из эксплуатации.",
      seats_range: "От 1 до {{max}} мест.",
      year_range: "Год от {{min}} до {{max}}.",
      later_year_range: "Год от {{min}} до {{max}}, не раньше года выпуска; или оставьте пустым.",
      hourly_rate_range: "Ставка от {{min}} до {{max}} € за лётный час; пусто — ставка типа.",
      overnight_rate_range: "Сумма от {{min}} до {{max}} € в сутки; пусто — норматив класса.",
      kind: "Выберите причину.",
      datetime_format: "Укажите дату и время.",
      ends_before_start: "Окончание должно быть позже начала.",
      starts_too_early: "Начало не может быть раньше, чем сутки назад.",
      ends_in_past: "Этот период уже закончился.",
      block_too_long: "Не дольше {{days}} дней.",
      block_too_far: "Начало не позднее чем через {{days}} дней.",
      same_airports: "Аэропорт прилёта совпадает с аэропортом вылета.",
      window_in_past: "Окно вылета должно начинаться в будущем.",
      window_too_far: "Окно вылета должно закончиться в ближайшие {{days}} дней.",
      window_too_long: "Окно вылета не длиннее {{hours}} часов.",
      price_or_discount: "Укажите либо цену, либо скидку — одно из двух.",
      price_range: "Цена от {{min}} до {{max}} €.",
      discount_range: "Скидка от {{min}} до {{max}} %.",
      beyond_range: "Маршрут {{distance}} км длиннее дальности типа ({{range}} км).",
      route_forbidden:
        "Этот борт не может выполнить перелёт: аэропорт закрыт или воздушное пространство закрыто для него.",
      already_retired: "Борт уже выведен из эксплуатации.",
      not_retired: "Борт и так в эксплуатации.",
      already_cancelled: "Этот период уже снят.",
      already_withdrawn: "Этот перелёт уже снят с продажи.",
      notice_range: "От {{min}} до {{max}} минут.",
      surcharge_range: "От {{min}} до {{max}} %.",
      peak_notice_range: "От {{min}} до {{max}} часов.",
      daily_minimum_range: "От {{min}} до {{max}} минут; пусто — норматив класса.",
      response_range: "От {{min}} до {{max}} минут.",
      time_format: "Время в формате ЧЧ:ММ, например 09:00.",
      time_zone_unknown: "Часовой пояс IANA, например Europe/Moscow или Asia/Dubai.",
      email_format: "Проверьте адрес почты, например ops@ladoga-jet.ru.",
      phone_format: "Проверьте номер: с кодом страны, например +7 812 123-45-67.",
      already_active: "Оператор и так работает.",
      already_inactive: "Оператор уже отключён.",
      lead_not_partner: "Оператором можно сделать только заявку партнёра.",
      lead_converted: "Эта заявка уже стала оператором.",
      date_format: "Укажите дату, например 2027-01-10.",
      last_before_first: "Последний день не может быть раньше первого.",
      airports_format:
        "Коды ИКАО из четырёх знаков через запятую, например URSS, URMM; пусто — все аэропорты.",
      already_removed: "Этот период уже удалён.",
      not_found: "Запись не найдена: возможно, её уже изменили.",
    },
    warnings: {
      block_overlap: "Пересекается с другими периодами недоступности этого борта: {{count}}.",
      booked_overlap: "В это время у борта есть забронированные рейсы: {{count}}.",
      published_overlap: "Пересекается с другими опубликованными пустыми перелётами этого борта: {{count}}.",
      future_bookings:
        "У борта впереди забронированные рейсы: {{count}}. Они останутся в расписании; заказчикам нужно подобрать замену.",
    },
    formHasErrors: "Исправьте отмеченные поля.",
    confirmTitle: "Проверьте перед сохранением",
    confirm: "Я проверил(а), сохранить всё равно",
    optional: "необязательно",
    operators: {
      heading: "Операторы",
      add: "Добавить оператора",
      id: "Идентификатор",
      idHint: "Латиницей, постоянный: например ladoga-jet.",
      name: "Название (англ.)",
      nameRu: "Название (рус.)",
      country: "Страна сертификата эксплуатанта",
      countryHint:
        "Код ISO из двух букв: RU, TR, AE. От него зависят ограничения маршрутов и рыночный коэффициент.",
      aircraft: "Бортов (в работе)",
      marketFactor: "Коэфф. рынка",
      marketFactorHint: "На него подбор умножает часовые ставки бортов оператора.",
      edit: "Изменить",
      editOf: "Изменить оператора {{name}}",
      save: "Сохранить",
      create: "Добавить оператора",
      terms: "Условия вылета",
      termsHint:
        "Подбор применяет их ко всем бортам оператора. Значения по умолчанию: уведомление 180 и 240 минут, в пиковые дни +15 % и 24 часа.",
      noticeDomestic: "Уведомление, внутренний рейс, мин",
      noticeInternational: "Уведомление, международный рейс, мин",
      noticeHint: "Сколько минут от запроса до первого вылета нужно оператору: от 30 до 2880.",
      peakSurcharge: "Надбавка в пиковые дни, %",
      peakSurchargeHint: "К стоимости лётного времени рейса в пиковый день: от 0 до 100 %.",
      peakNotice: "Уведомление в пиковые дни, ч",
      peakNoticeHint: "От 0 до 168 часов.",
      dailyMinimum: "Суточный минимум, мин",
      dailyMinimumHint:
        "Лётное время, которое оператор берёт за каждые сутки ожидания у клиента: от 0 до 480. Пусто — норматив класса (120 мин, у больших самолётов 150).",
      termsColumn: "Условия вылета",
      termsSummary:
        "уведомление {{domestic}}/{{international}} мин; пик +{{percent}} %, {{hours}} ч; минимум {{minimum}}",
      classDefault: "по классу",
      answers: "Ответ на заявки и контакты",
      answersHint:
        "Заявку на борт оператора нужно подтвердить или отклонить за это время, считая только рабочие часы. На эти адреса приходят новые заявки и напоминания о документах.",
      responseMinutes: "Время на ответ, мин",
      responseMinutesHint: "От 5 до 1440 минут; по умолчанию 30.",
      workingHoursStart: "Рабочий день: с",
      workingHoursEnd: "Рабочий день: до",
      workingHoursHint: "ЧЧ:ММ по часовому поясу оператора; одинаковое время — круглосуточно.",
      timeZone: "Часовой пояс",
      timeZoneHint: "IANA, например Europe/Moscow, Europe/Istanbul, Asia/Dubai.",
      contactEmail: "Почта диспетчерской",
      contactPhone: "Телефон диспетчерской",
      contactHint: "Пусто — не указан.",
      open: "Страница оператора {{name}}",
    },
    aircraft: {
      heading: "Борта",
      add: "Добавить борт",
      tail: "Бортовой номер",
      tailHint: "Например RA-67470, 4K-AZ888, M-ABCD. Номер потом не меняется.",
      type: "Тип",
      operator: "Оператор",
      homeBase: "Базовый аэропорт",
      icaoHint: "Код ИКАО, например UUWW.",
      seats: "Пассажирских мест",
      seatsHint: "Не больше максимума для типа.",
      year: "Год выпуска",
      yearOfRenewal: "Последнее обновление салона, год",
      yearOfOverhaul: "Год капитального ремонта",
      laterYearHint: "Пусто — не было.",
      hourlyRate: "Ставка, € за лётный час",
      hourlyRateHint: "Пусто — ставка типа. От 500 до 30 000 €.",
      overnightRate: "Стоянка и экипаж, € в сутки",
      overnightRateHint: "Пусто — норматив класса. От 0 до 10 000 €.",
      houseFleet: "Собственный парк Charterline",
      status: "Статус",
      active: "в работе",
      retired: "выведен",
      own: "своя",
      typeRate: "ставка типа",
      classRate: "норматив класса",
      ownLegend: "«своя» — ставка задана для борта; иначе берётся ставка типа или норматив класса.",
      create: "Добавить борт",
      save: "Сохранить параметры",
      parameters: "Параметры",
      back: "Все борта",
      retireHeading: "Эксплуатация",
      retireText:
        "Выведенный борт не предлагается в подборе; его опубликованные пустые перелёты снимаются с продажи.",
      retire: "Вывести из эксплуатации",
      reinstateText: "Борт выведен из эксплуатации {{date}}. Его можно вернуть в подбор.",
      reinstate: "Вернуть в эксплуатацию",
      retiredOn: "выведен {{date}}",
      history: "История изменений",
      historyAt: "Когда (UTC)",
      historyAction: "Изменение",
      noHistory: "Изменений в консоли пока не было.",
      open: "Открыть борт {{tail}}",
      empty: "Бортов пока нет.",
      perHour: "€/ч",
      perDay: "€/сут",
      columns: {
        tail: "Борт",
        base: "База",
        seats: "Мест",
        year: "Выпуск",
        hourly: "€ / лётный час",
        overnight: "€ / сутки вне базы",
      },
    },
    blocks: {
      heading: "Периоды недоступности",
      add: "Внести период недоступности",
      aircraft: "Борт",
      kind: "Причина",
      kinds: { busy: "занят (внешний рейс)", maintenance: "техобслуживание" },
      airport: "Аэропорт",
      startsAt: "Начало",
      endsAt: "Окончание",
      timeHint: "Местное время аэропорта периода.",
      note: "Примечание",
      status: "Статус",
      statuses: { active: "действует", upcoming: "впереди", ended: "закончился", cancelled: "снят" },
      cancel: "Снять",
      create: "Внести период",
      empty: "Действующих и предстоящих периодов нет.",
      choose: "Выберите борт",
    },
    peakDays: {
      heading: "Календарь пиковых дней",
      intro:
        "В эти дни операторы берут надбавку к лётному времени и просят больше времени на подготовку (их условия — в форме оператора). День считается по местному времени аэропорта вылета.",
      add: "Добавить пиковый период",
      nameRu: "Название (рус.)",
      nameEn: "Название (англ.)",
      firstDay: "Первый день",
      lastDay: "Последний день",
      dayHint: "Включительно, по местному времени аэропорта вылета.",
      airports: "Аэропорты вылета",
      airportsHint: "Коды ИКАО через запятую, например URSS, URMM. Пусто — все аэропорты.",
      everywhere: "все аэропорты",
      source: "Основание",
      sourceHint: "Постановление, статья ТК РФ или сезон, например «ТК РФ, ст. 112».",
      period: "Даты",
      days: "{{count}} дн.",
      status: "Статус",
      statuses: { current: "идёт", upcoming: "впереди", ended: "прошёл", removed: "удалён" },
      edit: "Изменить",
      editOf: "Изменить период {{name}}",
      save: "Сохранить период",
      create: "Добавить период",
      remove: "Удалить",
      empty: "Пиковых периодов нет.",
    },
    legs: {
      heading: "Опубликованные пустые перелёты",
      publish: "Опубликовать пустой перелёт",
      aircraft: "Борт",
      from: "Откуда",
      to: "Куда",
      windowStart: "Окно вылета: с",
      windowEnd: "Окно вылета: по",
      windowHint: "Местное время аэропорта вылета. Окно — до 72 часов, в ближайшие 90 дней.",
      price: "Цена, € за борт",
      priceHint: "Либо цена, либо скидка.",
      discount: "Скидка, %",
      discountHint: "От расчётной цены рейса, 1–90 %.",
      offer: "Цена или скидка",
      note: "Примечание",
      status: "Статус",
      statuses: { on_sale: "в продаже", departed: "окно прошло", withdrawn: "снят" },
      withdraw: "Снять с продажи",
      empty: "Опубликованных перелётов нет.",
      route: "Маршрут",
      window: "Окно вылета",
    },
    actions: {
      "aircraft.create": "борт добавлен",
      "aircraft.update": "параметры изменены",
      "aircraft.retire": "выведен из эксплуатации",
      "aircraft.reinstate": "возвращён в эксплуатацию",
    },
    actionsLabel: "Действия",
    kindOfLabel: "{{label}}: {{subject}}",
  },
  en: {
    titles: {
      supply: "Fleet and supply",
      blocks: "Aircraft availability",
      emptyLegs: "Empty legs",
      aircraft: "Aircraft {{tail}}",
      peakDays: "Peak days",
    },
    sections: "Supply sections",
    nav: {
      overview: "Operators and aircraft",
      blocks: "Availability",
      emptyLegs: "Empty legs",
      peakDays: "Peak days",
    },
    done: {
      "operator-created": "Operator added.",
      "operator-updated": "Operator saved.",
      "aircraft-created": "Aircraft added; it is now offered in search.",
      "aircraft-updated": "Aircraft parameters saved; prices are recalculated.",
      "aircraft-retired": "Aircraft retired; it is no longer offered.",
      "aircraft-reinstated": "Aircraft back in service.",
      "block-created": "Availability block saved: the aircraft is not offered in that period.",
      "block-cancelled": "Availability block lifted.",
      "leg-published": "Empty leg published on the site.",
      "leg-withdrawn": "Empty leg withdrawn from sale.",
      "peak-created": "Peak period added; prices for those days are recalculated.",
      "peak-updated": "Peak period saved; prices are recalculated.",
      "peak-removed": "Peak period removed from the calendar.",
    },
    errors: {
      required: "This field is required.",
      too_long: "At most {{max}} characters.",
      invalid: "Check this value.",
      tail_format: "Registration: letters and digits with one hyphen, such as RA-67470, 4K-AZ888, M-ABCD.",
      tail_taken: "An aircraft with this registration already exists.",
      operator_id_format:
        "Lower-case Latin letters, digits and hyphens, up to 40 characters, such as ladoga-jet.",
      operator_taken: "An operator with this identifier already exists.",
      country_unknown: "Enter a two-letter ISO country code, such as RU, TR, AE.",
      unknown_type: "Choose a type from the list.",
      unknown_operator: "Choose an operator from the list.",
      unknown_airport: "Airport {{icao}} not found. Enter a four-character ICAO code.",
      unknown_aircraft: "Choose an aircraft from the list.",
      aircraft_retired: "This aircraft is retired.",
      seats_range: "From 1 to {{max}} seats.",
      year_range: "A year from {{min}} to {{max}}.",
      later_year_range: "A year from {{min}} to {{max}}, not before the year built; or leave empty.",
      hourly_rate_range: "From {{min}} to {{max}} € per flight hour; empty for the type's rate.",
      overnight_rate_range: "From {{min}} to {{max}} € per day; empty for the class figure.",
      kind: "Choose a reason.",
      datetime_format: "Enter a date and time.",
      ends_before_start: "The end must be after the start.",
      starts_too_early: "The start cannot be more than a day in the past.",
      ends_in_past: "This period has already ended.",
      block_too_long: "At most {{days}} days.",
      block_too_far: "The start must be within {{days}} days.",
      same_airports: "The arrival airport is the departure airport.",
      window_in_past: "The departure window must start in the future.",
      window_too_far: "The departure window must end within {{days}} days.",
      window_too_long: "The departure window can be at most {{hours}} hours.",
      price_or_discount: "Enter either a price or a discount, not both.",
      price_range: "A price from {{min}} to {{max}} €.",
      discount_range: "A discount from {{min}} to {{max}} %.",
      beyond_range: "The route ({{distance}} km) is longer than the type's range ({{range}} km).",
      route_forbidden: "This aircraft may not fly this route: the airport or the airspace is closed to it.",
      already_retired: "This aircraft is already retired.",
      not_retired: "This aircraft is already in service.",
      already_cancelled: "This block has already been lifted.",
      already_withdrawn: "This leg has already been withdrawn.",
      notice_range: "From {{min}} to {{max}} minutes.",
      surcharge_range: "From {{min}} to {{max}}%.",
      peak_notice_range: "From {{min}} to {{max}} hours.",
      daily_minimum_range: "From {{min}} to {{max}} minutes; empty for the class figure.",
      response_range: "From {{min}} to {{max}} minutes.",
      time_format: "A time as HH:MM, such as 09:00.",
      time_zone_unknown: "An IANA time zone, such as Europe/Moscow or Asia/Dubai.",
      email_format: "Check the e-mail address, such as ops@ladoga-jet.ru.",
      phone_format: "Check the number: with its country code, such as +7 812 123-45-67.",
      already_active: "This operator is already active.",
      already_inactive: "This operator is already switched off.",
      lead_not_partner: "Only a partner's enquiry can become an operator.",
      lead_converted: "This enquiry has already become an operator.",
      date_format: "Enter a date, such as 2027-01-10.",
      last_before_first: "The last day cannot be before the first.",
      airports_format:
        "Four-character ICAO codes separated by commas, such as URSS, URMM; empty for every airport.",
      already_removed: "This period has already been removed.",
      not_found: "Record not found; it may have been changed meanwhile.",
    },
    warnings: {
      block_overlap: "Overlaps other availability blocks of this aircraft: {{count}}.",
      booked_overlap: "The aircraft has booked flights in this period: {{count}}.",
      published_overlap: "Overlaps other published empty legs of this aircraft: {{count}}.",
      future_bookings:
        "The aircraft has booked flights ahead: {{count}}. They stay in the schedule; the customers need a replacement aircraft.",
    },
    formHasErrors: "Please correct the marked fields.",
    confirmTitle: "Please check before saving",
    confirm: "I have checked; save anyway",
    optional: "optional",
    operators: {
      heading: "Operators",
      add: "Add an operator",
      id: "Identifier",
      idHint: "Latin, permanent: for example ladoga-jet.",
      name: "Name (English)",
      nameRu: "Name (Russian)",
      country: "Country of the air operator certificate",
      countryHint:
        "Two-letter ISO code: RU, TR, AE. It decides the route restrictions and the market factor.",
      aircraft: "Aircraft (in service)",
      marketFactor: "Market factor",
      marketFactorHint: "Search multiplies the hourly rates of this operator's aircraft by it.",
      edit: "Edit",
      editOf: "Edit operator {{name}}",
      save: "Save",
      create: "Add operator",
      terms: "Dispatch terms",
      termsHint:
        "Search applies them to every aircraft of this operator. Defaults: notice 180 and 240 minutes; on peak days +15% and 24 hours.",
      noticeDomestic: "Notice, domestic flight, min",
      noticeInternational: "Notice, international flight, min",
      noticeHint: "Minutes the operator needs from the request to the first departure: 30 to 2,880.",
      peakSurcharge: "Peak-day surcharge, %",
      peakSurchargeHint: "Added to the flight-time charge of a flight on a peak day: 0 to 100%.",
      peakNotice: "Peak-day notice, h",
      peakNoticeHint: "0 to 168 hours.",
      dailyMinimum: "Daily minimum, min",
      dailyMinimumHint:
        "Flight minutes billed for each day the aircraft waits with the client: 0 to 480. Empty for the class figure (120 min, 150 on large jets).",
      termsColumn: "Dispatch terms",
      termsSummary:
        "notice {{domestic}}/{{international}} min; peak +{{percent}}%, {{hours}} h; minimum {{minimum}}",
      classDefault: "class figure",
      answers: "Answering orders, and contacts",
      answersHint:
        "A pre-order on the operator's aircraft must be confirmed or declined within this time, counted in working hours only. New orders and document reminders go to these contacts.",
      responseMinutes: "Time to answer, min",
      responseMinutesHint: "5 to 1,440 minutes; 30 by default.",
      workingHoursStart: "Working day from",
      workingHoursEnd: "Working day until",
      workingHoursHint: "HH:MM in the operator's time zone; the same time twice means around the clock.",
      timeZone: "Time zone",
      timeZoneHint: "IANA, such as Europe/Moscow, Europe/Istanbul, Asia/Dubai.",
      contactEmail: "Dispatch e-mail",
      contactPhone: "Dispatch phone",
      contactHint: "Empty: none given.",
      open: "The page of operator {{name}}",
    },
    aircraft: {
      heading: "Aircraft",
      add: "Add an aircraft",
      tail: "Registration",
      tailHint: "For example RA-67470, 4K-AZ888, M-ABCD. It cannot be changed later.",
      type: "Type",
      operator: "Operator",
      homeBase: "Home base",
      icaoHint: "ICAO code, for example UUWW.",
      seats: "Passenger seats",
      seatsHint: "At most the type's maximum.",
      year: "Year of manufacture",
      yearOfRenewal: "Last cabin refurbishment, year",
      yearOfOverhaul: "Year of overhaul",
      laterYearHint: "Empty if none.",
      hourlyRate: "Rate, € per flight hour",
      hourlyRateHint: "Empty for the type's rate. 500 to 30,000 €.",
      overnightRate: "Parking and crew, € per day",
      overnightRateHint: "Empty for the class figure. 0 to 10,000 €.",
      houseFleet: "Charterline's own fleet",
      status: "Status",
      active: "in service",
      retired: "retired",
      own: "own",
      typeRate: "type's rate",
      classRate: "class figure",
      ownLegend: "“own”: set for this aircraft; otherwise the type's rate or the class figure applies.",
      create: "Add aircraft",
      save: "Save parameters",
      parameters: "Parameters",
      back: "All aircraft",
      retireHeading: "Service",
      retireText: "A retired aircraft is not offered in search; its published empty legs are withdrawn.",
      retire: "Retire aircraft",
      reinstateText: "Retired on {{date}}. It can be put back into service.",
      reinstate: "Return to service",
      retiredOn: "retired {{date}}",
      history: "Change history",
      historyAt: "When (UTC)",
      historyAction: "Change",
      noHistory: "No changes made in the console yet.",
      open: "Open aircraft {{tail}}",
      empty: "No aircraft yet.",
      perHour: "€/h",
      perDay: "€/day",
      columns: {
        tail: "Aircraft",
        base: "Base",
        seats: "Seats",
        year: "Built",
        hourly: "€ / flight hour",
        overnight: "€ / day away",
      },
    },
    blocks: {
      heading: "Availability blocks",
      add: "Add an availability block",
      aircraft: "Aircraft",
      kind: "Reason",
      kinds: { busy: "busy (outside flight)", maintenance: "maintenance" },
      airport: "Airport",
      startsAt: "Start",
      endsAt: "End",
      timeHint: "Local time at the block's airport.",
      note: "Note",
      status: "Status",
      statuses: { active: "in force", upcoming: "upcoming", ended: "ended", cancelled: "lifted" },
      cancel: "Lift",
      create: "Save block",
      empty: "No blocks in force or upcoming.",
      choose: "Choose an aircraft",
    },
    peakDays: {
      heading: "Peak-day calendar",
      intro:
        "On these days operators add a surcharge to the flight time and ask for longer notice (their terms are in the operator's form). A day is the departure airport's local day.",
      add: "Add a peak period",
      nameRu: "Name (Russian)",
      nameEn: "Name (English)",
      firstDay: "First day",
      lastDay: "Last day",
      dayHint: "Inclusive, in the departure airport's local time.",
      airports: "Departure airports",
      airportsHint: "ICAO codes separated by commas, such as URSS, URMM. Empty for every airport.",
      everywhere: "every airport",
      source: "Source",
      sourceHint: "A decree, a Labour Code article or a season, such as “Labour Code, art. 112”.",
      period: "Dates",
      days: "{{count}} d",
      status: "Status",
      statuses: { current: "in force", upcoming: "upcoming", ended: "ended", removed: "removed" },
      edit: "Edit",
      editOf: "Edit period {{name}}",
      save: "Save period",
      create: "Add period",
      remove: "Remove",
      empty: "No peak periods.",
    },
    legs: {
      heading: "Published empty legs",
      publish: "Publish an empty leg",
      aircraft: "Aircraft",
      from: "From",
      to: "To",
      windowStart: "Departure window from",
      windowEnd: "Departure window to",
      windowHint: "Local time at the departure airport. At most 72 hours, within the next 90 days.",
      price: "Price, € for the aircraft",
      priceHint: "Either a price or a discount.",
      discount: "Discount, %",
      discountHint: "Off the computed flight price, 1–90 %.",
      offer: "Price or discount",
      note: "Note",
      status: "Status",
      statuses: { on_sale: "on sale", departed: "window passed", withdrawn: "withdrawn" },
      withdraw: "Withdraw",
      empty: "No published empty legs.",
      route: "Route",
      window: "Departure window",
    },
    actions: {
      "aircraft.create": "aircraft added",
      "aircraft.update": "parameters changed",
      "aircraft.retire": "retired",
      "aircraft.reinstate": "returned to service",
    },
    actionsLabel: "Actions",
    kindOfLabel: "{{label}}: {{subject}}",
  },
});
