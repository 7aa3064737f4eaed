import { describe, expect, it } from 'vitest';
import { chargeTestCard } from './test-cards';

const card = (number: string, expiry = '12/34', cvc = '123') => ({
  card_number: number,
  card_expiry: expiry,
  card_cvc: cvc,
});
const now = new Date('2026-11-21T00:00:00Z');

describe('test cards', () => {
  it('succeeds for 4242 4242 4242 4242', () => {
    expect(chargeTestCard(card('4242424242424242'), now)).toEqual({
      ok: true,
      brand: 'visa',
      last4: '4242',
    });
  });
  it('declines 4000 0000 0000 0002 with Stripe’s wording', () => {
    expect(chargeTestCard(card('4000000000000002'), now)).toMatchObject({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });
  it('rejects a number that fails the Luhn check', () => {
    expect(chargeTestCard(card('4242424242424241'), now)).toMatchObject({
      ok: false,
      field: 'card_number',
    });
  });
  it('rejects an expiry in the past and an incomplete CVC', () => {
    expect(chargeTestCard(card('4242424242424242', '10/26'), now)).toMatchObject({
      ok: false,
      field: 'card_expiry',
    });
    expect(chargeTestCard(card('4242424242424242', '12/34', '1'), now)).toMatchObject({
      ok: false,
      field: 'card_cvc',
    });
  });
  it('declines real-looking cards in test mode', () => {
    expect(chargeTestCard(card('4111111111111111'), now)).toMatchObject({
      ok: false,
      code: 'card_declined',
    });
  });
});
