import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form-body';

describe('Stripe form bodies', () => {
  it('decodes bracketed keys into nested objects and indexed arrays', () => {
    const body =
      'mode=payment&metadata[user_id]=u1&line_items[0][price_data][unit_amount]=2499&line_items[0][quantity]=1&line_items[1][price]=p&expand[0]=line_items';
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      metadata: { user_id: 'u1' },
      line_items: [{ price_data: { unit_amount: '2499' }, quantity: '1' }, { price: 'p' }],
      expand: ['line_items'],
    });
  });
});
