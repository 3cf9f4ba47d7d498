/**
 * What the Privacy Policy page says the site keeps, written next to the code
 * that keeps it: every table of the database with words for each of its
 * columns, every cookie, every key of browser storage. A test
 * (test/server/privacy-page.test.ts) compares this with the real database
 * after its migrations and with the cookies the real server sets, and fails
 * when anything is kept that this page does not mention, so a new column or
 * cookie cannot reach the site without the page saying so.
 */
import { getTableColumns, is } from "drizzle-orm";
import { SQLiteTable, getTableConfig } from "drizzle-orm/sqlite-core";
import {
  ABSOLUTE_SESSION_DAYS,
  DEVICE_COOKIE_DAYS,
  LOCKOUT_WINDOW_MS,
  REMEMBER_ME_HOURS,
  SESSION_HOURS,
} from "~/auth/constants";
import { STORAGE_KEYS } from "~/auth/browser-session";
import { INVITATION_HOURS } from "~/auth/staff-schema";
import { TRASH_DAYS, listInfo, listKinds } from "~/content/lists";
import * as t from "~/db/schema";
import { REVIEW_LINK_DAYS } from "~/reviews/limits";

interface StoredThing {
  /** What it is, in a visitor's words. */
  what: string;
  /** Each column's meaning, in the order of the table. */
  holds: string[];
  howLong: string;
  /** Whether it can be about a visitor or a customer (rather than the shop or its owner). */
  aboutVisitors: boolean;
}

export interface NamedThing {
  name: string;
  purpose: string;
  howLong: string;
}

export interface PrivacyFacts {
  stored: StoredThing[];
  /** Cookies of the back office: set only for a person of the shop who signs in. */
  ownerCookies: NamedThing[];
  ownerStorage: NamedThing[];
}

/** The columns every list of the page has, in words. */
const listColumnWords: Record<string, string> = {
  id: "its ID",
  position: "its place in the list",
  hidden: "whether it is hidden",
  version: "its version number",
  deletedAt: "when it was put in the Trash",
};

interface Described {
  what: string;
  /** Words for each column, by its name in the code. */
  columns: Record<string, string>;
  howLong: string;
  aboutVisitors?: boolean;
}

const untilDeleted = `until the owner deletes it, then ${TRASH_DAYS} days in the Trash`;
const lockoutMinutes = LOCKOUT_WINDOW_MS / 60_000;

