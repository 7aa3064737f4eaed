// /credits: composes the credits feature.
export { CreditsPage } from '@/features/credits/components/credits-page';
