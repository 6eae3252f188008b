import type {
  Airport,
  Card,
  ConfirmSmsBody,
  ConfirmSmsResponse,
  EmptyLegCard,
  EmptyLegResultSet,
  ErrorBody,
  ExpiredResultSetErrorBody,
  Images,
  LeadCreated,
  Money,
  PartnerEmailBody,
  PreOrder,
  PreOrderBody,
  PriceBreakdownItem,
  ResultSet,
  Route,
  SearchEmailBody,
  SendLoginSmsBody,
  SendLoginSmsResponse,
} from "./schemas";

/*
 * Worked examples of the contract (API.md), shown in the OpenAPI document and parsed by the tests,
 * so an example that drifts from its schema fails the build. One realistic trip: a Challenger 850
 * from Moscow Vnukovo (UUWW, UTC+3) to St Petersburg Pulkovo (ULLI, UTC+3) on 1 December 2026 at
 * 12:00 local, priced at EUR 1 = USD 1.08 = RUB 98 (money rules of API.md "Conventions").
 */

export const airportExample: Airport = {
  name: "Vnukovo International Airport",
  name_rus: "Внуково",
  city: "Moscow",
  city_rus: "Москва",
  iata: "VKO",
  icao: "UUWW",
  country: "RU",
  tz: "Europe/Moscow",
  lat: 55.5915,
  lon: 37.2615,
};

export const moneyExample: Money = { rub: 938_350, usd: 10_341, eur: 9_575 };

const pictureUrls = {
  salon: "https://media.charterline.example/aircraft/RA-67221/salon.jpg",
  avatar: "https://media.charterline.example/aircraft/RA-67221/avatar.jpg",
  seats: "https://media.charterline.example/aircraft/RA-67221/seats.png",
};

export const priceBreakdownItemExample: PriceBreakdownItem = {
  item: "flight_hours",
  label_en: "Flight hours",
  label_ru: "Лётные часы",
  amount: { rub: 796_250, usd: 8_775, eur: 8_125 },
  detail: "1 h 15 min at EUR 6,500 per hour",
};

export const routeExample: Route = {
  number: "CL-104233",
  aircraft: "RA-67221",
  aircraft_type: "Bombardier Challenger 850",
  aircraft_class: "Large jet",
  aircraft_year_of_creation: 2008,
  max_pax: 14,
  pax: 4,
  departure_date: "2026-12-01T09:00:00Z",
  departure_date_local: "2026-12-01T12:00:00",
  arrival_date: "2026-12-01T10:15:00Z",
  arrival_date_local: "2026-12-01T13:15:00",
  departure_airport: "UUWW",
  arrival_airport: "ULLI",
  flight_time_minutes: 75,
  distance_km: 630,
  co2_kg: 5_950,
  price: moneyExample,
  price_breakdown: [
    priceBreakdownItemExample,
    {
      item: "airport_fees",
      label_en: "Airport and handling fees",
      label_ru: "Аэропортовые сборы и обслуживание",
      amount: { rub: 142_100, usd: 1_566, eur: 1_450 },
      airport: "UUWW",
    },
  ],
  aircraft_picture_urls: pictureUrls,
  characteristics: {
    flying_range: 5_200,
    cruising_speed: 850,
    cabin_height: 1.85,
    wing_span: 21.21,
    cabin_length: 14.76,
    fuselage_height: 6.22,
    interior_width: 2.49,
    fuselage_length: 26.77,
  },
};

export const cardExample: Card = {
  id: "crd_01JD8Z3K7Q2W4E6R8T0Y",
  request_id: "req_01JD8Z2V5N7M9K1H3G5F",
  aircraft: "RA-67221",
  aircraft_type: "Bombardier Challenger 850",
  aircraft_class: "Large jet",
  aircraft_year_of_creation: 2008,
  max_pax: 14,
  aircraft_picture_url: pictureUrls.avatar,
  aircraft_picture_urls: pictureUrls,
  departure_airport: "UUWW",
  arrival_airport: "ULLI",
  departure_date: "2026-12-01T09:00:00Z",
  arrival_date: "2026-12-01T10:15:00Z",
  departure_date_local: "2026-12-01T12:00:00",
  arrival_date_local: "2026-12-01T13:15:00",
  datetime: "2026-11-20T08:30:00Z",
  is_empty_leg: false,
  co2_kg: 11_900,
  routes: [routeExample],
  // Issue 27, item 2: the operator and its documents (a seeded sample here: placeholder true).
  operator: {
    id: "charterline",
    name: "Charterline Aviation",
    name_ru: "Чартерлайн Авиэйшн",
    country: "RU",
    aoc: {
      number: "ОБРАЗЕЦ-СЭ-0001",
      authority: "Росавиация",
      valid_until: "2030-12-31",
      placeholder: true,
    },
    insurance: {
      insurer: "Sample Insurance / Образец",
      cover: { amount: 50_000_000, currency: "USD" },
      valid_until: "2030-12-31",
      placeholder: true,
    },
    audits: [
      { program: "argus", rating: "Gold", audited_on: "2026-03-15", valid_until: null, placeholder: true },
    ],
  },
};

export const resultSetExample: ResultSet = {
  id: "req_01JD8Z2V5N7M9K1H3G5F",
  datetime: "2026-11-20T08:30:00Z",
  rates_date: "2024-12-28",
  restriction: null,
  query: {
    departure_date_there: "2026-12-01T12:00:00",
    departure_date_back: null,
    pax_there: 4,
    pax_back: null,
    departure_airport: "UUWW",
    arrival_airport: "ULLI",
  },
  cards: [cardExample],
};

/*
 * The same aircraft flying the same leg empty to reposition: the flight-hour and fee lines stay and
 * an empty-leg discount of 40% of them comes off (EUR 3,830; USD 4,136.4 rounds half-up to 4,136).
 */
