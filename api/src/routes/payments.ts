import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  checkPaymentRequestSchema,
  createDepositRequestSchema,
  createWithdrawalRequestSchema,
  generatePaymentRequestSchema,
  imageTextQuerySchema,
  paymentRequestsQuerySchema,
  receiptRules,
  type UpiPayment,
} from '@exchange/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { createPlayerAuthenticator } from '../auth/player-guard.js';
import type { Config } from '../config.js';
import { ok } from '../http/envelope.js';
import { refused } from '../http/errors.js';
import { payerPageEnabled, payerPagePath } from '../payments/payer-page.js';
import type { PaymentService, RequestFilter } from '../payments/payment-requests.js';
import { paymentInfoOf } from '../payments/payment-settings.js';
import { createTesseractReader, type TextReader } from '../payments/receipt-reader.js';
import { createReceiptStore, ReceiptsBusyError, type ReceiptStore } from '../payments/receipts.js';
import { formFields, valid } from '../payments/request-input.js';
import type { RouteContext, RouteModule } from './route-module.js';

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

/** A list call's parameters, from the body (POST) or the query string (GET). */
const listInput = (request: FastifyRequest) => ({
  ...(request.query as object),
  ...(typeof request.body === 'object' && request.body !== null ? request.body : {}),
});

const multipartErrorCodes = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_NO_FORM_DATA',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
]);

type PlayerAuthenticator = ReturnType<typeof createPlayerAuthenticator>;

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
  app: FastifyInstance,
  requirePlayer: PlayerAuthenticator,
  payments: PaymentService,
  payerPage: boolean,
): void {
  // Where the simulated payer is served, so a tester can open it from the QR panel.
  const withPayerPage = (payment: UpiPayment) => ({
    ...payment,
    payerPath: payerPage ? payerPagePath(payment.reference) : null,
  });

  // With the player's own figures: what may be withdrawn now and the bonus money still locked.
  app.get('/Account/GetPaymentInfo', async (request) => {
    const player = await requirePlayer(request);
    const { withdrawable, lockedBonus } = await payments.withdrawable(player.id);
    return ok({
      ...paymentInfoOf(payments.settings),
      withdrawable: Number(withdrawable),
      lockedBonus: Number(lockedBonus),
    });
  });

  app.post('/api/Payment/Generate', async (request) => {
    const player = await requirePlayer(request);
    const { amount } = valid(generatePaymentRequestSchema, formFields(request.body, ['amount']));
    return ok(withPayerPage(await payments.generateUpi(player, amount)));
  });

  app.post('/api/Payment/Check', async (request) => {
    const player = await requirePlayer(request);
    const { reference } = valid(checkPaymentRequestSchema, formFields(request.body, ['reference']));
    return ok(withPayerPage(await payments.checkUpi(player.id, reference)));
  });
}

/** Receipt uploads and the text OCR read from them. */
function receiptRoutes(app: FastifyInstance, requirePlayer: PlayerAuthenticator, receipts: ReceiptStore): void {
  app.post('/Setting/StoreImage', async (request, reply) => {
    const player = await requirePlayer(request);
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

  app.get('/Setting/GetImageText', async (request) => {
    const player = await requirePlayer(request);
    const { id } = valid(imageTextQuerySchema, formFields(request.query, ['id']));
    return ok(await receipts.text(player.id, id));
  });
}

/** Manual deposits, withdrawals that hold their amount, and the player's requests. */
function requestRoutes(app: FastifyInstance, requirePlayer: PlayerAuthenticator, payments: PaymentService): void {
  app.post('/DepositWithdrawal/CreateDeposit', async (request) => {
    const player = await requirePlayer(request);
    const deposit = valid(
      createDepositRequestSchema,
      formFields(request.body, ['amount', 'utr', 'receiptId', 'idempotencyKey']),
    );
    return ok(await payments.createDeposit(player, deposit));
  });

  app.post('/DepositWithdrawal/CreateWithdrawal', async (request) => {
    const player = await requirePlayer(request);
    const withdrawal = valid(
      createWithdrawalRequestSchema,
      formFields(request.body, ['amount', 'accountHolder', 'accountNumber', 'ifsc', 'upiId', 'idempotencyKey']),
    );
    return ok(await payments.createWithdrawal(player, withdrawal));
  });

  const list = (request: FastifyRequest, fixed: Partial<RequestFilter>) =>
    requirePlayer(request).then((player) => {
      const query = valid(paymentRequestsQuerySchema, listInput(request));
      return payments.list(player.id, { type: query.Type, status: query.Status, ...pageOf(query), ...fixed });
    });

  app.post('/DepositWithdrawal/GetDepositWithdrawals', async (request) => ok(await list(request, {})));
  // The requests still waiting for a decision or a payment.
  app.post('/DepositWithdrawal/PlayerRequests', async (request) => ok(await list(request, { status: 'pending' })));
  app.get('/DepositWithdrawal/GetUserWithdrawalHistory', async (request) =>
    ok(await list(request, { type: 'withdrawal' })),
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
    const requirePlayer = createPlayerAuthenticator(config, db, now);
    const receipts = receiptStoreOf(app, context, options, now);

    await app.register(multipart, {
      // One more byte than allowed, so an oversized file is told apart from one exactly at the limit.
      limits: { fileSize: receiptRules.maxBytes, files: 1, fields: 5, parts: 6 },
    });

    upiRoutes(app, requirePlayer, payments, options.payerPage ?? payerPageEnabled(config));
    receiptRoutes(app, requirePlayer, receipts);
    requestRoutes(app, requirePlayer, payments);
  };
}

export const paymentRoutes: RouteModule = createPaymentRoutes();