/** The tables that are not lists of the page's content, each described by hand. */
const otherTables: [SQLiteTable, Described][] = [
  [
    t.reviewLinks,
    {
      what: "One-time review links the owner gives customers",
      columns: {
        id: "a name for the link",
        tokenHash: "a fingerprint of its secret (not the secret itself)",
        createdAt: "when it was made",
        createdBy: "which back-office account made it",
        expiresAt: "when it expires",
        usedAt: "when it was used",
        reviewId: "the review it brought",
        bookingRef: "the booking it was made for, when one was",
      },
      howLong: `it works once, for ${REVIEW_LINK_DAYS} days, and is deleted ${REVIEW_LINK_DAYS} days after it expires; nothing about the customer is in it`,
    },
  ],
  [
    t.bookings,
    {
      what: "Booking requests sent from this site's forms, and the bookings the owner confirms or adds",
      columns: {
        id: "its number",
        reference: "its reference, like SR-7K4Q",
        token:
          "nothing for a booking made now (its page's secret is made from a key outside the database); for an older one, the secret in its page's address, until the customer's details are erased",
        kind: "bike or taxi",
        itemId: "which bike or taxi service",
        vehicleId: "which of the shop's vehicles it has",
        status: "requested, confirmed, out, returned, declined, cancelled, expired or a no-show",
        startsAt: "when it starts",
        endsAt: "when it ends",
        pointId: "the pickup point",
        pickupPlace: "where a taxi picks the rider up, as typed",
        destination: "a taxi's destination",
        people: "how many people ride in a taxi",
        total: "the estimated total",
        quote: "the price as agreed when it was confirmed, with how it was worked out, and the deposit",
        language: "the language of the page it was sent from",
        source: "whether it came from the site or the owner added it",
        customerName: "the customer's name, if they typed it on the form or the owner writes it down",
        customerPhone: "the customer's phone number, only if the owner writes it down",
        pickedUpAt: "when the bike was picked up",
        returnedAt: "when it came back",
        lateFee: "the late fee the terms gave when it came back",
        createdAt: "when it was sent or added",
        version: "its version number",
      },
      howLong:
        "a request nobody answers is closed after the hours set under Settings → Bookings and returns (48 by default) or once its day has passed; a name and phone number, and a place a visitor typed for a taxi, are erased the number of days set there after the stay (30 by default), while the bike is not still out; which bike or service, the days and the total stay for the shop's books; nothing else about the sender is stored: no address, browser or cookie",
      aboutVisitors: true,
    },
  ],
  [
    t.handovers,
    {
      what: "What was handed over at a pickup and found at the return",
      columns: {
        id: "its number",
        bookingId: "which booking",
        stage: "pickup or return",
        at: "when",
        odometer: "the kilometres on the odometer",
        fuel: "how much fuel, in quarters of a tank",
        helmets: "how many helmets were given",
        damage: "the damage seen on the vehicle",
        documentType:
          "the kind of document kept as security (a driving licence, a passport or another ID; never an Aadhaar card)",
        documentLast4: "the last four letters or digits of that document, never its whole number",
        original: "whether the original was kept at the shop, and at the return whether it was given back",
        checklist: "which of the terms' requirements the shop checked",
        actor: "who in the shop wrote it",
        createdAt: "when it was written",
      },
      howLong:
        "the readings stay for the shop's records; the document's last four characters are erased with the customer's name, the number of days set under Settings → Bookings and returns after the return",
      aboutVisitors: true,
    },
  ],
  [
    t.handoverPhotos,
    {
      what: "Photos of a vehicle taken at a pickup or a return",
      columns: {
        id: "its number",
        bookingId: "which booking",
        stage: "pickup or return",
        fileBase:
          "the name of its files (the photo itself, re-encoded with no location or camera data, is a file beside the database, shown only to the shop signed in)",
        width: "its width",
        height: "its height",
        widths: "the sizes it is kept in",
        bytes: "its size",
        caption: "what it shows, like the left side",
        createdAt: "when it was taken in",
        createdBy: "who in the shop sent it",
      },
      howLong:
        "deleted with its files when the customer's name is erased, the number of days set under Settings → Bookings and returns after the return; a copy taken before that stays in the shop's backups until they are deleted as they age (the oldest after about a year, as set under Settings → Backups)",
      aboutVisitors: true,
    },
  ],
  [
    t.agreementTexts,
    {
      what: "The terms as a customer read them when agreeing, in their language",
      columns: {
        version: "a fingerprint of the words, which names that version",
        language: "the language",
        text: "the requirements, fines and policies as they were shown",
        createdAt: "when that version was first agreed to",
      },
      howLong: "for as long as an agreement to it is kept; nothing about a customer is in it",
    },
  ],
  [
    t.agreements,
    {
      what: "A customer's agreement to the terms, made on their booking's page",
      columns: {
        id: "its number",
        bookingId: "which booking",
        textVersion: "which version of the terms",
        language: "the language they read them in",
        name: "the name they typed",
        licence: "the driving licence number they typed",
        agreedAt: "when they agreed",
      },
      howLong:
        "that and when they agreed stays with the booking; the name and licence number are erased the number of days set under Settings → Bookings and returns after the return (30 by default); no address, browser or cookie is kept",
      aboutVisitors: true,
    },
  ],
  [
    t.ledgerEntries,
    {
      what: "The money of each booking, an entry per payment, charge, deposit or correction",
      columns: {
        id: "its number",
        bookingId: "which booking",
        kind: "what it is: rent due or paid, a deposit taken, kept or given back, a late fee, a damage, a discount, or a reversal of an entry",
        amount: "the amount in rupees",
        method: "cash, UPI or card",
        reason: "why, as the shop wrote it",
        reverses: "the entry it reverses",
        forEntry: "the charge a kept deposit pays",
        at: "when it was written",
        day: "the shop's day it was written",
        actor: "who in the shop wrote it",
      },
      howLong:
        "for the shop's accounts, never changed or deleted; it names no customer (the booking's name goes after its days)",
    },
  ],
  [
    t.openBalances,
    {
      what: "The bookings whose money is not settled",
      columns: { bookingId: "which booking", since: "since when" },
      howLong: "until nothing is owed either way and no deposit is held",
    },
  ],
  [
    t.receipts,
    {
      what: "Receipt numbers",
      columns: {
        id: "its number",
        bookingId: "which booking",
        financialYear: "the financial year",
        number: "the receipt's number in that year",
        issuedAt: "when it was given",
      },
      howLong: "for the shop's accounts; nothing about a customer is in it",
    },
  ],
  [
    t.bookingBlocks,
    {
      what: "Days a vehicle is out of service (a repair, the owner's own use)",
      columns: {
        id: "its number",
        bikeId: "which bike",
        vehicleId: "which of its vehicles",
        startsAt: "from when",
        endsAt: "until when",
        note: "the owner's note",
        createdAt: "when it was added",
        removedAt: "when it was taken away",
      },
      howLong: "for the owner's records; nothing about visitors is in it",
    },
  ],
  [
    t.vehicles,
    {
      what: "The shop's vehicles: each bike (or taxi car) it owns",
      columns: {
        id: "its number",
        kind: "bike or taxi",
        itemId: "which bike or taxi service of the page it is",
        registration: "its registration number",
        note: "the owner's note to tell it apart",
        odometer: "its kilometres, as last read",
        inService: "whether it can go out",
        insuranceUntil: "the last day of its insurance",
        pucUntil: "the last day of its pollution certificate",
        registrationUntil: "the last day of its registration",
        permitUntil: "the last day of its rental permit",
        createdAt: "when it was added",
        retiredAt: "when it left the shop",
        version: "its version number",
      },
      howLong: "for the owner's records, also after it left the shop; nothing about visitors is in it",
    },
  ],
  [
    t.vehicleServices,
    {
      what: "The service log of each vehicle",
      columns: {
        id: "its number",
        vehicleId: "which vehicle",
        doneOn: "the day it was done",
        odometer: "the kilometres then",
        work: "what was done",
        cost: "what it cost",
        createdAt: "when it was written down",
        createdBy: "which back-office account wrote it",
      },
      howLong: "for the owner's records; nothing about visitors is in it",
    },
  ],
  [
    t.calendarFeeds,
    {
      what: "The secret address of the owner's calendar of bookings",
      columns: {
        id: "its number",
        token:
          "nothing for an address made now (its secret is made from a key outside the database); for an older one, the secret",
        createdAt: "when it was made",
      },
      howLong: "until the owner makes a new one",
    },
  ],
  [
    t.bookingCounts,
    {
      what: "Counts of taps on booking buttons, a number per day",
      columns: {
        day: "the day",
        source: "which button",
        itemId: "which bike, taxi or pickup point",
        channel: "chat, call or form",
        count: "how many times",
      },
      howLong: "for the owner's yearly figures; no cookie, address or browser is stored with them",
    },
  ],
  [
    t.settingsSections,
    {
      what: "The shop's settings (name, phone, address, map, opening hours, links)",
      columns: { section: "the settings section", data: "its values", version: "its version number" },
      howLong: "until the owner changes them",
    },
  ],
  [
    t.images,
    {
      what: "Photos the owner uploads, with every bit of metadata (GPS included) removed",
      columns: {
        id: "its ID",
        kind: "drawing or photo",
        alt: "its description",
        width: "its width",
        height: "its height",
        src: "a drawing's file",
        fileBase: "a photo's file name",
        widths: "the sizes made of it",
        placeholder: "a blurred preview",
        bytes: "its size",
        originalName: "the uploaded file's name",
        originalBytes: "the uploaded file's size",
        sourceHash: "a fingerprint of the uploaded file",
        createdAt: "when it was added",
        createdBy: "which back-office account added it",
        version: "its version number",
        deletedAt: "when it was put in the Trash",
      },
      howLong: untilDeleted,
    },
  ],
  [
    t.contentMeta,
    {
      what: "A counter of changes to the content",
      columns: { id: "its number", version: "how many changes", changedAt: "when the last one was made" },
      howLong: "as long as the site runs",
    },
  ],
  [
    t.auditLog,
    {
      what: "The history of the owner's changes to the content",
      columns: {
        id: "its number",
        entity: "what was changed",
        entityId: "which item",
        action: "the change",
        before: "the item before",
        after: "the item after",
        at: "when",
        actor: "which back-office account",
        version: "the version it made",
        batch: "the changes made together",
        detail: "details of the change",
      },
      howLong: "as long as the content it describes (a review's history holds the review's words)",
      aboutVisitors: true,
    },
  ],
  [
    t.adminUsers,
    {
      what: "The back-office accounts of the owner and the shop's staff",
      columns: {
        id: "its ID",
        username: "the username",
        email: "the owner's email",
        passwordHash: "a hash of the password (never the password)",
        createdAt: "when it was made",
        passwordChangedAt: "when the password was last changed",
        lastLoginAt: "the last sign-in",
        previousLoginAt: "the sign-in before it",
        role: "what the person may do (owner or counter)",
        disabledAt: "when the owner disabled the account, if they did",
        language: "the language the person chose for the back office, if they did",
      },
      howLong: "as long as the site runs: an account is disabled, never deleted, so the records name who did what",
    },
  ],
  [
    t.staffInvitations,
    {
      what: "One-time links the owner gives a new member of staff to make their account",
      columns: {
        id: "a name for the link",
        tokenHash: "a fingerprint of its secret (not the secret itself)",
        role: "what the new account may do",
        createdAt: "when it was made",
        createdBy: "which owner made it",
        expiresAt: "when it expires",
        usedAt: "when it was used",
        userId: "the account it made",
      },
      howLong: `it works once, for ${INVITATION_HOURS} hours; once 30 days past its end it is deleted when the owner next invites someone`,
    },
  ],
  [
    t.sessions,
    {
      what: "Each person's sign-ins to the back office (the owner's and the staff's)",
      columns: {
        tokenHash: "a hash of the session's secret",
        handle: "a name for it",
        userId: "the account",
        remember: "whether Remember me was ticked",
        createdAt: "when it began",
        lastUsedAt: "when it was last used",
        expiresAt: "when it ends",
        absoluteExpiresAt: "when it ends at the latest",
        userAgent: "the person's browser, as it names itself",
        ip: "the owner's address, shortened",
      },
      howLong: `until it ends: ${SESSION_HOURS} hours, or ${REMEMBER_ME_HOURS / 24} days with Remember me, at most ${ABSOLUTE_SESSION_DAYS} days`,
    },
  ],
  [
    t.trustedDevices,
    {
      what: "Browsers each person of the shop has signed in from",
      columns: {
        idHash: "a hash of the browser's cookie",
        userId: "the account",
        createdAt: "when it was first used",
        lastUsedAt: "when it was last used",
      },
      howLong: `${DEVICE_COOKIE_DAYS} days after the last sign-in`,
    },
  ],
  [
    t.serverSecrets,
    {
      what: "Keys the server makes for itself",
      columns: { name: "its name", value: "the key" },
      howLong: "as long as the site runs",
    },
  ],
  [
    t.loginFailures,
    {
      what: "Failed sign-ins to the back office, to stop password guessing",
      columns: {
        id: "its number",
        key: "the username tried, or the network address it came from",
        at: "when",
      },
      howLong: `${lockoutMinutes} minutes`,
      aboutVisitors: true,
    },
  ],
];

