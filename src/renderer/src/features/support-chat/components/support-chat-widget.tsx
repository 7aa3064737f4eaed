import { MessageCircle, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { faqEntries } from '@/config/faq';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { NO_MATCH_REPLY, findFaqAnswer } from '../faq-answer';

type ChatMessage = { id: number; from: 'visitor' | 'assistant'; text: string };

const GREETING =
  'Hi! I am the Hive Studio assistant. Ask me about credits, tools, formats or refunds.';
const suggestions = [
  'How does pricing work?',
  'Which file formats are supported?',
  'Does anything work offline?',
];

/**
 * The support chat widget (spec 2.4): a floating button that opens a small chat that answers from
 * the FAQ, in the browser, and points to the contact page for anything a person must answer. No
 * hosted chat service is wired in, so the widget claims no more than that: nothing typed here
 * leaves the page. (The chatbot-identity function, spec 7, is ready for a service that verifies
 * users by an HMAC of their id; integrating one means loading its script and passing it the hash.)
 */
export function SupportChatWidget() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 0, from: 'assistant', text: GREETING },
  ]);
  const nextId = useRef(1);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages]);

  const ask = (question: string) => {
    const text = question.trim();
    if (!text) return;
    const answer = findFaqAnswer(text, faqEntries)?.answer ?? NO_MATCH_REPLY;
    const visitorId = nextId.current++;
    const assistantId = nextId.current++;
    setMessages((current) => [
      ...current,
      { id: visitorId, from: 'visitor', text },
      { id: assistantId, from: 'assistant', text: answer },
    ]);
    setDraft('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
  };

  return (
    <div className="fixed right-6 bottom-6 z-40 flex flex-col items-end gap-3">
      {open && (
        <section
          id={panelId}
          aria-label="Support chat"
          className="border-border bg-surface shadow-panel flex h-[28rem] max-h-[calc(100dvh-7rem)] w-[min(22rem,calc(100vw-3rem))] flex-col overflow-hidden rounded-2xl border"
        >
          <header className="border-border flex items-center justify-between border-b px-4 py-3">
            <div>
              <h2 className="text-foreground text-sm font-semibold">Hive Studio support</h2>
              <p className="text-muted-foreground text-xs">Answers from our FAQ</p>
            </div>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label="Close support chat"
              className="text-muted-foreground hover:text-foreground focus-visible:ring-ring rounded-md p-1 outline-none focus-visible:ring-2"
            >
              <X className="size-4" aria-hidden />
            </button>
          </header>
          <ol
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable)
            tabIndex={0}
            ref={logRef}
            aria-live="polite"
            aria-label="Conversation"
            className="focus-visible:ring-ring flex flex-1 flex-col gap-2.5 overflow-y-auto p-4 outline-none focus-visible:ring-2 focus-visible:ring-inset"
            data-testid="chat-log"
          >
            {messages.map((message) => (
              <li
                key={message.id}
                data-from={message.from}
                className={cn(
                  'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
                  message.from === 'visitor'
                    ? 'bg-gold-gradient text-primary-foreground self-end'
                    : 'bg-surface-raised text-foreground/90 self-start',
                )}
              >
                <span className="sr-only">
                  {message.from === 'visitor' ? 'You: ' : 'Assistant: '}
                </span>
                {message.text}
              </li>
            ))}
          </ol>
          {messages.length === 1 && (
            <ul className="flex flex-wrap gap-2 px-4 pb-3" aria-label="Suggested questions">
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    onClick={() => ask(suggestion)}
                    className="border-border text-muted-foreground hover:text-foreground focus-visible:ring-ring rounded-full border px-3 py-1 text-xs outline-none focus-visible:ring-2"
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={submit} className="border-border flex items-center gap-2 border-t p-3">
            <label htmlFor={`${panelId}-input`} className="sr-only">
              Your question
            </label>
            <input
              ref={inputRef}
              id={`${panelId}-input`}
              value={draft}
              onChange={(event) => setDraft(event.target.value.slice(0, 500))}
              placeholder="Ask a question…"
              autoComplete="off"
              className="border-border bg-background/60 text-foreground placeholder:text-subtle-foreground focus-visible:ring-ring h-10 flex-1 rounded-lg border px-3 text-sm outline-none focus-visible:ring-2"
            />
            <Button type="submit" size="icon" variant="primary" aria-label="Send question">
              <Send aria-hidden />
            </Button>
          </form>
          <p className="text-muted-foreground border-border border-t px-4 py-2 text-center text-xs">
            Need a person?{' '}
            <Link to={paths.contact} className="text-gold-300 underline underline-offset-2">
              Contact us
            </Link>
          </p>
        </section>
      )}
      <Button
        variant="primary"
        size="icon-lg"
        className="rounded-full"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? 'Close support chat' : 'Open support chat'}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden /> : <MessageCircle aria-hidden />}
      </Button>
    </div>
  );
}
