import { describe, expect, it } from "vitest";
import { type z } from "zod";
import { ERROR_STATUS } from "~/utils/api-error.server";
import { toValidationError } from "./errors";
import {
  cardExample,
  confirmSmsBodyExample,
  confirmSmsResponseExample,
  emptyLegCardExample,
  emptyLegResultSetExample,
  imagesExample,
  leadCreatedExample,
  airportExample,
  partnerEmailBodyExample,
  preOrderBodyExample,
  preOrderExample,
  resultSetExample,
  routeExample,
  searchEmailBodyExample,
  sendLoginSmsBodyExample,
  sendLoginSmsResponseExample,
  validationErrorExample,
} from "./examples";
import {
  AirportSchema,
  AirportsQuerySchema,
  CardSchema,
  CardsQuerySchema,
  ConfirmSmsBodySchema,
  ConfirmSmsResponseSchema,
  EmailSchema,
  EmptyLegCardSchema,
  EmptyLegResultSetSchema,
  EmptyLegsQuerySchema,
  ErrorCodeSchema,
  ErrorSchema,
  IcaoSchema,
  IdempotencyKeyHeaderSchema,
  ImagesSchema,
  LeadCreatedSchema,
  LocalDateSchema,
  LocalDateTimeSchema,
  PartnerEmailBodySchema,
  PhoneSchema,
  PreOrderBodySchema,
  PreOrderSchema,
  ResultSetSchema,
  RouteSchema,
  SearchEmailBodySchema,
  SendLoginSmsBodySchema,
  SendLoginSmsResponseSchema,
  UtcDateTimeSchema,
} from "./schemas";

/** The `fields` of the 400 answer a bad input gets (API.md "Conventions"). */
function fieldsOf(schema: z.ZodTypeAny, input: unknown): Record<string, string> | undefined {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return toValidationError(result.error).error.fields;
}

const search = {
  departure_airport: "UUWW",
  arrival_airport: "ULLI",
  departure_date_there: "2026-12-01T12:00",
  pax_there: "4",
};

describe("examples", () => {
  it.each([
    ["Airport", AirportSchema, airportExample],
    ["Route", RouteSchema, routeExample],
    ["Card", CardSchema, cardExample],
    ["EmptyLegCard", EmptyLegCardSchema, emptyLegCardExample],
    ["ResultSet", ResultSetSchema, resultSetExample],
    ["EmptyLegResultSet", EmptyLegResultSetSchema, emptyLegResultSetExample],
    ["Images", ImagesSchema, imagesExample],
    ["PartnerEmailBody", PartnerEmailBodySchema, partnerEmailBodyExample],
    ["SearchEmailBody", SearchEmailBodySchema, searchEmailBodyExample],
    ["LeadCreated", LeadCreatedSchema, leadCreatedExample],
    ["SendLoginSmsBody", SendLoginSmsBodySchema, sendLoginSmsBodyExample],
    ["SendLoginSmsResponse", SendLoginSmsResponseSchema, sendLoginSmsResponseExample],
    ["ConfirmSmsBody", ConfirmSmsBodySchema, confirmSmsBodyExample],
    ["ConfirmSmsResponse", ConfirmSmsResponseSchema, confirmSmsResponseExample],
    ["PreOrderBody", PreOrderBodySchema, preOrderBodyExample],
    ["PreOrder", PreOrderSchema, preOrderExample],
    ["Error", ErrorSchema, validationErrorExample],
  ])("%s example parses to itself", (_name, schema, example) => {
    expect(schema.parse(example)).toEqual(example);
  });

  it("a return trip card has two legs, the second from the arrival airport", () => {
    const back = {
      ...routeExample,
      number: "CL-104234",
      departure_airport: "ULLI",
      arrival_airport: "UUWW",
      departure_date: "2026-12-03T15:00:00Z",
      departure_date_local: "2026-12-03T18:00",
      arrival_date: "2026-12-03T16:15:00Z",
      arrival_date_local: "2026-12-03T19:15:00",
    };
    const card = CardSchema.parse({ ...cardExample, routes: [routeExample, back] });
    expect(card.routes[1]?.departure_date_local).toBe("2026-12-03T18:00:00");
  });

  it("refuses a card without legs, with six legs, or of an unknown class", () => {
    expect(fieldsOf(CardSchema, { ...cardExample, routes: [] })).toEqual({
      routes: "must have at least 1 items",
    });
    // A multi-leg trip has up to five legs (issue 29, item 1), one route each.
    expect(CardSchema.safeParse({ ...cardExample, routes: Array(5).fill(routeExample) }).success).toBe(true);
    expect(
      Object.keys(fieldsOf(CardSchema, { ...cardExample, routes: Array(6).fill(routeExample) }) ?? {}),
    ).toEqual(["routes"]);
    expect(fieldsOf(CardSchema, { ...cardExample, aircraft_class: "Helicopter" })?.aircraft_class).toMatch(
      /^must be one of: Turboprop, Light jet/,
    );
  });

  it("an empty-leg card must say so", () => {
    expect(fieldsOf(EmptyLegCardSchema, cardExample)).toEqual({ is_empty_leg: "must be true" });
  });
});

