// /checkout?plan=: composes the credits feature's checkout starter.
export { CheckoutPage } from '@/features/credits/components/checkout-page';