const reviewWords = {
  author: "the name the customer chose to show",
  avatar: "a photo, when the owner gave one",
  reply: "the owner's public reply",
  origin: "whether it came through a review link",
};

/** Words for each list of the page's content: its own fields' labels and the columns every list has. */
function listTables(): [SQLiteTable, Described][] {
  const tableByName = new Map(
    (Object.values(t) as unknown[])
      .filter((v): v is SQLiteTable => is(v, SQLiteTable))
      .map((table) => [getTableConfig(table).name, table]),
  );
  return listKinds.map((kind) => {
    const info = listInfo(kind);
    const fields = Object.fromEntries(Object.entries(info.fields).map(([key, f]) => [key, f.label.toLowerCase()]));
    const reviews = kind === "testimonials";
    // The back office's labels, said as a visitor reads them.
    if (reviews) Object.assign(fields, reviewWords);
    return [
      tableByName.get(info.table)!,
      {
        what: reviews
          ? "Reviews: what customers wrote, with the name they chose to show, and the owner's replies"
          : `${info.title}: the shop's own content`,
        columns: { ...listColumnWords, ...fields },
        howLong: untilDeleted,
        aboutVisitors: reviews,
      },
    ];
  });
}

/** Every table described, with each column's words in the table's order; throws on a column without words. */
export function privacyFacts(): PrivacyFacts {
  const stored = [...listTables(), ...otherTables].map(([table, d]) => {
    const columns = Object.entries(getTableColumns(table));
    const holds = columns.map(([key]) => {
      const words = d.columns[key];
      if (!words) throw new Error(`The Privacy Policy does not say what ${getTableConfig(table).name}.${key} keeps`);
      return words;
    });
    return { what: d.what, holds, howLong: d.howLong, aboutVisitors: d.aboutVisitors ?? false };
  });
  return {
    stored,
    ownerCookies: [
      {
        name: "session",
        purpose: "keeps a person of the shop signed in to the back office",
        howLong: `${SESSION_HOURS} hours, or ${REMEMBER_ME_HOURS / 24} days with Remember me`,
      },
      {
        name: "device",
        purpose:
          "recognises a browser a person of the shop has signed in from, so others' wrong passwords never lock them out",
        howLong: `${DEVICE_COOKIE_DAYS} days`,
      },
      {
        name: "kept_change",
        purpose:
          "holds, sealed so that only this site can read it, a change a person of the shop saved after their sign-in had ended, until they sign in again and save it",
        howLong: "an hour at most",
      },
      {
        name: "flash",
        purpose:
          "says once, on the screen a person of the shop comes back to, what their last action did (signed by this site)",
        howLong: "two minutes at most, and cleared as soon as it is shown",
      },
    ],
    ownerStorage: [
      ...Object.values(STORAGE_KEYS).map((name) => ({
        name,
        purpose:
          "the person's sign-in (their name and role), as the back office's screens read it (it lets nobody in by itself)",
        howLong: "until the person signs out or the sign-in ends",
      })),
      // The back office on a bad connection (app/admin/offline/, public/admin/sw.js).
      {
        name: "admin-offline",
        purpose: "the owner's saves made without a connection, waiting to be sent (IndexedDB)",
        howLong: "until sent, or until the person signs out or the sign-in ends",
      },
      {
        name: "admin-data, admin-assets",
        purpose: "the back office's screens as they were last shown, and its own files, to open them offline",
        howLong: "until the person signs out or the sign-in ends",
      },
    ],
  };
}

/** Every table and column the page speaks of, by their names in the database (for the test). */
export function describedColumns(): Map<string, string[]> {
  return new Map(
    [...listTables(), ...otherTables].map(([table, d]) => {
      const columns = getTableColumns(table);
      return [getTableConfig(table).name, Object.keys(d.columns).map((key) => columns[key]?.name ?? `(${key})`)];
    }),
  );
}
