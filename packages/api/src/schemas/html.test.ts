import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { courseDetailsSchema } from './academy';
import { newProductSchema, productDetailSchema } from './ecommerce';
import { emailSchema, sendEmailBodySchema } from './email';
import { htmlFieldPaths, htmlString, mapHtmlFields } from './html';
import { helpCenterArticleSchema } from './pages';

describe('@atrium/api/htmlString', () => {
  // the server sanitises exactly these on write (issue 22): a new HTML field must be marked here
  it('marks every HTML field of the contract', () => {
    expect(htmlFieldPaths(sendEmailBodySchema)).toEqual(['message']);
    expect(htmlFieldPaths(emailSchema)).toEqual(['message', 'replies[].message']);
    expect(htmlFieldPaths(newProductSchema)).toEqual(['description']);
    expect(htmlFieldPaths(productDetailSchema)).toEqual(['description']);
    expect(htmlFieldPaths(courseDetailsSchema)).toEqual(['description']);
    expect(htmlFieldPaths(helpCenterArticleSchema)).toEqual(['productContent', 'checkoutContent']);
  });

  it('is bounded and says it is HTML in the JSON Schema', () => {
    expect(htmlString(10).safeParse('x'.repeat(11)).success).toBe(false);
    expect(z.toJSONSchema(z.object({ body: htmlString(10) })).properties).toMatchObject({ body: { type: 'string', maxLength: 10, contentMediaType: 'text/html' } });
  });

  it('mapHtmlFields changes the HTML fields of a parsed body and nothing else', () => {
    const body = sendEmailBodySchema.parse({ to: ['a@b.example'], subject: '<b>subject</b>', message: '<form>x</form>' });
    const mapped = mapHtmlFields(sendEmailBodySchema, body, (html) => html.replace(/<\/?form>/g, ''));
    expect(mapped.message).toBe('x');
    expect(mapped.subject).toBe('<b>subject</b>');
    expect(mapped.to).toEqual(['a@b.example']);
    // the parsed value itself is left as it was
    expect(body.message).toBe('<form>x</form>');
  });

  it('reaches HTML in arrays, optional and defaulted fields', () => {
    const schema = z.object({ items: z.array(z.object({ html: htmlString(100).optional(), text: z.string() })), note: htmlString(100).default('') });
    const mapped = mapHtmlFields(schema, schema.parse({ items: [{ html: '<i>a</i>', text: '<i>b</i>' }, { text: 'c' }] }), (html) => html.toUpperCase());
    expect(mapped).toEqual({ items: [{ html: '<I>A</I>', text: '<i>b</i>' }, { text: 'c' }], note: '' });
  });
});
