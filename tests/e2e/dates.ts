/** The day `days` after today in Moscow, as YYYY-MM-DD: the search addresses' dates are airport-local. */
export function moscowDayPlus(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
