import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import './schema-messages';

describe('the messages of invalid values', () => {
  it('say what a field should have been', () => {
    const result = z.safeParse(z.object({ football: z.boolean() }), { football: 'on' });
    expect(result.error?.issues).toMatchObject([
      { path: ['football'], message: 'Invalid input: expected boolean, received string' },
    ]);
  });
});
