// Drafts save themselves (free): after each change, once typing pauses, the form is checked and,
// when every field can be taken, saved in one call (public.save_invoice_draft). `flush` saves now
// and resolves when the draft on the server is the form as shown (issuing waits for it).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { invoiceMessages } from '@contracts/api/invoices';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { InvoiceApiError, invalidateInvoices, saveDraft } from '../api/invoice-api';
import { checkForm, type DraftForm } from '../lib/draft-form';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

const PAUSE_MS = 700;

function serialize(form: DraftForm): string {
  const check = checkForm(form);
  return JSON.stringify([check.draft, check.lines]);
}

/** `stored`: the form as first given is a draft already on the server (nothing to save yet). */
export function useAutosave(form: DraftForm, stored: boolean, onFirstSave: (id: string) => void) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [first] = useState(() => (stored ? serialize(form) : null));
  const saved = useRef<string | null>(first);
  const pending = useRef<Promise<boolean> | null>(null);
  const touched = useRef(false);
  const firstSaveDone = useRef(stored);
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  }, [form]);

  const save = useCallback(async (): Promise<boolean> => {
    if (!supabase || !user) return false;
    const current = latest.current;
    const check = checkForm(current);
    if (Object.keys(check.errors).length > 0) {
      setState({ kind: 'invalid' });
      return false;
    }
    const body = serialize(current);
    if (body === saved.current) return true;
    setState({ kind: 'saving' });
    try {
      await saveDraft(supabase, check.draft, check.lines);
      saved.current = body;
      setState({ kind: 'saved', at: new Date() });
      if (!firstSaveDone.current) {
        firstSaveDone.current = true;
        onFirstSave(current.id);
      }
      void invalidateInvoices(queryClient, user.id);
      return true;
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof InvoiceApiError ? error.message : invoiceMessages.saveFailed,
      });
      return false;
    }
  }, [supabase, user, queryClient, onFirstSave]);

  /** Saves now (after any save under way); true when the server has the form as shown. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (pending.current) await pending.current;
    pending.current = save();
    try {
      return await pending.current;
    } finally {
      pending.current = null;
    }
  }, [save]);

  useEffect(() => {
    if (!touched.current) {
      touched.current = true;
      return;
    }
    const timer = window.setTimeout(() => void flush(), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [form, flush]);

  return { state, flush };
}
