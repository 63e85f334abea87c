/** The dates every routed answer advertises. */
export interface DeprecationDates {
  readonly deprecation: Date;
  readonly sunset: Date;
}

export const DEFAULT_DEPRECATION_DATES: DeprecationDates = {
  deprecation: new Date('2025-01-01T00:00:00Z'),
  sunset: new Date('2027-12-31T23:59:59Z'),
};
