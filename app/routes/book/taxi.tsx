import { data } from "react-router";
import type { Route } from "./+types/taxi";
import { requestForms } from "~/booking/request-forms";
import { answerRequest } from "~/booking/request-route.server";
import { rupees } from "~/content/format";
import { requestTitle } from "~/content/titles";
import { RequestPage } from "~/home/RequestPage";
import { TaxiRideForm } from "~/home/TaxiRideForm";
import { servicesContext } from "~/services.server";
import { answerPageCss } from "~/home/page-css";
import { LanguageProvider, useWords } from "~/i18n/context";
import { pageOf } from "~/i18n/languages";
import { privateAnswer } from "~/seo/private-answers";

/**
 * Plain HTML with the home page's inlined CSS and site.js, like the not-found
 * page: no framework JavaScript. Private: it shows what the visitor typed.
 */
export const handle = { hydrate: false, inlineCss: answerPageCss, ...privateAnswer };

/**
 * POST /book/taxi (taxi, from, to, place, date, time, people, name): kept in
 * the book and 303 to the chat, or the form again. GET /book/taxi?taxi=…: the
 * form; with a whole request, a link to the chat (kept nowhere).
 */
async function page({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { lang, path } = pageOf(request);
  const content = context.get(servicesContext).store.home(lang);
  const { settings, taxis } = content;
  const taxiForm = requestForms.taxi(content, new Date(), lang);
  const { status, ...form } = await answerRequest(request, context, taxiForm);
  const taxi = taxis.find((t) => t.id === form.values.taxi) ?? null;
  return data({ lang, path, brand: settings.brand, taxi, taxis, today: taxiForm.today, form }, { status });
}

export const loader = (args: Route.LoaderArgs) => page(args);
export const action = (args: Route.ActionArgs) => page(args);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: requestTitle.taxi(loaderData.brand, loaderData.lang) }, { name: "robots", content: "noindex" }];
}

export default function TaxiRequest({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return (
    <LanguageProvider lang={shown.lang}>
      <TaxiRequestPage {...shown} />
    </LanguageProvider>
  );
}

function TaxiRequestPage({ brand, path, taxi, taxis, today, form }: Route.ComponentProps["loaderData"]) {
  const w = useWords();
  return (
    <RequestPage
      brand={brand}
      title={taxi ? w.t("bookTheTaxi", { taxi: taxi.name }) : w.t("bookATaxiHeading")}
      lead={<p>{taxi ? w.t("taxiPerUnit", { price: rupees(taxi.price), unit: taxi.unit }) : w.t("taxiFormLead")}</p>}
      form={form}
      back={{ href: "/#taxi", label: w.t("backToTaxis") }}
      path={path}
    >
      <TaxiRideForm taxi={taxi} taxis={taxis} today={today} idPrefix="taxi" form={form} />
    </RequestPage>
  );
}
