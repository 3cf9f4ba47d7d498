/**
 * The back office's service worker (scope /admin/, registered by its frame;
 * the public site has none). It keeps two things, so that a screen the owner
 * has opened opens again without a connection, as it last was:
 *
 * - the build's own files (/assets/, hashed: one address is always the same
 *   bytes), in one cache shared by every session: they hold no one's data;
 * - the last answer of each back-office address (a screen's page and its
 *   `.data`), in a cache of the signed-in session only, named after the tag
 *   the server puts on the answers it lets be kept (X-Offline-Session). The
 *   server gives that tag only to a signed-in GET answered 200 that sets no
 *   cookie; a worker cannot see Set-Cookie itself, so that rule is the
 *   server's (app/admin/offline/session-tag.server.ts).
 *
 * The network always comes first: while it answers, the server decides what
 * is shown, so a signed-out browser gets the login page, never a kept one.
 * What is kept is used only when the network cannot be reached at all.
 *
 * Everything kept (and the queue of saves waiting in IndexedDB) is dropped
 * on Sign out, on any 401, and as soon as the login page is asked for (where
 * any redirect for a missing session leads).
 */
const ASSETS = "admin-assets-v1";
const DATA = "admin-data:";
/** The queue of saves made offline (app/admin/offline/queue.ts). */
const QUEUE_DB = "admin-offline";
const LOGIN = "/admin/login";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  // An older worker's caches go; the current session's data and the assets stay.
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name !== ASSETS && !name.startsWith(DATA)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Writes and deletions one after the other, so that a Sign out is never overtaken by a late write. */
let chain = Promise.resolve();
const inTurn = (work) => (chain = chain.then(work, work));

/**
 * Sign out, a 401, the login page: nothing of the session may outlive it here. The build's files go too (they hold
 * nothing private, but files of older builds would otherwise pile up); the next session keeps them again.
 */
const forgetAll = () =>
  inTurn(async () => {
    for (const name of await caches.keys()) await caches.delete(name);
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase(QUEUE_DB);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    });
  });

/** Keeps a session's answer; a new session's first answer drops the last one's cache. */
const keep = (tag, request, response) =>
  inTurn(async () => {
    const name = DATA + tag;
    for (const other of await caches.keys()) if (other.startsWith(DATA) && other !== name) await caches.delete(other);
    await (await caches.open(name)).put(request, response);
  });

/** The current session's cache (there is at most one), or null. */
async function sessionCache() {
  const name = (await caches.keys()).find((n) => n.startsWith(DATA));
  return name ? caches.open(name) : null;
}

/** A back-office address whose answer may be kept: the worker's own file and the public manifest are not data. */
const isScreen = (url) =>
  url.pathname.startsWith("/admin/") &&
  url.pathname !== "/admin/sw.js" &&
  !url.pathname.startsWith("/admin/manifest") &&
  !url.pathname.startsWith("/admin/icon-");

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  // Other sites (none today) and anything not ours: the browser's own way.
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && url.pathname === "/admin/logout") {
    event.waitUntil(forgetAll());
    return;
  }
  // Posts (saves, the login's password) go to the network untouched and are never kept.
  if (request.method !== "GET") return;
  if (url.pathname === LOGIN || url.pathname.startsWith(`${LOGIN}.`) || url.pathname.startsWith(`${LOGIN}/`)) {
    event.waitUntil(forgetAll());
    return;
  }
  if (url.pathname.startsWith("/assets/")) return event.respondWith(asset(request));
  // React Router's route manifest for the screens linked from a page: public, and needed to move between screens.
  if (url.pathname === "/__manifest") return event.respondWith(networkFirst(request, () => caches.open(ASSETS)));
  if (isScreen(url)) event.respondWith(screenAnswer(event, request));
});

/** Hashed build files: once kept, always the same; fetched and kept the first time. */
async function asset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request, open) {
  try {
    const response = await fetch(request);
    if (response.status === 200 && response.type === "basic") await (await open()).put(request, response.clone());
    return response;
  } catch {
    return (await (await open()).match(request)) ?? Response.error();
  }
}

/** A screen's page or data: the network's answer, kept when the server allows; the kept one only when offline. */
async function screenAnswer(event, request) {
  let response;
  try {
    response = await fetch(request);
  } catch {
    return (await keptAnswer(request)) ?? offlineAnswer(request);
  }
  if (response.status === 401) event.waitUntil(forgetAll());
  const tag = response.headers.get("X-Offline-Session");
  if (tag && response.status === 200 && response.type === "basic" && !response.redirected) {
    event.waitUntil(keep(tag, request, response.clone()));
  }
  return response;
}