export const emptyLegCardExample: EmptyLegCard = {
  ...cardExample,
  id: "crd_01JD9A7C2X4V6B8N0M2K",
  request_id: "req_01JD9A6Y0T2R4E6W8Q0P",
  datetime: "2026-11-20T09:10:00Z",
  is_empty_leg: true,
  routes: [
    {
      ...routeExample,
      number: "CL-104301",
      pax: 1,
      price: { rub: 563_010, usd: 6_205, eur: 5_745 },
      price_breakdown: [
        ...routeExample.price_breakdown,
        {
          item: "empty_leg_discount",
          label_en: "Empty-leg discount",
          label_ru: "Скидка на пустой перелёт",
          amount: { rub: -375_340, usd: -4_136, eur: -3_830 },
          detail: "40% off a repositioning flight",
          percent: 40,
        },
      ],
    },
  ],
};

export const emptyLegResultSetExample: EmptyLegResultSet = {
  id: "req_01JD9A6Y0T2R4E6W8Q0P",
  datetime: "2026-11-20T09:10:00Z",
  rates_date: "2024-12-28",
  restriction: null,
  query: {
    departure_airport: "UUWW",
    arrival_airport: null,
    date_from: "2026-12-01",
    date_to: "2026-12-07",
    pax_there: 1,
  },
  cards: [emptyLegCardExample],
};

export const imagesExample: Images = {
  gallery: [
    {
      thumb: "https://media.charterline.example/aircraft/RA-67221/gallery/1-thumb.jpg",
      image: "https://media.charterline.example/aircraft/RA-67221/gallery/1.jpg",
    },
  ],
  salon: pictureUrls.salon,
  seats: pictureUrls.seats,
};

export const partnerEmailBodyExample: PartnerEmailBody = {
  name: "Anna Petrova",
  contact: "+79161234567",
  message: "Please call me back about a charter (requested from the home page).",
  its_legal: true,
  consent_version: "pd-2026-11-28",
};

export const searchEmailBodyExample: SearchEmailBody = {
  name: "Anna Petrova",
  phone: "+79161234567",
  departure_airport: "UUWW",
  arrival_airport: "LTFM",
  departure_datetime: "2026-12-01T12:00:00",
  departure_datetime_back: null,
  its_legal: true,
  consent_version: "pd-2026-11-28",
};

export const leadCreatedExample: LeadCreated = { id: "lead_01JD8Z4A6B8C0D2E4F6G" };

export const sendLoginSmsBodyExample: SendLoginSmsBody = {
  phone: "+79161234567",
  name: "Anna Petrova",
  email: "anna.petrova@example.com",
  url: "https://charterline.example/en/flight/crd_01JD8Z3K7Q2W4E6R8T0Y/",
  its_legal: true,
  consent_version: "pd-2026-11-28",
};

export const sendLoginSmsResponseExample: SendLoginSmsResponse = {
  sent: true,
  expires_in: 300,
  resend_after: 60,
};

export const confirmSmsBodyExample: ConfirmSmsBody = { code: "4821", phone: "+79161234567" };

export const confirmSmsResponseExample: ConfirmSmsResponse = {
  access_token: "q3J9bX2kV7mT1sR8wY4zL6nP0cF5hD2g",
  expires_in: 86_400,
};

export const preOrderBodyExample: PreOrderBody = {
  access_token: "q3J9bX2kV7mT1sR8wY4zL6nP0cF5hD2g",
  card_id: "crd_01JD8Z3K7Q2W4E6R8T0Y",
};

export const preOrderExample: PreOrder = {
  id: "po_01JD8Z5H7J9K1L3M5N7P",
  status: "received",
  card_id: "crd_01JD8Z3K7Q2W4E6R8T0Y",
  next_step: { by: "operator", due_at: "2026-11-28T11:30:00Z" },
};

export const validationErrorExample: ErrorBody = {
  error: {
    code: "validation_error",
    message: "Some fields are invalid: pax_there, arrival_airport.",
    fields: {
      pax_there: "must be at least 1",
      arrival_airport: "must differ from departure_airport",
    },
  },
};

/** The answer to a result set read after it expired (410). */
export const expiredResultSetErrorExample: ExpiredResultSetErrorBody = {
  error: {
    code: "gone",
    message: "This result set has expired. Search again for current prices.",
    query: resultSetExample.query,
  },
};

/**
 * Each named schema's example, by its name in the OpenAPI document. openapi.ts sets them on the
 * generated components, so the schemas never import their examples and the examples import the
 * schemas' types one way only (issue 31: no circles).
 */
export const COMPONENT_EXAMPLES: Readonly<Record<string, unknown>> = {
  Money: moneyExample,
  Error: validationErrorExample,
  Airport: airportExample,
  Route: routeExample,
  Card: cardExample,
  CardOperator: cardExample.operator,
  ResultSet: resultSetExample,
  Images: imagesExample,
  LeadCreated: leadCreatedExample,
  PreOrder: preOrderExample,
  PriceBreakdownItem: priceBreakdownItemExample,
  EmptyLegCard: emptyLegCardExample,
  EmptyLegResultSet: emptyLegResultSetExample,
  PartnerEmailBody: partnerEmailBodyExample,
  SearchEmailBody: searchEmailBodyExample,
  SendLoginSmsBody: sendLoginSmsBodyExample,
  SendLoginSmsResponse: sendLoginSmsResponseExample,
  ConfirmSmsBody: confirmSmsBodyExample,
  ConfirmSmsResponse: confirmSmsResponseExample,
  PreOrderBody: preOrderBodyExample,
  ExpiredResultSetError: expiredResultSetErrorExample,
};
