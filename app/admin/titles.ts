/**
 * The back office's document titles, from the route table of the
 * specification: apart from the public pages' titles (`~/content/titles`) so
 * that a screen does not load the public pages' dictionaries.
 */
export const adminTitle = {
  login: (brand: string) => `Admin Login - ${brand}`,
  dashboard: (brand: string) => `Admin Dashboard - ${brand}`,
  content: (brand: string) => `Content Management - ${brand}`,
  images: (brand: string) => `Image Management - ${brand}`,
  settings: (brand: string) => `Settings - ${brand}`,
  /** Not in the spec: the owner's password and sessions. */
  account: (brand: string) => `Account - ${brand}`,
};
