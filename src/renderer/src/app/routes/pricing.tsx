// /pricing: composes the credits feature's pricing page.
export { PricingPage } from '@/features/credits/components/pricing-page';
