import { data } from "react-router";
import type { Route } from "./+types/settings-history";
import { adminContext, restoreFromHistory, restoreOutcome } from "~/admin/actions.server";
import { HistoryList, RestoreOutcome } from "~/admin/history";
import { AdminPageHead } from "~/admin/ui";
import { describeWith } from "~/admin/activity-words.server";
import { isSettingsSection, sectionInfo } from "~/content/settings";
import { adminTitle, titleWords } from "~/admin/titles";
import { useWords } from "~/admin/words";

function sectionFromParams(params: { section: string }) {
  if (!isSettingsSection(params.section)) throw data("There is no such section of the settings.", { status: 404 });
  return params.section;
}

/** Every recorded version of one section of the settings, newest first, in words. */
export function loader({ context, params }: Route.LoaderArgs) {
  const { store, images, brand } = adminContext(context);
  const section = sectionFromParams(params);
  return {
    brand,
    section,
    title: sectionInfo(section).title,
    currentVersion: store.section(section).version,
    entries: store.history("settings", section).map(describeWith(images)),
    ...restoreOutcome(context),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, text } = titleWords(matches);
  const title = t("History of {name}", { name: text(loaderData?.title ?? t("settings")) });
  return [{ title: `${title} - ${text(adminTitle.settings(loaderData?.brand ?? ""))}` }];
};

/** Restore one version: itself a new version, so it can be undone the same way. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const content = adminContext(context);
  const section = sectionFromParams(params);
  return restoreFromHistory(request, context, content, "settings", section, `/admin/settings/${section}/history`);
}

export default function SettingsHistory({ loaderData: d }: Route.ComponentProps) {
  const { t, text } = useWords();
  const title = text(d.title);
  return (
    <>
      <AdminPageHead
        title={t("History of {name}", { name: title })}
        back={{ to: `/admin/settings#${d.section}`, label: t("Settings") }}
      />
      <RestoreOutcome
        restored={d.restored}
        refused={d.refused}
        missing="That version could not be restored: it is not in this section's history."
      />
      <HistoryList entries={d.entries} currentVersion={d.currentVersion} name={title} canRestore />
    </>
  );
}