describe("shared formats", () => {
  it("normalises ICAO codes to upper case and refuses other shapes", () => {
    expect(IcaoSchema.parse(" uuww ")).toBe("UUWW");
    expect(IcaoSchema.parse("K1G4")).toBe("K1G4");
    for (const bad of ["UUW", "UUWWW", "UU-W", ""]) expect(IcaoSchema.safeParse(bad).success).toBe(false);
  });

  it("reads local date-times with or without seconds and answers with seconds", () => {
    expect(LocalDateTimeSchema.parse("2026-12-01T12:00")).toBe("2026-12-01T12:00:00");
    expect(LocalDateTimeSchema.parse("2026-12-01T12:00:30")).toBe("2026-12-01T12:00:30");
    expect(LocalDateTimeSchema.parse("2028-02-29T10:00")).toBe("2028-02-29T10:00:00");
  });

  it.each([
    ["2026-12-01T12:00:00Z", "must be airport-local time without an offset (no Z or ±hh:mm)"],
    ["2026-12-01T12:00:00+03:00", "must be airport-local time without an offset (no Z or ±hh:mm)"],
    ["2026-12-01T12:00-0300", "must be airport-local time without an offset (no Z or ±hh:mm)"],
    ["2026-02-30T12:00", "is not a real date and time"],
    ["2100-02-29T12:00", "is not a real date and time"],
    ["2026-12-01T24:00", "is not a real date and time"],
    ["2026-12-01T12:60", "is not a real date and time"],
    ["2026-12-01 12:00", "must be a local date and time as YYYY-MM-DDTHH:mm or YYYY-MM-DDTHH:mm:ss"],
    ["2026-12-01", "must be a local date and time as YYYY-MM-DDTHH:mm or YYYY-MM-DDTHH:mm:ss"],
    ["2026-12-01T12:00:00.000", "must be a local date and time as YYYY-MM-DDTHH:mm or YYYY-MM-DDTHH:mm:ss"],
  ])("refuses the local date-time %s", (value, reason) => {
    expect(fieldsOf(CardsQuerySchema, { ...search, departure_date_there: value })).toEqual({
      departure_date_there: reason,
    });
  });

  it("reads calendar dates and refuses impossible ones", () => {
    expect(LocalDateSchema.parse("2028-02-29")).toBe("2028-02-29");
    expect(LocalDateSchema.safeParse("2026-02-30").success).toBe(false);
    expect(LocalDateSchema.safeParse("2026-13-01").success).toBe(false);
    expect(LocalDateSchema.safeParse("01.12.2026").success).toBe(false);
  });

  it("takes UTC date-times only with Z", () => {
    expect(UtcDateTimeSchema.safeParse("2026-12-01T09:00:00Z").success).toBe(true);
    expect(UtcDateTimeSchema.safeParse("2026-12-01T09:00:00").success).toBe(false);
    expect(UtcDateTimeSchema.safeParse("2026-12-01T12:00:00+03:00").success).toBe(false);
  });
});

