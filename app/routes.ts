import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { prefixedLanguages } from "./i18n/languages";

/**
 * The public pages in Hindi and Kannada, at the English page's address under
 * the language's prefix ("/hi/", "/kn/about"): the same modules, which read
 * the language from the address.
 */
const inOtherLanguages = prefixedLanguages.flatMap((lang) => [
  route(lang, "routes/home.tsx", { id: `${lang}/home` }),
  route(`${lang}/about`, "routes/pages/about.tsx", { id: `${lang}/about` }),
  route(`${lang}/privacy`, "routes/pages/privacy.tsx", { id: `${lang}/privacy` }),
  route(`${lang}/faq`, "routes/pages/faq.tsx", { id: `${lang}/faq` }),
  route(`${lang}/review/:token`, "routes/pages/review.tsx", { id: `${lang}/review` }),
  route(`${lang}/book/bike`, "routes/book/bike.tsx", { id: `${lang}/book/bike` }),
  route(`${lang}/book/bike/estimate`, "routes/book/bike-estimate.ts", { id: `${lang}/book/bike/estimate` }),
  route(`${lang}/book/taxi`, "routes/book/taxi.tsx", { id: `${lang}/book/taxi` }),
  route(`${lang}/b/:address`, "routes/booking-page.tsx", { id: `${lang}/b` }),
  route(`${lang}/b/:address/booking.ics`, "routes/booking-ics.ts", { id: `${lang}/b/ics` }),
  route(`${lang}/b/:address/receipt`, "routes/booking-receipt.tsx", { id: `${lang}/b/receipt` }),
  route(`${lang}/b/:address/agree`, "routes/booking-agree.tsx", { id: `${lang}/b/agree` }),
]);

// The route table of the specification, section 2, and the back office's own screens.
export default [
  index("routes/home.tsx"),
  // The pages the footer's Quick Links lead to, held in memory like the home page; and a review link's page.
  route("about", "routes/pages/about.tsx"),
  route("privacy", "routes/pages/privacy.tsx"),
  route("faq", "routes/pages/faq.tsx"),
  route("review/:token", "routes/pages/review.tsx"),
  ...inOtherLanguages,
  route("admin", "routes/admin/index.ts"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/session", "routes/admin/session.ts"),
  // An invited person makes their account here, signed out: the link's one-time secret is the only way in.
  route("admin/join/:token", "routes/admin/join.tsx"),
  route("admin/manifest.webmanifest", "routes/admin/manifest.ts"),
  // A handover photo: it checks the session itself, so signed out it is the same 404 as no photo.
  route("admin/handover/photos/:file", "routes/admin/handover-photo.ts"),
  // Everything else of the back office: the server's gate runs once, before any of it.
  layout("routes/admin/gate.tsx", [
    route("admin/images/upload", "routes/admin/image-upload.ts"),
    route("admin/handover/upload", "routes/admin/handover-upload.ts"),
    route("admin/reports/:file", "routes/admin/report-export.ts"),
    route("admin/dashboard/pulse", "routes/admin/dashboard-pulse.ts"),
    route("admin/settings/backups/:file", "routes/admin/backups-file.ts"),
    // The back office's frame: its bar and menu, and its own error page inside it.
    layout("routes/admin/layout.tsx", [
      layout("routes/admin/screen.tsx", [
        route("admin/dashboard", "routes/admin/dashboard.tsx"),
        route("admin/bookings", "routes/admin/bookings.tsx"),
        route("admin/bookings/calendar", "routes/admin/bookings-calendar.tsx"),
        route("admin/bookings/past", "routes/admin/bookings-past.tsx"),
        route("admin/bookings/:ref", "routes/admin/booking.tsx"),
        route("admin/money", "routes/admin/money.tsx"),
        route("admin/reports", "routes/admin/reports.tsx"),
        route("admin/vehicles", "routes/admin/vehicles.tsx"),
        route("admin/vehicles/:id", "routes/admin/vehicle.tsx"),
        route("admin/content", "routes/admin/content.tsx"),
        route("admin/content/:list", "routes/admin/content-list.tsx"),
        route("admin/content/:list/new", "routes/admin/content-edit.tsx", { id: "content-new" }),
        route("admin/content/:list/:id", "routes/admin/content-edit.tsx", { id: "content-edit" }),
        route("admin/content/:list/:id/history", "routes/admin/content-history.tsx"),
        route("admin/trash", "routes/admin/trash.tsx"),
        route("admin/activity", "routes/admin/activity.tsx"),
        route("admin/reviews", "routes/admin/reviews.tsx"),
        route("admin/images", "routes/admin/images.tsx"),
        route("admin/settings", "routes/admin/settings.tsx"),
        route("admin/settings/backups", "routes/admin/backups.tsx"),
        route("admin/settings/people", "routes/admin/people.tsx"),
        route("admin/settings/:section/history", "routes/admin/settings-history.tsx"),
        route("admin/account", "routes/admin/account.tsx"),
        route("admin/kept", "routes/admin/kept.tsx"),
      ]),
    ]),
  ]),
  // Booking requests with dates or a fare (GET forms answering 303 to the chat), and counting booking actions.
  route("book/bike", "routes/book/bike.tsx"),
  route("book/bike/estimate", "routes/book/bike-estimate.ts"),
  route("book/taxi", "routes/book/taxi.tsx"),
  route("book/count", "routes/book/count.ts"),
  // A booking's own page for the tourist, at an address only they and the owner have.
  route("b/:address", "routes/booking-page.tsx"),
  route("b/:address/booking.ics", "routes/booking-ics.ts"),
  route("b/:address/receipt", "routes/booking-receipt.tsx"),
  route("b/:address/agree", "routes/booking-agree.tsx"),
  // The owner's bookings as a calendar feed, at a secret address they can renew.
  route("calendar/:file", "routes/calendar-feed.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
