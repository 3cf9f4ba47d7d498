import { data } from "react-router";
import type { Route } from "./+types/bike";
import { requestForms } from "~/booking/request-forms";
import { answerRequest } from "~/booking/request-route.server";
import { statusLabels } from "~/content/lists";
import { rupees } from "~/content/format";
import { requestTitle } from "~/content/titles";
import { BikeDatesForm } from "~/home/BikeDatesForm";
import { RequestPage } from "~/home/RequestPage";
import { servicesContext } from "~/services.server";
import { answerPageCss } from "~/home/page-css";

/** Plain HTML with the home page's inlined CSS and site.js, like the not-found page: no framework JavaScript. */
export const handle = { hydrate: false, inlineCss: answerPageCss };

/** GET /book/bike?bike=…&pickup=…&return=…&point=…&name=…: 303 to the chat, or the form again. */
export function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(servicesContext).store.home();
  const { settings, bikes, pickupPoints, seasons } = content;
  const bikeForm = requestForms.bike(content);
  const { status, ...form } = answerRequest(request, context, bikeForm);
  const bike = bikes.find((b) => b.id === form.values.bike) ?? null;
  return data({ brand: settings.brand, bike, bikes, pickupPoints, seasons, today: bikeForm.today, form }, { status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: requestTitle.bike(loaderData.brand) }, { name: "robots", content: "noindex" }];
}

export default function BikeRequest({ loaderData }: Route.ComponentProps) {
  const { brand, bike, bikes, pickupPoints, seasons, today, form } = loaderData;
  return (
    <RequestPage
      brand={brand}
      title={bike ? `Rent the ${bike.name}` : "Rent a bike"}
      lead={
        bike ? (
          <p>
            {rupees(bike.price)} a day · {statusLabels[bike.status]}
          </p>
        ) : (
          <p>Choose a bike, your dates and where to pick it up.</p>
        )
      }
      form={form}
      back={{ href: "/#bikes", label: "Back to all bikes" }}
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
