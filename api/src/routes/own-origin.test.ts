import { describe, expect, it } from 'vitest';

import { withOwnPort } from './own-origin.js';

const brandFile = JSON.stringify({
  baseUrl: 'http://localhost:4000',
  hubUrl: 'http://localhost:4000/hubs/notifications',
  mainLogo: 'http://localhost:4000/cdn/brands/exchange/logo.svg',
  supportLink: 'https://help.example:4000/x',
  other: 'http://localhost:40001',
});

describe('withOwnPort', () => {
  it('leaves the files alone on the default port', () => {
    expect(withOwnPort(brandFile, 4000)).toBe(brandFile);
  });

  it("names this api's own port in place of the default address, and nothing else", () => {
    expect(JSON.parse(withOwnPort(brandFile, 4200))).toEqual({
      baseUrl: 'http://localhost:4200',
      hubUrl: 'http://localhost:4200/hubs/notifications',
      mainLogo: 'http://localhost:4200/cdn/brands/exchange/logo.svg',
      supportLink: 'https://help.example:4000/x',
      other: 'http://localhost:40001',
    });
  });
});
