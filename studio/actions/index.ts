import type { DocumentActionsResolver } from "sanity";
import { singletonSafeActions } from "../structure";
import { withRedirectOffer } from "./redirect-offer";
import { withSiteActions } from "./site-actions";

/** Every document's actions: the singletons' safe set, the redirect offer, then the site actions. */
export const documentActions: DocumentActionsResolver = (actions, context) =>
  withSiteActions(withRedirectOffer(singletonSafeActions(actions, context.schemaType), context), context);
