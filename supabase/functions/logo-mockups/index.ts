// logo-mockups (Logo Marketing): `{ logo, svg?, brand, allowPhoto?, source? }` → a kit of
// mockups (business cards, letterhead, envelope, T-shirt, mug, tote bag, storefront sign, phone
// with the app icon, email signature) and a social kit at each platform's size, stored in
// photo-results with one ZIP of everything, charged once ('logo-mockups'). The engine is pure
// TypeScript in this function (_shared/mockups), so hosted Supabase and Hive Local run the same.
import { serveJob } from '../_shared/jobs/run-job.ts';
import { logoMockupsJob } from '../_shared/mockups/mockup-job.ts';

export default serveJob(logoMockupsJob);
