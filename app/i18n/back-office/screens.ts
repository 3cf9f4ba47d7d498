/**
 * Which phrase books each back-office screen reads, beside the frame's (which
 * every screen reads: the bar, the menu, forms, dialogs, the offline bar,
 * error pages). One table, by the route's pattern, for the server and the
 * browser alike: the server makes a screen's words from these books and the
 * browser loads these books before it shows the screen, so both write the
 * same. A route that is missing fails test/unit/back-office-screens.test.ts.
 */
import { matchRoutes } from "react-router";
import type { BookName } from "./phrases";
import { backOfficeWords, type BackOfficeWords } from "./words";
import type { Lang } from "../languages";

type Areas = readonly Exclude<BookName, "frame">[];

export const screenBooks: Record<string, Areas> = {
  // Signing in, joining, Your account: the frame's book holds them.
  "/admin/login": [],
  "/admin/join/:token": [],
  "/admin/account": [],
  // An invitation's form checks its fields with the registry's checks (content's words).
  "/admin/settings/people": ["content"],
  // Bookings show a booking's money, its review link, its steps' forms (their fields and buttons are content's words,
  // "Cancel", "Name", "Note") and who took each step: every area's words. So do the vehicles, money, reports and
  // the dashboard, which show bookings and money together.
  "/admin/dashboard": ["content", "bookings", "money"],
  "/admin/bookings": ["content", "bookings", "money"],
  "/admin/bookings/calendar": ["content", "bookings", "money"],
  "/admin/bookings/past": ["content", "bookings", "money"],
  "/admin/bookings/:ref": ["content", "bookings", "money"],
  "/admin/vehicles": ["content", "bookings", "money"],
  "/admin/vehicles/:id": ["content", "bookings", "money"],
  "/admin/money": ["content", "bookings", "money"],
  "/admin/reports": ["content", "bookings", "money"],
  // Content's screens. A refused save says "Some fields need attention. Nothing was saved.", a sentence of the
  // bookings' book: every screen that saves content reads it too. Those that name who did what ("visitor",
  // "system") read Activity's words (money's).
  "/admin/content": ["content"],
  "/admin/content/:list": ["content", "bookings", "money"],
  "/admin/content/:list/new": ["content", "bookings"],
  "/admin/content/:list/:id": ["content", "bookings"],
  "/admin/content/:list/:id/history": ["content", "bookings", "money"],
  "/admin/trash": ["content", "bookings"],
  "/admin/reviews": ["content", "bookings"],
  "/admin/images": ["content", "bookings", "money"],
  "/admin/kept": ["content", "bookings"],
  "/admin/activity": ["content", "money"],
  "/admin/settings": ["content", "bookings"],
  "/admin/settings/:section/history": ["content", "bookings", "money"],
  "/admin/settings/backups": ["content", "money"],
};

const table = Object.entries(screenBooks).map(([path, areas]) => ({ path, areas }));

/**
 * The books the screen at this address reads: the frame's and its own (the frame's alone for another back-office
 * address); none outside the back office (the public pages have dictionaries of their own).
 */
export function booksOf(pathname: string): readonly BookName[] {
  if (!/^\/admin(\/|$)/.test(pathname)) return [];
  const screen = matchRoutes(table, pathname)?.at(-1)?.route;
  return ["frame", ...(screen?.areas ?? [])];
}

/** The words of the screen a loader answers, in the reader's language: the same books its page is written with. */
export function requestWords(lang: Lang, request: Request): BackOfficeWords {
  return backOfficeWords(lang, booksOf(new URL(request.url).pathname));
}
