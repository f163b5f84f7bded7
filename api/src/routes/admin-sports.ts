import { isOnLadder, marketKindSchema, marketTypeSchema, type MarketKind, type MarketType } from '@exchange/contracts';
import { z } from 'zod';

import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { eventView, marketsView } from '../sports/views.js';
import { maxClockShiftMs, WorldError, type WorldMarket } from '../sports/world-model.js';
import type { SportsWorld } from '../sports/world.js';
import { requireAdminToken } from './admin-guard.js';
import type { RouteModule } from './route-module.js';

const kinds = marketKindSchema.options as [MarketKind, ...MarketKind[]];
const types = marketTypeSchema.options as [MarketType, ...MarketType[]];

const name = z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters long');

const marketBody = z.object({
  name,
  type: z.enum(types),
  /** Defaults from the type: BOOKMAKER → bookmaker, FANCY → fancy, others exchange. */
  kind: z.enum(kinds).optional(),
  betDelay: z.number().int().min(0).max(60).optional(),
  runners: z
    .array(z.union([name, z.object({ name, line: z.number().min(0).max(10_000).optional() })]))
    .min(1, 'a market needs a runner')
    .max(40, 'at most 40 runners'),
});

const eventBody = z.object({
  sportId: z.number().int(),
  competition: name,
  title: name,
  participants: z.array(name).max(40).optional(),
  /** ISO 8601; defaults to now, which puts the event in play at once. */
  openDate: z.iso.datetime({ offset: true }).optional(),
  markets: z.array(marketBody).max(20).optional(),
});

const ladderPrice = z.number().refine(isOnLadder, 'must be a price of the ladder');

const pricesBody = z.object({
  runners: z
    .array(
      z.object({
        runnerId: z.number().int(),
        /** Exchange: best back and best lay on the ladder (back below lay). Bookmaker: 0–100 quotes. */
        back: z.number().positive().optional(),
        lay: z.number().positive().optional(),
        /** Exchange: the stake offered at the best back and at the best lay; random when absent. */
        size: z.number().positive().max(1_000_000).optional(),
        /** Fancy: the NO and YES lines and their rate. */
        no: z.number().min(0).optional(),
        yes: z.number().min(0).optional(),
        rate: z.number().positive().max(1000).optional(),
      }),
    )
    .min(1),
});

const clockBody = z.object({
  advanceSeconds: z
    .number()
    .min(0)
    .max(maxClockShiftMs / 1000),
});

const eventParams = z.object({ eventId: z.coerce.number().int().positive() });
const marketParams = z.object({ marketId: z.string().regex(/^1\.\d{1,15}$/, 'must be a market id like 1.1000001') });

const kindOfType = (type: MarketType): MarketKind =>
  type === 'BOOKMAKER' ? 'bookmaker' : type === 'FANCY' ? 'fancy' : 'exchange';

const marketInput = (body: z.infer<typeof marketBody>) => ({
  name: body.name,
  type: body.type,
  kind: body.kind ?? kindOfType(body.type),
  betDelay: body.betDelay ?? 0,
  runners: body.runners.map((runner) => (typeof runner === 'string' ? { name: runner } : runner)),
});

async function worldCall<T>(call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof WorldError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

const marketAnswer = (world: SportsWorld, market: WorldMarket) => {
  const event = world.event(market.eventId);
  return event === undefined ? null : marketsView(world, event).find((view) => view.id === market.id);
};

/**
 * The operator's hand on the sports world, for demos and tests, behind `Authorization: Bearer
 * <ADMIN_TOKEN>`: make events and markets, pin prices, suspend, resume and close markets, move the
 * clock. Every change reaches the market's hub group like the feed's own.
 */
export const adminSportsRoutes: RouteModule = async (app, { config, world }) => {
  app.addHook('onRequest', requireAdminToken(config.adminToken));

  app.post('/admin/sports/events', { schema: { body: eventBody } }, async (request, reply) => {
    const { body } = request;
    const event = await worldCall(() =>
      world.createEvent(
        {
          sportId: body.sportId,
          competitionName: body.competition,
          title: body.title,
          participants: body.participants ?? [],
          openDate: body.openDate === undefined ? world.now() : Date.parse(body.openDate),
        },
        (body.markets ?? []).map(marketInput),
      ),
    );
    // Priced and, when it starts now, in play before the answer; and in the database, where a
    // writer that takes the exchange over finds its markets.
    await world.advance();
    await world.saved();
    return reply.code(201).send(ok({ event: eventView(world, event, true), markets: marketsView(world, event) }));
  });

  const marketCall = { schema: { params: eventParams, body: marketBody } };
  app.post('/admin/sports/events/:eventId/markets', marketCall, async (request, reply) => {
    const market = await worldCall(() => world.createMarket(request.params.eventId, marketInput(request.body)));
    await world.advance();
    await world.saved();
    return reply.code(201).send(ok(marketAnswer(world, market)));
  });

  app.post(
    '/admin/sports/markets/:marketId/prices',
    { schema: { params: marketParams, body: pricesBody } },
    async (request) => {
      const { marketId } = request.params;
      const { runners } = request.body;
      const market = world.market(marketId);
      if (market?.kind === 'exchange') {
        for (const runner of runners) {
          const back = ladderPrice.safeParse(runner.back);
          const lay = ladderPrice.safeParse(runner.lay);
          if (!back.success || !lay.success || back.data >= lay.data) {
            throw new HttpError(
              400,
              `Runner ${runner.runnerId}: back and lay must be ladder prices with back below lay`,
            );
          }
        }
      }
      const updated = await worldCall(() => world.setPrices(marketId, runners));
      return ok(world.exchange.prices(updated.id));
    },
  );

  for (const action of ['suspend', 'resume', 'close'] as const) {
    app.post(`/admin/sports/markets/:marketId/${action}`, { schema: { params: marketParams } }, async (request) => {
      const { marketId } = request.params;
      const market = await worldCall(() =>
        action === 'suspend'
          ? world.suspendMarket(marketId)
          : action === 'resume'
            ? world.resumeMarket(marketId)
            : world.closeMarket(marketId),
      );
      return ok(world.exchange.prices(market.id));
    });
  }

  app.get('/admin/sports/clock', async () => ok({ now: new Date(world.now()).toISOString() }));

  app.post('/admin/sports/clock', { schema: { body: clockBody } }, async (request) => {
    const { advanceSeconds } = request.body;
    await worldCall(() => world.shiftClock(advanceSeconds * 1000));
    return ok({ now: new Date(world.now()).toISOString() });
  });
};
