import { data } from "react-router";
import type { Route } from "./+types/bike";
import { requestForms } from "~/booking/request-forms";
import { answerRequest } from "~/booking/request-route.server";
import { rupees } from "~/content/format";
import { requestTitle } from "~/content/titles";
import { BikeDatesForm } from "~/home/BikeDatesForm";
import { RequestPage } from "~/home/RequestPage";
import { servicesContext } from "~/services.server";
import { answerPageCss } from "~/home/page-css";
import { LanguageProvider, useWords } from "~/i18n/context";
import { pageOf } from "~/i18n/languages";
import { privateAnswer } from "~/seo/private-answers";
import { statusWord } from "~/i18n/status";

/**
 * Plain HTML with the home page's inlined CSS and site.js, like the not-found
 * page: no framework JavaScript. Private: it shows what the visitor typed.
 */
export const handle = { hydrate: false, inlineCss: answerPageCss, ...privateAnswer };

/**
 * POST /book/bike (bike, pickup, return, point, name): kept in the book and
 * 303 to the chat, or the form again. GET /book/bike?bike=…: the form; with
 * a whole request, a link to the chat (kept nowhere).
 */
async function page({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { lang, path } = pageOf(request);
  const content = context.get(servicesContext).store.home(lang);
  const { settings, bikes, pickupPoints, seasons } = content;
  const bikeForm = requestForms.bike(content, new Date(), lang);
  const { status, ...form } = await answerRequest(request, context, bikeForm);
  const bike = bikes.find((b) => b.id === form.values.bike) ?? null;
  const shown = { lang, path, brand: settings.brand, today: bikeForm.today, form };
  return data({ ...shown, bike, bikes, pickupPoints, seasons }, { status });
}

export const loader = (args: Route.LoaderArgs) => page(args);
export const action = (args: Route.ActionArgs) => page(args);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: requestTitle.bike(loaderData.brand, loaderData.lang) }, { name: "robots", content: "noindex" }];
}

export default function BikeRequest({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return (
    <LanguageProvider lang={shown.lang}>
      <BikeRequestPage {...shown} />
    </LanguageProvider>
  );
}

function BikeRequestPage(props: Route.ComponentProps["loaderData"]) {
  const { brand, path, bike, bikes, pickupPoints, seasons, today, form } = props;
  const w = useWords();
  return (
    <RequestPage
      brand={brand}
      title={bike ? w.t("rentTheBike", { bike: bike.name }) : w.t("rentABikeHeading")}
      lead={
        bike ? (
          <p>
            {w.t("priceADay", { price: rupees(bike.price) })}
            {/* Today's status, unless the notice below says what matters: the dates asked for are taken. */}
            {form.notice ? null : ` · ${statusWord(w, bike.status)}`}
          </p>
        ) : (
          <p>{w.t("bikeLead")}</p>
        )
      }
      form={form}
      back={{ href: "/#bikes", label: w.t("backToBikes") }}
      path={path}
    >
      <BikeDatesForm
        bike={bike}
        bikes={bikes}
        pickupPoints={pickupPoints}
        seasons={seasons}
        today={today}
        idPrefix="bike"
        form={form}
      />
    </RequestPage>
  );
}
