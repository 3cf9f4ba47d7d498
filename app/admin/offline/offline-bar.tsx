/**
 * The back office's word on the connection, under its bar on every screen:
 * "Offline: changes will be sent when you are back online" while there is
 * none, a press that cannot wait for it (./needs-connection.ts), how many
 * saves wait to be sent, that they were sent, and each one the
 * server refused (someone saved first) with a way to its conflict panel. The
 * words are announced politely, as they change; the saves go when the
 * connection comes back (./send.ts).
 */
import { useEffect, useRef, useState } from "react";
import { useRevalidator, useSubmit } from "react-router";
import { useNeedsConnection } from "./needs-connection";
import { useOnline } from "./online";
import { refreshWaiting, removeWaiting, useWaitingSaves, type WaitingSave } from "./queue";
import { sendWaiting, type SendOutcome } from "./send";

const changes = (n: number) => (n === 1 ? "1 change" : `${n} changes`);

/**
 * The bar, and the sender behind it: in the frame's sticky top, so it stays in sight while the owner scrolls a
 * long form.
 */
export function OfflineStatus() {
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
  useEffect(() => {
    if (!online || toSend === 0) return;
    void sendWaiting().then((result) => {
      if (!mounted.current) return;
      setOutcome(result);
      // The screens show what has just been saved, with its new version.
      if (result.count > 0) void revalidator.revalidate();
    });
    // Once each time the connection comes back, or a save is added while online.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, toSend > 0]);

  return (
    <div className="admin-offline" role="status">
      {online ? null : <p className="admin-offline-bar">Offline: changes will be sent when you are back online</p>}
      {stopped ? (
        <p className="admin-offline-waiting">
          Not done: “{stopped}” needs a connection, so nothing was changed. Press it again once you are back online.
        </p>
      ) : null}
      {toSend > 0 ? <p className="admin-offline-waiting">{changes(toSend)} waiting to be sent</p> : null}
      {toSend === 0 && outcome?.count ? (
        <p className="admin-offline-sent">{changes(outcome.count)} sent and saved.</p>
      ) : null}
      {outcome?.state === "signed-out" ? (
        <p className="admin-offline-waiting">
          You were signed out, so the changes waiting were not sent. Sign in again: each form offers what you typed.
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
  const submit = useSubmit();
  const show = async () => {
    const url = new URL(save.action);
    // Sent again as the form's own post: the server refuses it again with its panel, and the form holds the words.
    await removeWaiting(save.id);
    await submit(new URLSearchParams(save.entries), { method: "post", action: url.pathname + url.search });
  };
  return (
    <div className="admin-alert admin-offline-refused" role="alert">
      <p>
        {save.refused === "conflict"
          ? `Not saved: someone else changed “${save.label}” while this change waited.`
          : `Not saved: “${save.label}” has a value that needs a correction.`}
      </p>
      <button type="button" className="admin-button" onClick={() => void show()}>
        {save.refused === "conflict" ? "Show the conflict" : "Show it"}
      </button>
    </div>
  );
}
