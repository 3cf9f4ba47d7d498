/**
 * Sending photos to the library from a screen that runs JavaScript: the
 * Images screen's upload form and the image field of content forms. One
 * photo per request, one after the other: the owner sees each photo's bytes
 * go, then "Processing photo 2 of 3…", then its result as soon as it is
 * known, and a photo lost to a weak connection takes no other with it.
 * Without JavaScript the Images screen's form posts all of them at once to
 * the same address (app/routes/admin/image-upload.ts).
 *
 * Without a connection, an upload waits for one and says so, instead of
 * failing: the chosen photos go as soon as the browser is back online.
 */
import { useCallback, useState } from "react";
import { useOnline, whenOnline } from "./offline/online";
import { MAX_FILE_BYTES, MAX_FILES, UPLOAD_PATH } from "~/images/limits";
import { refusals } from "~/images/refusals";
import type { UploadOutcome, UploadResult } from "~/images/types";
import type { BackOfficeWords } from "~/i18n/back-office/words";
import { useWords } from "./words";

export interface UploadProgress {
  /** The photo on its way, counted from 1, of `count`. */
  index: number;
  count: number;
  name: string;
  /** Its bytes are on their way, or all sent and the server is making its sizes. */
  phase: "sending" | "processing";
  sent: number;
  total: number;
}

const refused = (name: string, code: string, message: string): UploadResult => ({ name, ok: false, code, message });

/** Sends one photo (with its description, if given); resolves with what became of it, never rejects. */
function sendPhoto(
  file: File,
  alt: string | undefined,
  onProgress: (sent: number, total: number, processing: boolean) => void,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const body = new FormData();
    if (alt) body.append("alt", alt);
    body.append("photos", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_PATH);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size, false);
    xhr.upload.onload = () => onProgress(file.size, file.size, true);
    xhr.onload = () => {
      if (xhr.status === 401) {
        return resolve(
          refused(
            file.name,
            "signed-out",
            `You were signed out, so ${file.name} was not added. Sign in again in another tab (this screen keeps what you typed), then send it again.`,
          ),
        );
      }
      const outcome = xhr.response as UploadOutcome | null;
      if (outcome?.refused) return resolve(refused(file.name, outcome.refused.code, outcome.refused.message));
      resolve(outcome?.results?.[0] ?? refused(file.name, "failed", refusals.failed(file.name)));
    };
    xhr.onerror = xhr.onabort = () =>
      resolve(
        refused(
          file.name,
          "network",
          `${file.name} did not arrive: the connection was lost. Nothing was added from it; send it again.`,
        ),
      );
    xhr.send(body);
  });
}

/**
 * Sends photos one at a time and keeps where that is (`progress`) and what
 * each came to (`results`). A choice of more than MAX_FILES, or a file over
 * MAX_FILE_BYTES, is refused here with the server's own words, before the
 * owner's mobile data is spent on it.
 */
export function usePhotoUpload() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [results, setResults] = useState<UploadResult[] | null>(null);
  const [running, setRunning] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const online = useOnline();
  const { t } = useWords();

  const send = useCallback(
    async (files: File[], { alt, onResult }: { alt?: string; onResult?: (result: UploadResult) => void } = {}) => {
      if (files.length > MAX_FILES) {
        const all = [refused("", "too-many-files", refusals["too-many-files"]())];
        setResults(all);
        return all;
      }
      setRunning(true);
      setResults([]);
      if (!navigator.onLine) {
        setWaiting(true);
        await whenOnline();
        setWaiting(false);
      }
      const done: UploadResult[] = [];
      for (const [i, file] of files.entries()) {
        const at = { index: i + 1, count: files.length, name: file.name };
        setProgress({ ...at, phase: "sending", sent: 0, total: file.size });
        const result =
          file.size > MAX_FILE_BYTES
            ? refused(file.name, "too-big", refusals["too-big"](file.name))
            : await sendPhoto(file, alt, (sent, total, processing) =>
                setProgress({ ...at, phase: processing ? "processing" : "sending", sent, total }),
              );
        done.push(result);
        setResults([...done]);
        onResult?.(result);
      }
      setProgress(null);
      setRunning(false);
      return done;
    },
    [],
  );
  /** What the connection means for an upload now, or null when there is one. */
  const note = waiting
    ? t("Waiting for a connection: the photos are sent as soon as you are back online. Keep this screen open.")
    : online
      ? null
      : t("You are offline: photos can be uploaded once you are back online.");
  return { progress, results, running, waiting, note, send };
}

/** Which files are taken, and what to do with an iPhone's HEIC photo, said before it is refused. */
export function acceptedHint({ several }: { several: boolean }, { t }: BackOfficeWords): string {
  const size = `${MAX_FILE_BYTES / (1024 * 1024)} MB`;
  return several
    ? t(
        "JPEG, PNG, WebP or AVIF photos, up to {max} at a time, at most {size} each. An iPhone's HEIC photo is refused: send it as JPEG (on the iPhone, Settings › Camera › Formats › Most Compatible).",
        { max: MAX_FILES, size },
      )
    : t(
        "A JPEG, PNG, WebP or AVIF photo, at most {size}. An iPhone's HEIC photo is refused: send it as JPEG (on the iPhone, Settings › Camera › Formats › Most Compatible).",
        { size },
      );
}

function phaseText({ index, count, name, phase }: UploadProgress, { t }: BackOfficeWords): string {
  if (count > 1) {
    const at = { index, count };
    return phase === "sending"
      ? t("Sending photo {index} of {count}…", at)
      : t("Processing photo {index} of {count}…", at);
  }
  return phase === "sending" ? t("Sending {name}…", { name }) : t("Processing {name}…", { name });
}

/** What the results come to, in one sentence. */
export function uploadSummary(results: UploadResult[], { t }: BackOfficeWords): string {
  const added = results.filter((r) => r.ok).length;
  const total = results.length;
  if (total === 0) return "";
  if (added === total)
    return total === 1 ? t("The photo is in the library.") : t("All {total} photos are in the library.", { total });
  if (added === 0) return total === 1 ? t("Not added: see why below.") : t("Nothing was added: see why below.");
  return t("{added} of {total} photos are in the library; see below why the others were not added.", { added, total });
}

/**
 * Where an upload is: a bar for the bytes (moving without end while the
 * server works), and in words, announced as each step begins and when all
 * is done.
 */
export function UploadStatus({
  progress,
  done,
  refused = false,
  note = null,
}: {
  progress: UploadProgress | null;
  /** Said once nothing is on its way any more. */
  done?: string;
  /** What is said once done is a refusal, shown as one. */
  refused?: boolean;
  /** The connection's word (./offline): said instead of a failure. */
  note?: string | null;
}) {
  const words = useWords();
  const { t } = words;
  const percent = progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  return (
    <div className="admin-upload-status">
      <p role="status" className={refused && !progress ? "admin-upload-phase admin-field-error" : "admin-upload-phase"}>
        {progress ? phaseText(progress, words) : (note ?? done ?? "")}
      </p>
      {progress ? (
        <div className="admin-upload-bar">
          <progress
            max={100}
            value={progress.phase === "sending" ? percent : undefined}
            aria-label={
              progress.phase === "sending"
                ? t("Sending {name}", { name: progress.name })
                : t("Processing {name}", { name: progress.name })
            }
          />
          <span aria-hidden="true">{progress.phase === "sending" ? `${percent}%` : ""}</span>
        </div>
      ) : null}
    </div>
  );
}