async function keptAnswer(request) {
  const cache = await sessionCache();
  if (!cache) return null;
  // By address alone: a navigation's request and the one kept by the page's "keep" message differ in all else.
  const exact = await cache.match(request.url, { ignoreVary: true });
  // A page opened from a link with a different query (?saved, a filter): the same screen as it last was.
  if (exact || request.mode !== "navigate") return exact ?? null;
  return (await cache.match(request.url, { ignoreVary: true, ignoreSearch: true })) ?? null;
}

/**
 * The offline page's words in the back office's three languages (the worker has no phrase book of its own). English
 * is the page as it always was.
 */
const OFFLINE_WORDS = {
  en: {
    title: "Offline",
    text:
      "This screen has not been opened on this device since you signed in, so there is nothing to show without a " +
      "connection. It opens as soon as you are back online.",
    dashboard: "Dashboard",
  },
  hi: {
    title: "ऑफ़लाइन",
    text:
      "साइन इन करने के बाद यह स्क्रीन इस डिवाइस पर नहीं खोली गई, इसलिए इंटरनेट के बिना दिखाने को कुछ नहीं है। " +
      "इंटरनेट वापस आते ही यह खुल जाएगी।",
    dashboard: "डैशबोर्ड",
  },
  kn: {
    title: "ಆಫ್‌ಲೈನ್",
    text:
      "ಸೈನ್ ಇನ್ ಆದ ನಂತರ ಈ ಪರದೆಯನ್ನು ಈ ಸಾಧನದಲ್ಲಿ ತೆರೆದಿಲ್ಲ, ಹಾಗಾಗಿ ಇಂಟರ್ನೆಟ್ ಇಲ್ಲದೆ ತೋರಿಸಲು ಏನೂ ಇಲ್ಲ. " + "ಇಂಟರ್ನೆಟ್ ಬಂದ ತಕ್ಷಣ ಇದು ತೆರೆಯುತ್ತದೆ.",
    dashboard: "ಡ್ಯಾಶ್‌ಬೋರ್ಡ್",
  },
};

/**
 * The reader's language: the one the session's last kept page was shown in (the person's choice, else their phone's,
 * as the server chose it), else the phone's own (signed out, nothing is kept), else English.
 */
async function readerLanguage(request) {
  const cache = await sessionCache();
  const kept = cache ? await cache.keys() : [];
  // The newest first: a page kept again goes to the end, so a language just changed on Your account is the last.
  for (const keptRequest of kept.reverse()) {
    const response = await cache.match(keptRequest);
    if (!response?.headers.get("Content-Type")?.startsWith("text/html")) continue;
    const lang = /<html[^>]*\slang="([a-z]+)"/.exec((await response.text()).slice(0, 2000))?.[1];
    if (lang && Object.hasOwn(OFFLINE_WORDS, lang)) return lang;
  }
  // The phone's: its Accept-Language where the request shows it, else the languages the browser names.
  const asked = (request.headers.get("Accept-Language") ?? "")
    .split(",")
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .concat(self.navigator.languages ?? []);
  for (const tag of asked) {
    const code = tag.trim().toLowerCase().split(/[-;]/)[0];
    if (Object.hasOwn(OFFLINE_WORDS, code)) return code;
  }
  return "en";
}

/** Offline, a screen not opened since signing in: said plainly, never a kept page of someone else's session. */
async function offlineAnswer(request) {
  if (request.mode !== "navigate") return Response.error();
  const lang = await readerLanguage(request).catch(() => "en");
  const words = OFFLINE_WORDS[lang];
  const page =
    `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${words.title}</title><main style="font:1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">` +
    `<h1>${words.title}</h1><p>${words.text}</p><p><a href="/admin/dashboard">${words.dashboard}</a></p></main></html>`;
  return new Response(page, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/**
 * The page asks for what it has just shown to be kept (its first visit happens before this worker runs): its own
 * address and the build files it loaded, fetched again here under the same rules.
 */
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep" || !Array.isArray(data.urls)) return;
  event.waitUntil(
    Promise.all(
      data.urls.map(async (href) => {
        const url = new URL(href, self.location.origin);
        if (url.origin !== self.location.origin) return;
        const request = new Request(url.href, { credentials: "same-origin" });
        try {
          if (url.pathname.startsWith("/assets/")) return void (await asset(request));
          if (isScreen(url)) {
            const response = await fetch(request);
            const tag = response.headers.get("X-Offline-Session");
            if (tag && response.status === 200 && response.type === "basic" && !response.redirected) {
              await keep(tag, request, response);
            }
          }
        } catch {
          // Offline already: kept next time.
        }
      }),
    ),
  );
});
