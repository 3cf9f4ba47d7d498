// Talking to a running site the way a browser does: sign in, upload photos.
// Used by the image benchmark and `npm run perf -- --photos`.

/** Signs in and answers the session cookie. */
export async function signIn(url, username, password) {
  const res = await fetch(new URL("/admin/login", url), {
    method: "POST",
    body: new URLSearchParams({ username, password }),
    redirect: "manual",
    headers: { origin: new URL(url).origin },
  });
  const cookie = res.headers.get("set-cookie");
  if (res.status !== 302 || !cookie) throw new Error(`Sign-in failed: ${res.status}`);
  return cookie.split(";")[0];
}

/** Uploads one photo; answers the upload's JSON outcome. */
export async function uploadPhoto(url, cookie, { name, bytes, alt = "" }) {
  const form = new FormData();
  if (alt) form.append("alt", alt);
  form.append("photos", new Blob([bytes], { type: "image/jpeg" }), name);
  const res = await fetch(new URL("/admin/images/upload", url), {
    method: "POST",
    body: form,
    headers: { origin: new URL(url).origin, cookie, accept: "application/json" },
  });
  const outcome = await res.json();
  const result = outcome.results?.[0];
  if (!result?.ok)
    throw new Error(`Upload of ${name} failed: ${result?.message ?? outcome.refused?.message ?? res.status}`);
  return result.image;
}
