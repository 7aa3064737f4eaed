// Sends a contact message through the submit_contact_message RPC. The same limits are enforced
// by the table's constraints and trigger; this schema only gives quick feedback in the form.
import { useMutation } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { frontDoorMessages } from '@contracts/messages';
import { useBackend } from '@/lib/backend-context';

/** The form, with the database's own limits. */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name')
    .max(100, 'Please keep your name under 100 characters'),
  email: z.string().trim().max(254).email('Please enter a valid e-mail address'),
  subject: z.string().trim().max(150, 'Please keep the subject under 150 characters'),
  message: z
    .string()
    .trim()
    .min(10, 'Please write at least 10 characters')
    .max(5000, 'Please keep your message under 5000 characters'),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** A refused message with the text to show. */
export class ContactError extends Error {
  constructor(
    message: string,
    readonly rateLimited: boolean,
  ) {
    super(message);
    this.name = 'ContactError';
  }
}

/** Stores the message; throws ContactError (rate limited, or failed). */
export async function submitContactMessage(
  supabase: SupabaseClient,
  form: ContactForm,
): Promise<void> {
  const { error } = await supabase.rpc('submit_contact_message', {
    p_name: form.name,
    p_email: form.email,
    p_subject: form.subject,
    p_message: form.message,
  });
  if (!error) return;
  if (error.message.includes('contact_rate_limited')) {
    throw new ContactError(frontDoorMessages.contactRateLimited, true);
  }
  throw new ContactError(frontDoorMessages.contactFailed, false);
}

/** The contact form's mutation. */
export function useSubmitContact() {
  const { supabase } = useBackend();
  return useMutation({
    mutationFn: (form: ContactForm) => {
      if (!supabase) throw new ContactError(frontDoorMessages.contactFailed, false);
      return submitContactMessage(supabase, form);
    },
  });
}
