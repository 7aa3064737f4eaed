import { Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuthServerInfo } from '@/lib/auth/auth-server';

/**
 * On Hive Local nothing is really e-mailed or texted: links and codes land in the local outbox
 * (/_local/mail). This points there; on hosted Supabase it renders nothing.
 */
export function OutboxLink() {
  const info = useAuthServerInfo();
  if (!info?.outboxUrl) return null;
  return (
    <div className="border-gold-400/20 bg-gold-400/5 rounded-lg border px-3.5 py-3 text-sm">
      <p className="text-muted-foreground">
        Running on Hive Local: messages are kept in the local outbox instead of being sent.
      </p>
      <Button asChild variant="outline" size="sm" className="mt-2.5">
        <a href={info.outboxUrl}>
          <Inbox aria-hidden /> Open the local outbox
        </a>
      </Button>
    </div>
  );
}
