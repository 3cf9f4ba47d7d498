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

/** Plain HTML with the home page's inlined CSS and site.js, like the not-found page: no framework JavaScript. */
export const handle = { hydrate: false, inlineCss: answerPageCss };

/** GET /book/taxi?taxi=…&to=…&place=…&date=…&time=…&people=…&name=…: 303 to the chat, or the form again. */
export function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(servicesContext).store.home();
  const { settings, taxis } = content;
  const taxiForm = requestForms.taxi(content);
  const { status, ...form } = answerRequest(request, context, taxiForm);
  const taxi = taxis.find((t) => t.id === form.values.taxi) ?? null;
  return data({ brand: settings.brand, taxi, taxis, today: taxiForm.today, form }, { status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: requestTitle.taxi(loaderData.brand) }, { name: "robots", content: "noindex" }];
}

export default function TaxiRequest({ loaderData }: Route.ComponentProps) {
  const { brand, taxi, taxis, today, form } = loaderData;
  return (
    <RequestPage
      brand={brand}
      title={taxi ? `Book ${taxi.name}` : "Book a taxi"}
      lead={
        taxi ? (
          <p>
            {rupees(taxi.price)} per {taxi.unit}, one-way
          </p>
        ) : (
          <p>Choose a service, where you're going and when.</p>
        )
      }
      form={form}
      back={{ href: "/#taxi", label: "Back to all taxi services" }}
    >
      <TaxiRideForm taxi={taxi} taxis={taxis} today={today} idPrefix="taxi" form={form} />
    </RequestPage>
  );
}
