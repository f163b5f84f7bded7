import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { readHubEnvelope, userBalanceSchema } from './hub-messages';

describe('readHubEnvelope', () => {
  it('parses the JSON text of Data, or takes Data that is already a value', () => {
    expect(readHubEnvelope({ Code: 'UserBalance', Data: '{"Balance":1500.00,"Exposure":0.00}' })).toEqual({
      ok: true,
      value: { code: 'UserBalance', data: { Balance: 1500, Exposure: 0 } },
    });
    expect(readHubEnvelope({ Code: 'MarketSuspended', Data: { marketId: '1.2' } })).toEqual({
      ok: true,
      value: { code: 'MarketSuspended', data: { marketId: '1.2' } },
    });
  });

  it('reports what it cannot read', () => {
    expect(readHubEnvelope({ Code: 'UserBalance', Data: 'not json' })).toEqual({
      ok: false,
      error: { code: 'UserBalance', reason: 'UserBalance Data is not JSON' },
    });
    expect(readHubEnvelope('UserBalance')).toEqual({
      ok: false,
      error: { code: null, reason: 'Hub message without a Code' },
    });
    expect(readHubEnvelope({ Data: '{}' })).toMatchObject({ ok: false, error: { code: null } });
  });
});

describe('userBalanceSchema', () => {
  const read = (Data: string) => userBalanceSchema.safeParse(JSON.parse(Data));

  it('reads Balance and Exposure written as numbers or numeric strings', () => {
    expect(read('{"Balance":1500.00,"Exposure":0.00}')).toEqual({
      success: true,
      data: { balance: 1500, exposure: 0 },
    });
    expect(read('{"Balance":"12.50","Exposure":"3"}')).toEqual({ success: true, data: { balance: 12.5, exposure: 3 } });
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (balance, exposure) => {
          const Data = JSON.stringify({ Balance: balance, Exposure: exposure });
          expect(read(Data)).toEqual({
            success: true,
            data: {
              balance: JSON.parse(JSON.stringify(balance)) as number,
              exposure: JSON.parse(JSON.stringify(exposure)) as number,
            },
          });
        },
      ),
    );
  });

  it('refuses amounts that are not numbers', () => {
    expect(read('{"Balance":"lots","Exposure":1}').success).toBe(false);
    expect(read('{"Balance":1}').success).toBe(false);
  });
});
