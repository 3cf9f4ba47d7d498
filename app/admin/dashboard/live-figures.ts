/** The open dashboard keeps its figures current, politely. */
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useWords } from "~/admin/words";

/** How often an open dashboard asks whether its figures changed. */
const PULSE_MS = 10_000;

/**
 * The figures stay current while the dashboard is on screen: every few
 * seconds it asks for the pulse and reloads only when it moved; when the
 * owner comes back to the tab, at once. Nothing is asked while it is hidden.
 * A new request is announced politely; the rest of the page is not re-read.
 */
export function useLiveFigures(stamp: string, today: number) {
  const { t } = useWords();
  const revalidator = useRevalidator();
  // What the timer reads: whether a reload is on its way, and how to start one.
  const busy = useRef(false);
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    busy.current = revalidator.state !== "idle";
    revalidate.current = revalidator.revalidate;
  });
  const seen = useRef({ stamp, today });
  const [news, setNews] = useState("");
  useEffect(() => {
    if (stamp === seen.current.stamp) return;
    const more = today - seen.current.today;
    seen.current = { stamp, today };
    if (more > 0) {
      setNews(
        more === 1
          ? t("A new booking request: {today} today.", { today })
          : t("{count} new booking requests: {today} today.", { count: more, today }),
      );
    }
  }, [stamp, today, t]);
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (document.visibilityState !== "visible" || busy.current) return;
      try {
        const res = await fetch("/admin/dashboard/pulse", { headers: { accept: "application/json" } });
        if (!res.ok || stopped) return;
        const { stamp: now } = (await res.json()) as { stamp: string };
        if (now !== seen.current.stamp && !busy.current) void revalidate.current();
      } catch {
        // Offline for a moment: the next pulse will tell.
      }
    };
    const timer = setInterval(check, PULSE_MS);
    const onShow = () => void check();
    document.addEventListener("visibilitychange", onShow);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onShow);
    };
  }, []);
  return news;
}
