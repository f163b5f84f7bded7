import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  checkPaymentRequestSchema,
  createDepositRequestSchema,
  createRequestForDepositWithdrawalRequestSchema,
  createWithdrawalRequestSchema,
  generatePaymentRequestSchema,
  imageTextQuerySchema,
  paymentRequestsQuerySchema,
  receiptRules,
  type UpiPayment,
} from '@exchange/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';

import { createSessionGuard, playerOf } from '../auth/player-guard.js';
import type { Config } from '../config.js';
import { ok } from '../http/envelope.js';
import { refused } from '../http/errors.js';
import { formInput, optionalBody } from '../http/route-input.js';
import { payerPageEnabled, payerPagePath } from '../payments/payer-page.js';
import type { PaymentService, RequestFilter } from '../payments/payment-requests.js';
import { paymentInfoOf } from '../payments/payment-settings.js';
import { createTesseractReader, type TextReader } from '../payments/receipt-reader.js';
import { createReceiptStore, ReceiptsBusyError, type ReceiptStore } from '../payments/receipts.js';
import type { RouteApp, RouteContext, RouteModule } from './route-module.js';

/** What tests replace in the payment calls' receipt store, and whether answers name the payer's page. */
export interface PaymentRouteOptions {
  /** Reads a receipt's text; tesseract.js by default. */
  readonly reader?: TextReader;
  /** Where receipts are written; `UPLOADS_DIR`, else `uploads/` in the data folder. */
  readonly uploadsDir?: string;
  /** Hands the receipt store to a test, which may wait for its reading to finish. */
  readonly onReceiptStore?: (store: ReceiptStore) => void;
  /** Whether answers name the simulated payer's page; `payerPageEnabled` by default. */
  readonly payerPage?: boolean;
}

/** `uploads/` beside the database's files; a temporary folder when the database is in memory. */
function defaultUploadsDir(config: Config): string {
  const configured = process.env.UPLOADS_DIR?.trim();
  if (configured) return path.resolve(configured);
  if (config.database.kind === 'pglite' && config.database.dataDir !== null) {
    return path.join(config.database.dataDir, 'uploads');
  }
  return path.join(tmpdir(), `exchange-api-uploads-${process.pid}`);
}

const pageOf = (query: { SkipCount: number; MaxResultCount: number }) => ({
  skip: query.SkipCount,
  take: query.MaxResultCount,
});

const multipartErrorCodes = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_NO_FORM_DATA',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
]);

