import type { FastifyReply } from 'fastify';
import { z } from 'zod';

import { HttpError } from '../http/errors.js';
import {
  crossSitePostMessage,
  isCrossSitePost,
  payerMessageHtml,
  payerPageCss,
  payerPageEnabled,
  payerPageHtml,
  payerPagePath,
  payerPagePolicy,
  payerPageStylesheetPath,
} from '../payments/payer-page.js';
import type { RouteModule } from './route-module.js';

const referenceParams = z.object({ reference: z.string().min(1).max(40) });
const outcomeBody = z.object({ outcome: z.enum(['paid', 'failed']) });
/** The outcome just chosen, shown above the payment; anything else shows none. */
const payerPageQuery = z.object({ paid: z.enum(['paid', 'failed']).optional() }).catch({});
const outcomeNotice = { paid: 'The payment was paid.', failed: 'The payment failed.' } as const;

/**
 * The UPI simulation's payer as a page (plain HTML, no script): a tester opens it from the
 * deposit page's QR panel and pays or fails the reference, as the admin call does. Served only
 * with sandbox payments on (`payerPageEnabled`), since it needs no login; without them every path
 * here is unknown (404). Its form posts back to the page itself; a post from another site's page
 * is refused, so no page elsewhere can pay a payment with a visitor's browser.
 */
export const upiPayerRoutes: RouteModule = async (app, { config, services }) => {
  // Only the configuration turns it on: tests start their apps with SANDBOX_PAYMENTS=on.
  if (!payerPageEnabled(config)) return;
  const { payments } = services;

  // The page's form posts urlencoded fields; only this module reads that type.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('Content-Security-Policy', payerPagePolicy)
      // The api's own `no-referrer` would make the browser send `Origin: null` with the form's
      // post, which the check below refuses; `same-origin` names the page's origin to itself only.
      .header('Referrer-Policy', 'same-origin')
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  /** A refusal of the payment service as the page says it; anything else is the server's error. */
  const refusal = (error: unknown) => {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  };

  app.get(payerPageStylesheetPath, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').type('text/css; charset=utf-8').send(payerPageCss),
  );

  // The page answers in HTML, so its input's refusals are pages too (attachValidation).
  const payerPageInput = { schema: { params: referenceParams, querystring: payerPageQuery }, attachValidation: true };
  app.get('/upi/pay/:reference', payerPageInput, async (request, reply) => {
    if (request.validationError !== undefined)
      return sendPage(reply, 404, payerMessageHtml('There is no such payment.'));
    const { paid } = request.query;
    const { reference } = request.params;
    try {
      const payment = await payments.lookUpUpi(reference);
      return sendPage(
        reply,
        200,
        payerPageHtml(payment, payments.settings.payeeName, paid === undefined ? undefined : outcomeNotice[paid]),
      );
    } catch (error) {
      const { status, message } = refusal(error);
      return sendPage(reply, status, payerMessageHtml(message));
    }
  });

  const payerChoiceInput = { schema: { params: referenceParams, body: outcomeBody }, attachValidation: true };
  app.post('/upi/pay/:reference', payerChoiceInput, async (request, reply) => {
    if (isCrossSitePost(request.headers, `${request.protocol}://${request.host}`)) {
      return sendPage(reply, 403, payerMessageHtml(crossSitePostMessage));
    }
    const refused = request.validationError;
    if (refused?.validationContext === 'params') {
      return sendPage(reply, 404, payerMessageHtml('There is no such payment.'));
    }
    if (refused !== undefined) return sendPage(reply, 400, payerMessageHtml('Choose to pay or to fail the payment.'));
    const { reference } = request.params;
    const { outcome } = request.body;
    try {
      await payments.completeUpi(reference, outcome);
    } catch (error) {
      const { status, message } = refusal(error);
      return sendPage(reply, status, payerMessageHtml(message));
    }
    // Post, then redirect: reloading the result does not post the form again.
    return reply
      .code(303)
      .header('Location', `${payerPagePath(reference)}?paid=${outcome}`)
      .send();
  });
};
