// Stripe's documented test cards (https://docs.stripe.com/testing) and how the local checkout
// answers them, with Stripe's own decline wording.
import { z } from 'zod';

/** A card the checkout form submitted. */
export const cardFormSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ message: 'Your email address is invalid.' })),
  card_number: z.string().transform((value) => value.replace(/[\s-]/g, '')),
  card_expiry: z.string().trim(),
  card_cvc: z.string().trim(),
  cardholder_name: z.string().trim().min(1, 'Enter the name on your card.').max(200),
});
export type CardForm = z.infer<typeof cardFormSchema>;

/** The result of charging a test card. */
export type CardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; code: string; field: 'card_number' | 'card_expiry' | 'card_cvc'; message: string };

const SUCCEEDING: Record<string, string> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
  '378282246310005': 'amex',
};

const DECLINING: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

function expiryInPast(expiry: string, now: Date): boolean | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return (
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  );
}

/** Charges a test card: succeeds for Stripe's success cards, declines as Stripe's test cards do. */
export function chargeTestCard(
  card: Pick<CardForm, 'card_number' | 'card_expiry' | 'card_cvc'>,
  now = new Date(),
): CardOutcome {
  const number = card.card_number;
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) {
    return {
      ok: false,
      code: 'incorrect_number',
      field: 'card_number',
      message: 'Your card number is incorrect.',
    };
  }
  const past = expiryInPast(card.card_expiry, now);
  if (past === null)
    return {
      ok: false,
      code: 'invalid_expiry',
      field: 'card_expiry',
      message: "Your card's expiration date is incomplete.",
    };
  if (past)
    return {
      ok: false,
      code: 'invalid_expiry_year',
      field: 'card_expiry',
      message: "Your card's expiration year is in the past.",
    };
  if (!/^\d{3,4}$/.test(card.card_cvc)) {
    return {
      ok: false,
      code: 'incomplete_cvc',
      field: 'card_cvc',
      message: "Your card's security code is incomplete.",
    };
  }
  const decline = DECLINING[number];
  if (decline)
    return {
      ok: false,
      field: decline.code === 'incorrect_cvc' ? 'card_cvc' : 'card_number',
      ...decline,
    };
  const brand = SUCCEEDING[number];
  if (!brand) {
    return {
      ok: false,
      code: 'card_declined',
      field: 'card_number',
      message:
        'Your card was declined. Your request was in test mode, but used a non test card. Use a test card such as 4242 4242 4242 4242.',
    };
  }
  return { ok: true, brand, last4: number.slice(-4) };
}
