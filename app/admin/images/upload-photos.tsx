/** The Images screen's upload form, with each photo's progress and what became of it. */
import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { PlainField } from "../fields";
import { UploadStatus, acceptedHint, uploadSummary, usePhotoUpload } from "../photo-upload";
import type { ShownResult } from "./views";
import { ACCEPT, MAX_FILES, UPLOAD_PATH } from "~/images/limits";
import { refusals } from "~/images/refusals";
import type { UploadResult } from "~/images/types";
import { OFFLINE_READY } from "../offline/needs-connection";
import { Phrased, useWords } from "../words";

/**
 * The upload form: a plain multipart post to the upload route, which sends
 * the browser back here with the results; with JavaScript, the photos go one
 * by one with their progress, and the grid below updates as each arrives.
 */
export function UploadPhotos({ initial }: { initial: ShownResult[] | null }) {
  const words = useWords();
  const { t, text } = words;
  const upload = usePhotoUpload();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const results: ShownResult[] | null = upload.results ?? initial;

  const checkChoice = () => {
    const count = input.current?.files?.length ?? 0;
    const error = count === 0 ? refusals["no-files"]() : count > MAX_FILES ? refusals["too-many-files"]() : null;
    setChoiceError(error === null ? null : text(error));
    return error === null;
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.running) return;
    if (!checkChoice()) return input.current?.focus();
    await upload.send([...input.current!.files!], {
      onResult: (result) => {
        if (result.ok) void revalidator.revalidate();
      },
    });
    if (input.current) input.current.value = "";
  };

  return (
    <section className="admin-card admin-upload" aria-labelledby="upload-title">
      <h2 id="upload-title">{t("Add photos")}</h2>
      <form method="post" action={UPLOAD_PATH} encType="multipart/form-data" onSubmit={onSubmit} {...OFFLINE_READY}>
        <PlainField id="photos" label={t("Photos")} hint={acceptedHint({ several: true }, words)} error={choiceError}>
          {(props) => (
            <input
              ref={input}
              type="file"
              name="photos"
              accept={ACCEPT}
              multiple
              required
              onChange={() => (input.current?.files?.length ?? 0) > MAX_FILES && checkChoice()}
              {...props}
            />
          )}
        </PlainField>
        <button
          type="submit"
          className="admin-button admin-button-primary"
          disabled={upload.running}
          aria-busy={upload.running || undefined}
        >
          {upload.waiting ? t("Waiting for a connection…") : upload.running ? t("Uploading…") : t("Upload")}
        </button>
      </form>
      <UploadStatus
        progress={upload.progress}
        done={results ? uploadSummary(results as UploadResult[], words) : undefined}
        note={upload.note}
      />
      {results?.length ? (
        <ul className="admin-upload-results" aria-label={t("What became of each photo")}>
          {results.map((r, i) => (
            <li key={i} className={r.ok ? undefined : "admin-upload-refused"}>
              {r.ok ? (
                <>
                  <Phrased
                    phrase={r.duplicate ? "{name}: already in the library." : "{name}: added."}
                    parts={{ name: <strong>{r.name}</strong> }}
                  />{" "}
                  {r.image.alt.trim() ? null : <a href={`#alt-${r.image.id}-alt`}>{t("Write its description")}</a>}
                </>
              ) : (
                text(r.message)
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
