import { findUtr } from '@exchange/contracts';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';

import { createTesseractReader } from './receipt-reader.js';
import { pngWithBadChecksum, pngWithBadFilterByte, truncatedJpeg } from './testing/broken-images.js';

const reader = createTesseractReader();

afterAll(() => reader.close());

/** A payment app's receipt as a phone would screenshot it, with the UTR rendered as text. */
function renderReceipt(utr: string): Buffer {
  const canvas = createCanvas(720, 420);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1b1b1f';
  context.font = 'bold 34px sans-serif';
  context.fillText('Payment successful', 40, 70);
  context.font = '28px sans-serif';
  context.fillText('Paid to Exchange Operator', 40, 140);
  context.fillText('Amount: Rs 1,250.00', 40, 200);
  context.fillText(`UTR: ${utr}`, 40, 260);
  context.fillText('23 Nov 2026, 10:42 pm', 40, 320);
  return canvas.toBuffer('image/png');
}

describe('the receipt reader', () => {
  it('reads the UTR rendered on a receipt, with the language data installed from npm', async () => {
    const text = await reader.read(renderReceipt('412345678901'));
    expect(findUtr(text)).toBe('412345678901');
  });

  it('reads a second receipt with the same worker', async () => {
    const text = await reader.read(renderReceipt('908070605040'));
    expect(findUtr(text)).toBe('908070605040');
  });

  it('fails each image whose data is broken, then reads the next receipt', async () => {
    for (const image of [pngWithBadFilterByte(), pngWithBadChecksum(), truncatedJpeg()]) {
      await expect(reader.read(image)).rejects.toMatchObject({ reason: 'failed' });
    }
    const text = await reader.read(renderReceipt('556677889900'));
    expect(findUtr(text)).toBe('556677889900');
  });
});