/** The receipt store, with its reader, closed when the server closes (after the readings in hand). */
function receiptStoreOf(
  app: FastifyInstance,
  { config, db }: RouteContext,
  options: PaymentRouteOptions,
  now: () => Date,
): ReceiptStore {
  const reader = options.reader ?? createTesseractReader();
  const receipts = createReceiptStore({
    db,
    dir: options.uploadsDir ?? defaultUploadsDir(config),
    reader,
    now,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  options.onReceiptStore?.(receipts);
  app.addHook('onClose', async () => {
    await receipts.idle();
    await reader.close();
  });
  return receipts;
}

/** The operator's payment details with the player's own figures, and UPI payments. */
function upiRoutes(
  app: RouteApp,
  authenticate: onRequestAsyncHookHandler,
  payments: PaymentService,
  payerPage: boolean,
): void {
  // Where the simulated payer is served, so a tester can open it from the QR panel.
  const withPayerPage = (payment: UpiPayment) => ({
    ...payment,
    payerPath: payerPage ? payerPagePath(payment.reference) : null,
  });

  // With the player's own figures: what may be withdrawn now and the bonus money still locked.
  app.get('/Account/GetPaymentInfo', { onRequest: authenticate }, async (request) => {
    const { withdrawable, lockedBonus } = await payments.withdrawable(playerOf(request).id);
    return ok({
      ...paymentInfoOf(payments.settings),
      withdrawable: Number(withdrawable),
      lockedBonus: Number(lockedBonus),
    });
  });

  app.post(
    '/api/Payment/Generate',
    { onRequest: authenticate, schema: { body: formInput(generatePaymentRequestSchema, ['amount']) } },
    async (request) => ok(withPayerPage(await payments.generateUpi(playerOf(request), request.body.amount))),
  );

  app.post(
    '/api/Payment/Check',
    { onRequest: authenticate, schema: { body: formInput(checkPaymentRequestSchema, ['reference']) } },
    async (request) => ok(withPayerPage(await payments.checkUpi(playerOf(request).id, request.body.reference))),
  );
}

/** Receipt uploads and the text OCR read from them. */
function receiptRoutes(app: RouteApp, authenticate: onRequestAsyncHookHandler, receipts: ReceiptStore): void {
  // A multipart body: its one file is read here, not by a schema.
  app.post('/Setting/StoreImage', { onRequest: authenticate }, async (request, reply) => {
    const player = playerOf(request);
    if (player.isDemo) throw refused(403, 'demoCannotPay');
    const busy = (error: ReceiptsBusyError) => {
      reply.header('Retry-After', String(error.retryAfterSeconds));
      return error;
    };
    // Refused before the body is read when the OCR queue is already full.
    if (!receipts.hasRoom()) throw busy(new ReceiptsBusyError());
    let image: Buffer;
    try {
      const file = await request.file();
      if (file === undefined) throw refused(400, 'receiptRequired');
      image = await file.toBuffer();
      if (file.file.truncated) throw refused(413, 'receiptTooLarge');
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw refused(413, 'receiptTooLarge');
      if (code !== undefined && multipartErrorCodes.has(code)) {
        throw refused(400, 'receiptRequired');
      }
      throw error;
    }
    try {
      return ok(await receipts.store(player.id, image));
    } catch (error) {
      throw error instanceof ReceiptsBusyError ? busy(error) : error;
    }
  });

  app.get(
    '/Setting/GetImageText',
    { onRequest: authenticate, schema: { querystring: formInput(imageTextQuerySchema, ['id']) } },
    async (request) => ok(await receipts.text(playerOf(request).id, request.query.id)),
  );
}

/**
 * Manual deposits, withdrawals that hold their amount, requests to the cashier, and the player's
 * requests.
 */
function requestRoutes(app: RouteApp, authenticate: onRequestAsyncHookHandler, payments: PaymentService): void {
  const depositFields = ['amount', 'utr', 'receiptId', 'idempotencyKey'];
  app.post(
    '/DepositWithdrawal/CreateDeposit',
    { onRequest: authenticate, schema: { body: formInput(createDepositRequestSchema, depositFields) } },
    async (request) => ok(await payments.createDeposit(playerOf(request), request.body)),
  );

  const withdrawalFields = ['amount', 'accountHolder', 'accountNumber', 'ifsc', 'upiId', 'idempotencyKey'];
  app.post(
    '/DepositWithdrawal/CreateWithdrawal',
    { onRequest: authenticate, schema: { body: formInput(createWithdrawalRequestSchema, withdrawalFields) } },
    async (request) => ok(await payments.createWithdrawal(playerOf(request), request.body)),
  );

  // A deposit or withdrawal for the operator's cashier to handle; it holds no money.
  const cashierFields = ['type', 'amount', 'preferredMethod', 'note', 'idempotencyKey'];
  app.post(
    '/DepositWithdrawal/CreateRequestForDepositWithdrawal',
    {
      onRequest: authenticate,
      schema: { body: formInput(createRequestForDepositWithdrawalRequestSchema, cashierFields) },
    },
    async (request) => ok(await payments.createCashierRequest(playerOf(request), request.body)),
  );

  // The list calls read their page from the body (POST) or the query string (GET).
  const list = (playerId: number, query: z.output<typeof paymentRequestsQuerySchema>, fixed: Partial<RequestFilter>) =>
    payments.list(playerId, { type: query.Type, status: query.Status, ...pageOf(query), ...fixed });
  const listBody = { onRequest: authenticate, schema: { body: optionalBody(paymentRequestsQuerySchema) } };

  app.post('/DepositWithdrawal/GetDepositWithdrawals', listBody, async (request) =>
    ok(await list(playerOf(request).id, request.body, {})),
  );
  // The requests still waiting for a decision or a payment.
  app.post('/DepositWithdrawal/PlayerRequests', listBody, async (request) =>
    ok(await list(playerOf(request).id, request.body, { status: 'pending' })),
  );
  app.get(
    '/DepositWithdrawal/GetUserWithdrawalHistory',
    { onRequest: authenticate, schema: { querystring: paymentRequestsQuerySchema } },
    async (request) => ok(await list(playerOf(request).id, request.query, { type: 'withdrawal' })),
  );
}

/**
 * Deposits and withdrawals: the operator's payment details, UPI payments, receipt uploads with
 * their OCR, manual deposits, withdrawals that hold their amount, and the player's requests. The
 * receipt store is the module's own: only these calls use it, and it closes with the server.
 */
export function createPaymentRoutes(options: PaymentRouteOptions = {}): RouteModule {
  return async (app, context) => {
    const { config, db } = context;
    const { payments } = context.services;
    // Sessions are checked, and receipts dated, on the payment service's clock.
    const now = payments.now;
    const { authenticate } = createSessionGuard(config, db, now);
    const receipts = receiptStoreOf(app, context, options, now);

    await app.register(multipart, {
      // One more byte than allowed, so an oversized file is told apart from one exactly at the limit.
      limits: { fileSize: receiptRules.maxBytes, files: 1, fields: 5, parts: 6 },
    });

    upiRoutes(app, authenticate, payments, options.payerPage ?? payerPageEnabled(config));
    receiptRoutes(app, authenticate, receipts);
    requestRoutes(app, authenticate, payments);
  };
}

export const paymentRoutes: RouteModule = createPaymentRoutes();
