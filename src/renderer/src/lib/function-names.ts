// The names of the edge functions the renderer calls, in one place: a tool's functions come from
// its entry in the tool registry (contracts/tools, field `functions`); the few functions that
// belong to no tool (payments, the support identity, a shared board's public read) are named
// here once.
import { toolById } from '@contracts/tools/tool-views';
import type { ToolId } from '@contracts/tools/tool-registry';

/** Functions that are not a tool's: payments and the support chat's identity. */
export const SERVICE_FUNCTIONS = {
  /** A checkout page for a credit pack (spec 7 "Functions"). */
  creditCheckout: 'create-credit-checkout',
  /** The signed-in user's billing portal. */
  billingPortal: 'billing-portal',
  /** Cancels the caller's running job and refunds it once (supabase/functions/cancel-job). */
  cancelJob: 'cancel-job',
  /** Verified identity for a support chat service (spec 7); no widget calls it yet. */
  chatbotIdentity: 'chatbot-identity',
  /** The API test page's proxy to other sites' endpoints (spec 7 "Functions"). */
  genericApi: 'generic-api-service',
  /** A moodboard its owner shared, read by anyone with the link (supabase/functions/shared-moodboard). */
  sharedMoodboard: 'shared-moodboard',
  /** A recording its owner shared, read by anyone with the link (supabase/functions/shared-recording). */
  sharedRecording: 'shared-recording',
} as const;

/** Every function a tool calls, in its registry order (the first is its primary function). */
export function toolFunctions(id: ToolId): readonly string[] {
  return toolById(id).functions;
}

/** The primary function of a tool; throws when the registry lists none (a tool not yet built). */
export function toolFunction(id: ToolId): string {
  const [primary] = toolFunctions(id);
  if (primary === undefined) throw new Error(`The tool ${id} calls no function yet`);
  return primary;
}
