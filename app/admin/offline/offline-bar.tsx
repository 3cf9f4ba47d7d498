/**
 * The back office's word on the connection, under its bar on every screen:
 * "Offline: changes will be sent when you are back online" while there is
 * none, a press that cannot wait for it (./needs-connection.ts), how many
 * saves wait to be sent, that they were sent, and each one the
 * server refused (someone saved first) with a way to its conflict panel. The
 * words are announced politely, as they change; the saves go when the
 * connection comes back (./send.ts).
 */
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useRevalidator, useSubmit } from "react-router";
import { stopForConnection, useNeedsConnection } from "./needs-connection";
import { backoff, useOnline } from "./online";
import { refreshWaiting, removeWaiting, useWaitingSaves, type WaitingSave } from "./queue";
import { sendWaiting, type SendOutcome } from "./send";
import { useWords } from "../words";

/**
 * The bar, and the sender behind it: in the frame's sticky top, so it stays in sight while the owner scrolls a
 * long form.
 */
export function OfflineStatus() {
  const { t, text } = useWords();
  const online = useOnline();
  const saves = useWaitingSaves();
  const revalidator = useRevalidator();
  const stopped = useNeedsConnection();
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The queue as this browser holds it, once the page has started.
  useEffect(() => void refreshWaiting(), []);
  const toSend = saves.filter((save) => !save.refused).length;
  const tries = useRef(0);
  const [retry, setRetry] = useState(0);
  useEffect(() => {
    if (!online) tries.current = 0;
    if (!online || toSend === 0) return;
    const timer = setTimeout(
      () =>
        void sendWaiting().then((result) => {
          if (!mounted.current) return;
          setOutcome(result);
          // The screens show what has just been saved, with its new version.
          if (result.count > 0) void revalidator.revalidate();
          // No answer though the browser says it is online: again, a little later each time.
          if (result.state === "stopped" && navigator.onLine) {
            tries.current++;
            setRetry((n) => n + 1);
          } else tries.current = 0;
        }),
      backoff(tries.current),
    );
    return () => clearTimeout(timer);
    // Each time the connection comes back, a save is added while online, or a try found no answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, toSend > 0, retry]);

  return (
    <div className="admin-offline" role="status">
      {online ? null : (
        <p className="admin-offline-bar">{t("Offline: changes will be sent when you are back online")}</p>
      )}
      {stopped ? (
        // Keyed by the press, so that the same press again is announced again.
        <p key={stopped.n} className="admin-offline-waiting">
          {t(
            "Not done: “{press}” needs a connection, so nothing was changed. Press it again once you are back online.",
            { press: text(stopped.text) },
          )}
        </p>
      ) : null}
      {toSend > 0 ? (
        <p className="admin-offline-waiting">
          {toSend === 1
            ? t("{count} change waiting to be sent", { count: toSend })
            : t("{count} changes waiting to be sent", { count: toSend })}
        </p>
      ) : null}
      {toSend === 0 && outcome?.count ? (
        <p className="admin-offline-sent">
          {outcome.count === 1
            ? t("{count} change sent and saved.", { count: outcome.count })
            : t("{count} changes sent and saved.", { count: outcome.count })}
        </p>
      ) : null}
      {outcome?.state === "signed-out" ? (
        <p className="admin-offline-waiting">
          {t(
            "You were signed out, so the changes waiting were not sent. Sign in again: each form offers what you typed.",
          )}
        </p>
      ) : null}
    </div>
  );
}

/** The saves the server refused, under the frame's top: each with the way to its own screen. */
export function RefusedSaves() {
  const refused = useWaitingSaves().filter((save) => save.refused);
  return refused.map((save) => <Refused key={save.id} save={save} />);
}

/** A save the server refused: shown on its own screen as a save with a connection would be (the conflict panel). */
function Refused({ save }: { save: WaitingSave }) {
  const { t, text } = useWords();
  const submit = useSubmit();
  const show = async (event: MouseEvent<HTMLButtonElement>) => {
    // A post made in code passes no submit event: offline, it is stopped here as the guard stops the others.
    if (!navigator.onLine) return stopForConnection(event.currentTarget);
    const url = new URL(save.action);
    // Sent again as the form's own post: the server refuses it again with its panel, and the form holds the words.
    await removeWaiting(save.id);
    await submit(new URLSearchParams(save.entries), { method: "post", action: url.pathname + url.search });
  };
  return (
    <div className="admin-alert admin-offline-refused" role="alert">
      <p>
        {save.refused === "conflict"
          ? t("Not saved: someone else changed “{label}” while this change waited.", { label: text(save.label) })
          : t("Not saved: “{label}” has a value that needs a correction.", { label: text(save.label) })}
      </p>
      <button type="button" className="admin-button" onClick={(event) => void show(event)}>
        {save.refused === "conflict" ? t("Show the conflict") : t("Show it")}
      </button>
    </div>
  );
}
