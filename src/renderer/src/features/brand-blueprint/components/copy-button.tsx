import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { brandMessages } from '@contracts/api/brand';
import { Button } from '@/components/ui/button';
import { notifyError, notifySuccess } from '@/lib/notify';

/** Copies a snippet to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(
          () => {
            setCopied(true);
            void notifySuccess(brandMessages.copied);
          },
          () => void notifyError(brandMessages.copyFailed),
        );
      }}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
