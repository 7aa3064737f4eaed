import { ChevronDown, Loader2, Send } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Tool, ToolId } from '@contracts/tools/tool-registry';
import { ToolIcon } from '@/components/layout/tool-icon';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { notifyError } from '@/lib/notify';
import { offerPhoto, resultFile, sendTargets } from './photo-handoff';
import { studioMessages } from '@contracts/messages';

/**
 * "Send to": the result becomes another photo tool's input. The menu lists the other photo tools
 * of the registry by title; choosing one reads the result, leaves it for that tool (in memory, not
 * in the URL) and opens it, where it is checked and shown like an upload. Keyboard: Enter or Space
 * opens the menu, the arrows move, Enter sends.
 */
export function SendToMenu({
  from,
  url,
  fileName,
}: {
  from: ToolId;
  /** What to send: the result as it would be downloaded. */
  url: string;
  fileName: string;
}) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const targets = sendTargets(from);
  if (targets.length === 0) return null;

  const send = async (tool: Tool) => {
    setSending(true);
    try {
      offerPhoto({ to: tool.id, file: await resultFile(url, fileName) });
      void navigate(tool.path);
    } catch (error) {
      console.warn('Sending the result to another tool failed:', error);
      void notifyError(studioMessages.sendFailed);
      setSending(false);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" disabled={sending} aria-busy={sending || undefined}>
          {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          Send to
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel>{studioMessages.sendToHeading}</DropdownMenuLabel>
        {targets.map((tool) => (
          <DropdownMenuItem key={tool.id} onSelect={() => void send(tool)}>
            <ToolIcon icon={tool.icon} />
            {tool.title}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
