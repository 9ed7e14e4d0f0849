import { afterEach, describe, expect, it } from 'vitest';
import { productValuesSchema } from '@atrium/api';
import { validate } from './validate';
import { cleanImageFields, setImageEncoder } from './images';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

afterEach(() => setImageEncoder(undefined));

describe('cleanImageFields', () => {
  it('stores images as sent while no encoder is plugged in (the browser mock)', () => {
    const body = { images: [PNG], avatar: PNG };
    expect(cleanImageFields(body)).toEqual({ ok: true, value: body });
  });

  it('runs the encoder on every image data URL, wherever it sits, and leaves other strings alone', () => {
    setImageEncoder((url) => `${url.slice(0, url.indexOf(',') + 1)}FRESH`);
    const result = cleanImageFields({ name: 'data:text/plain;base64,QQ==', images: [PNG, 'https://cdn.example/a.png'], nested: { avatar: PNG } });
    expect(result).toEqual({ ok: true, value: { name: 'data:text/plain;base64,QQ==', images: ['data:image/png;base64,FRESH', 'https://cdn.example/a.png'], nested: { avatar: 'data:image/png;base64,FRESH' } } });
  });

  it('a body with an image the encoder cannot decode is invalid on that field', () => {
    setImageEncoder(() => undefined);
    const product = { productName: 'Lamp', productBrand: 'Atrium', sku: 1, barcode: '', description: '', images: [PNG], price: 1, discountedPrice: null, chargeTax: false, qty: 1, stock: true, shippingType: 'company', weightKg: null, category: 'Shoes', status: 'Published', tags: [] };
    expect(validate(productValuesSchema, product)).toEqual({ ok: false, reason: 'invalid', errors: { 'images.0': ['Not an image'] } });
  });
});
