import { useQuery } from '@tanstack/react-query';
import { Inbox, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { OutboxMessage } from '@shared/ipc/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useAuthServerInfo } from '@/lib/auth/auth-server';
import { useBackend } from '@/lib/backend-context';
import type { Platform } from '@/platform/platform';

/** One message: what it is, who it went to, its code and links. */
function OutboxEntry({ message, platform }: { message: OutboxMessage; platform: Platform }) {
  const open = platform.signInPageOpener();
  return (
    <li className="border-border grid gap-1.5 rounded-lg border p-3 text-sm">
      <p className="text-foreground font-medium">{message.subject}</p>
      <p className="text-muted-foreground text-xs">
        To {message.to} · {new Date(message.createdAt).toLocaleTimeString()}
      </p>
      {message.code && (
        <p>
          Code: <code className="text-gold-300 text-base tracking-widest">{message.code}</code>
        </p>
      )}
      {message.links.map((link) =>
        open ? (
          <Button
            key={link}
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => void open(link)}
          >
            Open the link in your browser
          </Button>
        ) : (
          <a key={link} href={link} className="text-gold-300 break-all underline">
            {link}
          </a>
        ),
      )}
    </li>
  );
}

/** The desktop app's outbox: main reads it with this launch's key and hands the messages over. */
function OutboxDialog({ platform }: { platform: Platform }) {
  const [open, setOpen] = useState(false);
  const messages = useQuery({
    queryKey: ['local-outbox'] as const,
    queryFn: () => platform.listOutbox(),
    enabled: open,
    refetchInterval: open ? 2000 : false,
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="mt-2.5">
          <Inbox aria-hidden /> Open the local outbox
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[80vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Local outbox</DialogTitle>
          <DialogDescription>
            Everything Hive Local would have e-mailed or texted, newest first.
          </DialogDescription>
        </DialogHeader>
        {messages.isPending ? (
          <Loader2 className="text-gold-300 animate-spin" aria-label="Loading messages" />
        ) : messages.data && messages.data.length > 0 ? (
          <ul className="grid gap-3">
            {messages.data.map((message) => (
              <OutboxEntry key={message.id} message={message} platform={platform} />
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">
            {messages.isError ? 'The outbox could not be read.' : 'No messages yet.'}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * On Hive Local nothing is really e-mailed or texted: links and codes land in the local outbox.
 * The outbox opens only with the key of this launch of Hive Local, because it holds sign-in
 * links: the desktop app reads it through main; on the web the page asks for the link Hive Local
 * printed where it started. On hosted Supabase this renders nothing.
 */
export function OutboxLink() {
  const info = useAuthServerInfo();
  const { platform } = useBackend();
  if (!info?.outboxUrl || !platform) return null;
  const inApp = platform.target === 'desktop';
  return (
    <div className="border-gold-400/20 bg-gold-400/5 rounded-lg border px-3.5 py-3 text-sm">
      <p className="text-muted-foreground">
        Running on Hive Local: messages are kept in the local outbox instead of being sent.
        {!inApp &&
          ' It opens with the outbox link printed where Hive Local started, which carries its key.'}
      </p>
      {inApp ? (
        <OutboxDialog platform={platform} />
      ) : (
        <Button asChild variant="outline" size="sm" className="mt-2.5">
          <a href={info.outboxUrl}>
            <Inbox aria-hidden /> Open the local outbox
          </a>
        </Button>
      )}
    </div>
  );
}