describe("GET /api/cards query", () => {
  it("parses query-string values into the ResultSet.query shape", () => {
    expect(CardsQuerySchema.parse({ ...search, departure_airport: "uuww" })).toEqual({
      departure_airport: "UUWW",
      arrival_airport: "ULLI",
      departure_date_there: "2026-12-01T12:00:00",
      pax_there: 4,
      departure_date_back: null,
      pax_back: null,
    });
  });

  it("defaults pax_back to pax_there on a return, and drops it on a one-way search", () => {
    const back = { ...search, departure_date_back: "2026-12-03T18:00" };
    expect(CardsQuerySchema.parse(back)).toMatchObject({
      departure_date_back: "2026-12-03T18:00:00",
      pax_back: 4,
    });
    expect(CardsQuerySchema.parse({ ...back, pax_back: "2" }).pax_back).toBe(2);
    expect(CardsQuerySchema.parse({ ...search, pax_back: "2" }).pax_back).toBeNull();
  });

  it("allows the return at the same local time as the outbound", () => {
    expect(
      CardsQuerySchema.safeParse({ ...search, departure_date_back: "2026-12-01T12:00:00" }).success,
    ).toBe(true);
  });

  it.each([
    [{ pax_there: "0" }, { pax_there: "must be at least 1" }],
    [{ pax_there: "-3" }, { pax_there: "must be at least 1" }],
    [{ pax_there: "501" }, { pax_there: "must be at most 500" }],
    [{ pax_there: "2.5" }, { pax_there: "must be a whole number" }],
    [{ pax_there: "four" }, { pax_there: "must be a number" }],
    [{ pax_there: "0x10" }, { pax_there: "must be a number" }],
    [{ arrival_airport: "uuww" }, { arrival_airport: "must differ from departure_airport" }],
    [
      { arrival_airport: "ULL" },
      { arrival_airport: "must be a 4-character ICAO airport code, such as UUWW" },
    ],
    [
      { departure_date_back: "2026-11-30T12:00" },
      { departure_date_back: "must not be before departure_date_there" },
    ],
    [
      { departure_date_back: "2026-12-01T11:59" },
      { departure_date_back: "must not be before departure_date_there" },
    ],
    [{ pax_back: "0", departure_date_back: "2026-12-02T12:00" }, { pax_back: "must be at least 1" }],
  ])("refuses %j", (change, fields) => {
    expect(fieldsOf(CardsQuerySchema, { ...search, ...change })).toEqual(fields);
  });

  it("names every missing field", () => {
    expect(fieldsOf(CardsQuerySchema, {})).toEqual({
      departure_airport: "is required",
      arrival_airport: "is required",
      departure_date_there: "is required",
      pax_there: "is required",
    });
  });
});

describe("GET /api/cards/el query", () => {
  it("needs nothing and defaults pax_there to 1", () => {
    expect(EmptyLegsQuerySchema.parse({})).toEqual({
      departure_airport: null,
      arrival_airport: null,
      date_from: null,
      date_to: null,
      pax_there: 1,
    });
  });

  it("refuses a window that ends before it starts, and the same airport twice", () => {
    expect(fieldsOf(EmptyLegsQuerySchema, { date_from: "2026-12-07", date_to: "2026-12-01" })).toEqual({
      date_to: "must not be before date_from",
    });
    expect(fieldsOf(EmptyLegsQuerySchema, { departure_airport: "UUWW", arrival_airport: "uuww" })).toEqual({
      arrival_airport: "must differ from departure_airport",
    });
    expect(fieldsOf(EmptyLegsQuerySchema, { date_from: "2026-02-30", pax_there: "0" })).toEqual({
      date_from: "is not a real date",
      pax_there: "must be at least 1",
    });
  });
});

describe("GET /api/airports-names query", () => {
  it("applies API.md's default limit: all without q, 20 with q", () => {
    expect(AirportsQuerySchema.parse({})).toEqual({ q: null, limit: null });
    expect(AirportsQuerySchema.parse({ q: " vnu " })).toEqual({ q: "vnu", limit: 20 });
    expect(AirportsQuerySchema.parse({ q: "vnu", limit: "5" })).toEqual({ q: "vnu", limit: 5 });
    expect(AirportsQuerySchema.parse({ limit: "50" })).toEqual({ q: null, limit: 50 });
  });

  it("refuses a limit outside 1-50 and a query over 100 characters", () => {
    expect(fieldsOf(AirportsQuerySchema, { limit: "51" })).toEqual({ limit: "must be at most 50" });
    expect(fieldsOf(AirportsQuerySchema, { limit: "0" })).toEqual({ limit: "must be at least 1" });
    expect(fieldsOf(AirportsQuerySchema, { q: "x".repeat(101) })).toEqual({
      q: "must be at most 100 characters",
    });
  });
});

