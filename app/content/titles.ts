/** Document titles, from the route table of the specification. */
export const homeTitle = (brand: string) => `${brand} - Bike Rentals and Taxi Service`;
export const notFoundTitle = (brand: string) => `Page Not Found - ${brand}`;
export const adminTitle = {
  login: (brand: string) => `Admin Login - ${brand}`,
  dashboard: (brand: string) => `Admin Dashboard - ${brand}`,
  content: (brand: string) => `Content Management - ${brand}`,
  images: (brand: string) => `Image Management - ${brand}`,
  settings: (brand: string) => `Settings - ${brand}`,
  /** Not in the spec: the owner's password and sessions. */
  account: (brand: string) => `Account - ${brand}`,
};
/** The booking forms' own pages (not in the spec: they are where a form without script lands). */
export const requestTitle = {
  bike: (brand: string) => `Rent a bike - ${brand}`,
  taxi: (brand: string) => `Book a taxi - ${brand}`,
};
/** The pages the footer's Quick Links lead to, in the route table's pattern. */
export const pageTitle = {
  about: (brand: string) => `About Us - ${brand}`,
  privacy: (brand: string) => `Privacy Policy - ${brand}`,
  faq: (brand: string) => `FAQ - ${brand}`,
  /** Where a customer writes a review from a one-time link. */
  review: (brand: string) => `Write a review - ${brand}`,
};
