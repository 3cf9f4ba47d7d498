/** What one booking request may ask for: shared by the forms, the server and the bikes' own limits. */
export const requestLimits = {
  /** The longest rental one request can ask for. */
  maxRentalDays: 90,
  /** How far ahead a pickup or a ride can be. */
  maxDaysAhead: 365,
  maxPassengers: 12,
  nameLength: 60,
  placeLength: 80,
};