describe("phone rule (API.md Conventions; app/utils/phone.ts)", () => {
  it.each([
    ["+7 (916) 123-45-67", "+79161234567"],
    ["8 (916) 123-45-67", "+79161234567"],
    ["8 916 123 45 67", "+79161234567"],
    ["89161234567", "+79161234567"],
    ["+7.916.123.45.67", "+79161234567"],
    ["007 916 123 45 67", "+79161234567"],
    [" +7 916 123-45-67 ", "+79161234567"],
    ["8 800 555-35-35", "+78005553535"],
    ["+971 50 123 4567", "+971501234567"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+374 10 123456", "+37410123456"],
    ["+90 532 123 45 67", "+905321234567"],
  ])("accepts %s as %s (E.164)", (phone, e164) => {
    expect(PhoneSchema.parse(phone)).toBe(e164);
    expect(ConfirmSmsBodySchema.parse({ code: "1234", phone }).phone).toBe(e164);
  });

  const notAPhone = "must be a phone number, such as +7 (916) 123-45-67, 8 916 123 45 67 or +44 20 7946 0958";
  it.each([
    ["12345", "too short"],
    ["+7 916 123-45-678", "a digit too many"],
    ["+7 916 abc-45-67", "letters"],
    ["+7 916 123-45-67 доб. 5", "an extension in words"],
    ["++79161234567", "a second plus"],
    ["+999 123 456 789", "no such country"],
  ])("refuses %s (%s)", (phone) => {
    expect(fieldsOf(ConfirmSmsBodySchema, { code: "1234", phone })).toEqual({ phone: notAPhone });
  });

  it("refuses more than 24 characters with its own reason", () => {
    expect(fieldsOf(ConfirmSmsBodySchema, { code: "1234", phone: "+7 (916) 123 - 45 - 67 . ." })).toEqual({
      phone: "must be at most 24 characters",
    });
  });
});

describe("e-mail rule (API.md Conventions; app/utils/email.ts)", () => {
  it.each([
    "anna.petrova@example.com",
    "ANNA@EXAMPLE.RU",
    "a_b-c@mail.example.info",
    "name@company.travel",
    "x@aviacompany.aero",
    "a@b.museum",
    "anna+tag@example.com",
  ])("accepts %s", (email) => expect(EmailSchema.safeParse(email).success).toBe(true));

  it.each(["anna@example", "anna@@example.com", "an na@example.com", "anna@example.c", ".anna@example.com"])(
    "refuses %s",
    (email) => {
      expect(fieldsOf(SendLoginSmsBodySchema, { ...sendLoginSmsBodyExample, email })).toEqual({
        email: "must be an e-mail address such as name@example.com",
      });
    },
  );

  it("refuses an address over 254 characters", () => {
    const email = `anna@${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.travel`;
    expect(fieldsOf(SendLoginSmsBodySchema, { ...sendLoginSmsBodyExample, email })).toEqual({
      email: "must be at most 254 characters",
    });
  });
});

describe("write bodies", () => {
  it("partner lead: contact is an e-mail or a phone; name and message are trimmed and bounded", () => {
    expect(
      PartnerEmailBodySchema.parse({ ...partnerEmailBodyExample, contact: " anna@example.com " }).contact,
    ).toBe("anna@example.com");
    // A phone is kept in E.164, the form the lead stores it in.
    expect(
      PartnerEmailBodySchema.parse({ ...partnerEmailBodyExample, contact: "8 (916) 123-45-67" }).contact,
    ).toBe("+79161234567");
    expect(
      fieldsOf(PartnerEmailBodySchema, { name: "  ", contact: "call me", message: "x".repeat(2_001) }),
    ).toEqual({
      name: "must not be empty",
      contact: "must be an e-mail address or a phone number",
      message: "must be at most 2000 characters",
    });
    expect(fieldsOf(PartnerEmailBodySchema, { ...partnerEmailBodyExample, name: "x".repeat(201) })).toEqual({
      name: "must be at most 200 characters",
    });
  });

  it("keeps line breaks in a message but no control characters in a name", () => {
    expect(
      PartnerEmailBodySchema.parse({ ...partnerEmailBodyExample, message: "Hello\nthere" }).message,
    ).toBe("Hello\nthere");
    expect(
      fieldsOf(PartnerEmailBodySchema, { ...partnerEmailBodyExample, name: "Anna\r\nBcc: x@example.com" }),
    ).toEqual({ name: "must not contain control characters" });
  });

  it("search lead: only the phone is required; blank optional fields come out as null", () => {
    expect(SearchEmailBodySchema.parse({ phone: "+7 999 123-45-67" })).toEqual({
      name: "",
      phone: "+79991234567",
      departure_airport: null,
      arrival_airport: null,
      departure_datetime: null,
      departure_datetime_back: null,
    });
    expect(
      SearchEmailBodySchema.parse({
        ...searchEmailBodyExample,
        name: null,
        arrival_airport: "",
        departure_airport: "uuww",
      }),
    ).toMatchObject({ name: "", arrival_airport: null, departure_airport: "UUWW" });
    expect(
      fieldsOf(SearchEmailBodySchema, { phone: "+7 999 123-45-67", departure_airport: "Moscow" }),
    ).toEqual({
      departure_airport: "must be a 4-character ICAO airport code, such as UUWW",
    });
    expect(fieldsOf(SearchEmailBodySchema, { phone: "+7 999 123-45-67", departure_airport: 42 })).toEqual({
      departure_airport: "must be a string",
    });
  });

  it("login: consent must be true; e-mail and url are optional but checked when given", () => {
    const consent = "must be true: consent to the terms is required";
    expect(fieldsOf(SendLoginSmsBodySchema, { ...sendLoginSmsBodyExample, its_legal: false })).toEqual({
      its_legal: consent,
    });
    const { its_legal: _omitted, ...withoutConsent } = sendLoginSmsBodyExample;
    expect(fieldsOf(SendLoginSmsBodySchema, withoutConsent)).toEqual({ its_legal: consent });
    expect(
      SendLoginSmsBodySchema.parse({ phone: "89991234567", name: "Anna", email: "", its_legal: true }),
    ).toEqual({ phone: "+79991234567", name: "Anna", email: null, url: null, its_legal: true });
    expect(
      fieldsOf(SendLoginSmsBodySchema, { ...sendLoginSmsBodyExample, url: "javascript:alert(1)" }),
    ).toEqual({
      url: "must be an http(s) URL",
    });
  });

  it("confirmation: a 4-digit code as a string", () => {
    expect(ConfirmSmsBodySchema.parse({ code: "0123", phone: "89991234567" }).code).toBe("0123");
    const reason = "must be the 4-digit code from the text message";
    expect(fieldsOf(ConfirmSmsBodySchema, { code: "123", phone: "89991234567" })).toEqual({ code: reason });
    expect(fieldsOf(ConfirmSmsBodySchema, { code: "12345", phone: "89991234567" })).toEqual({ code: reason });
    expect(fieldsOf(ConfirmSmsBodySchema, { code: 1234, phone: "89991234567" })).toEqual({
      code: "must be a string",
    });
  });

  it("pre-order: the body token may be left out; the card id must be an id", () => {
    expect(PreOrderBodySchema.parse({ card_id: "crd_1" })).toEqual({ card_id: "crd_1" });
    expect(fieldsOf(PreOrderBodySchema, { card_id: "../../etc/passwd", access_token: "short" })).toEqual({
      card_id: "must be an id of 1 to 64 letters, digits, _ or -",
      access_token: "must be at least 16 characters",
    });
  });

  it("Idempotency-Key: at most 255 visible ASCII characters", () => {
    expect(IdempotencyKeyHeaderSchema.safeParse({ "Idempotency-Key": "k".repeat(255) }).success).toBe(true);
    expect(fieldsOf(IdempotencyKeyHeaderSchema, { "Idempotency-Key": "k".repeat(256) })).toEqual({
      "Idempotency-Key": "must be at most 255 characters",
    });
    expect(fieldsOf(IdempotencyKeyHeaderSchema, { "Idempotency-Key": "a key" })).toEqual({
      "Idempotency-Key": "must be visible ASCII characters without spaces",
    });
  });
});

describe("errors", () => {
  it("documents every code the project's apiError can answer", () => {
    expect([...ErrorCodeSchema.options].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it("a validation error matches ErrorSchema", () => {
    const result = CardsQuerySchema.safeParse({ ...search, pax_there: "0" });
    if (result.success) throw new Error("expected a failure");
    const body = toValidationError(result.error);
    expect(ErrorSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      error: {
        code: "validation_error",
        message: "Some fields are invalid: pax_there.",
        fields: { pax_there: "must be at least 1" },
      },
    });
  });
});
