import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { Eye, Scissors } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PhotoToolResponse } from '@contracts/api/photo-tools';
import { enhancementMessages } from '@contracts/messages';
import { itemsToRerun, itemsToStart } from '@/components/photo/use-photo-queue';
import type { PhotoQueue, QueueItem } from '@/components/photo/use-photo-queue';
import type { PhotoTool } from '@/components/photo/use-photo-tool';
import { AuthContext } from '@/lib/auth/auth-context';
import type { AuthState } from '@/lib/auth/auth-context';
import { creditKeys } from '@/lib/credit-balance';
import type { StudioPreviewOptions } from './studio-preview';
import { ToolStudio } from './tool-studio';

// The studio's layout rendered to HTML with the app's real providers around it (auth, the credit
// query, the router), fed a queue in a given state: what the user sees before, during and after a run.

const user = { id: 'user-1' } as User;

function auth(isAdmin = false): AuthState {
  return {
    user,
    isLoading: false,
    isAuthenticated: true,
    isAdmin,
    removeBgApiKey: null,
    claidApiKey: null,
    setRemoveBgApiKey: () => undefined,
    setClaidApiKey: () => undefined,
  };
}

const result: PhotoToolResponse = {
  output: 'http://127.0.0.1:54321/storage/v1/object/public/results/cut-out.png',
  apiKeyUsed: false,
  engine: { kind: 'local', name: 'local:isnet@1' },
  generation_id: '00000000-0000-4000-8000-000000000001',
  credits_used: 10,
  credits_remaining: 40,
  width: 320,
  height: 213,
};

function item(patch: Partial<QueueItem> = {}): QueueItem {
  const file = new File(['jpeg'], 'figurines.jpg', { type: 'image/jpeg' });
  return {
    id: 'photo-1',
    photo: { file, format: 'jpeg', width: 320, height: 213 },
    previewUrl: 'blob:figurines',
    status: 'ready',
    ...patch,
  };
}

function photos(items: QueueItem[], patch: Partial<PhotoQueue> = {}): PhotoTool {
  const queue: PhotoQueue = {
    items,
    running: false,
    selected: items[0] ?? null,
    select: () => undefined,
    replace: () => undefined,
    clear: () => undefined,
    start: async () => undefined,
    rerun: async () => undefined,
    cancel: () => undefined,
    cancelling: false,
    current: null,
    ...patch,
  };
  return { queue, addFiles: async () => undefined, checking: false, multiple: false };
}

function render(
  tool: PhotoTool,
  options: { balance?: number; isAdmin?: boolean; preview?: Partial<StudioPreviewOptions> } = {},
) {
  const client = new QueryClient();
  client.setQueryData(creditKeys.balance(user.id), options.balance ?? 50);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth(options.isAdmin)}>
        <MemoryRouter>
          <ToolStudio
            tool="background-remover"
            photos={tool}
            cost={10}
            run={{ label: 'Remove Background', icon: <Scissors aria-hidden /> }}
            preview={{
              title: 'Preview',
              icon: Eye,
              empty: { icon: Scissors, title: 'Ready when you are', text: 'Upload a photo.' },
              busyLabel: 'Removing Background',
              beforeLabel: 'Original',
              afterLabel: 'Cut-out',
              ...options.preview,
            }}
            result={{
              designType: 'background-removal',
              fileName: () => 'figurines-no-background.png',
              designName: () => 'Cut-out of figurines.jpg',
              tags: () => ['background-removed'],
            }}
          />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** The text of the button whose content starts with `label`, and whether it is disabled. */
function button(html: string, label: string): { text: string; disabled: boolean } | null {
  for (const match of html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)) {
    const text = (match[2] ?? '').replace(/<[^>]+>/g, '').trim();
    if (text.startsWith(label)) return { text, disabled: /\sdisabled=""/.test(match[1] ?? '') };
  }
  return null;
}

describe('ToolStudio', () => {
  it('before any photo: the drop zone with its file button and the paste hint, and the empty preview', () => {
    const html = render(photos([]));
    expect(html).toContain('data-testid="drop-zone"');
    expect(button(html, 'Choose image')).not.toBeNull();
    expect(html).toMatch(/or paste an image \(<kbd[^>]*>Ctrl\+V<\/kbd>\)/);
    expect(html).toContain('Ready when you are');
    expect(html).toContain(enhancementMessages.uploadFirst);
    expect(button(html, 'Remove Background')).toEqual({
      text: 'Remove Background',
      disabled: true,
    });
    expect(button(html, 'Send to')).toBeNull();
    expect(button(html, 'Run again')).toBeNull();
  });

  it('with a result: before and after, where it ran, and every result action', () => {
    const html = render(photos([item({ status: 'done', result })]));
    expect(html).toContain('aria-label="Compare original and cut-out"');
    expect(html).toContain('data-testid="engine-badge"');
    expect(html).toContain('On this computer');
    // No engine id on screen (only in the badge's tooltip).
    expect(html.replace(/title="[^"]*"/g, '')).not.toContain('local:isnet');
    expect(button(html, 'Download PNG')).toEqual({ text: 'Download PNG', disabled: false });
    expect(button(html, 'Save to My Creations')?.disabled).toBe(false);
    expect(button(html, 'Send to')).toEqual({ text: 'Send to', disabled: false });
    expect(html).toMatch(/aria-haspopup="menu"[^>]*>.*?Send to/);
    // Run again says what it costs before it runs.
    expect(button(html, 'Run again')).toEqual({ text: 'Run again · 10 credits', disabled: false });
  });

  it('Run again is off when the balance does not cover another run, and free for admins', () => {
    const done = [item({ status: 'done', result })];
    expect(button(render(photos(done), { balance: 5 }), 'Run again')?.disabled).toBe(true);
    expect(button(render(photos(done), { balance: 0, isAdmin: true }), 'Run again')).toEqual({
      text: 'Run again',
      disabled: false,
    });
  });

  it('while running again: the original with the busy overlay, the real progress and Cancel, no result actions', () => {
    const running = item({ status: 'running', result, jobId: 'job-2' });
    const html = render(
      photos([running], {
        running: true,
        current: { item: running, progress: 42, timeLeftSeconds: 12 },
      }),
    );
    expect(html).toContain('Removing Background');
    expect(html).toContain('alt="Original: figurines.jpg"');
    expect(html).toContain('aria-valuenow="42"');
    expect(button(html, 'Cancel')?.disabled).toBe(false);
    expect(button(html, 'Send to')).toBeNull();
    expect(button(html, 'Run again')).toBeNull();
  });

  it('stacked (the enhancer): the earlier result stays under the busy original while it runs again', () => {
    const stacked: Partial<StudioPreviewOptions> = {
      layout: 'stacked',
      afterLabel: 'Enhanced',
      resultLabel: (output) => `Enhanced · ${output.width} × ${output.height}`,
      resultTestId: 'enhanced-image',
    };
    const done = render(photos([item({ status: 'done', result })]), { preview: stacked });
    expect(done).toContain('alt="Original: figurines.jpg"');
    expect(done).toContain('Enhanced · 320 × 213');
    expect(done).toContain('data-testid="enhanced-image"');
    expect(button(done, 'Run again')?.disabled).toBe(false);
    const running = item({ status: 'running', result });
    const again = render(
      photos([running], {
        running: true,
        current: { item: running, progress: 5, timeLeftSeconds: null },
      }),
      { preview: stacked },
    );
    expect(again).toContain('Removing Background');
    expect(again).toContain('alt="Enhanced: figurines.jpg"');
    expect(button(again, 'Send to')).toBeNull();
    expect(button(again, 'Run again')).toBeNull();
  });

  it('a run again that failed keeps the earlier result and says why', () => {
    const html = render(
      photos([item({ status: 'failed', result, error: 'Processing failed.', refunded: true })]),
    );
    expect(html).toContain('Compare original and cut-out');
    expect(html).toContain('Processing failed. Your credits were refunded.');
    expect(button(html, 'Run again')?.disabled).toBe(false);
  });
});

describe('Run again', () => {
  const queue = [
    item({ id: 'a', status: 'done', result }),
    item({ id: 'b', status: 'failed' }),
    item({ id: 'c', status: 'cancelled' }),
  ];

  it('runs only the photo it belongs to, even when it is done and others are not', () => {
    expect(itemsToRerun(queue, 'a').map((entry) => entry.id)).toEqual(['a']);
    expect(itemsToRerun(queue, 'b').map((entry) => entry.id)).toEqual(['b']);
    expect(itemsToRerun(queue, 'missing')).toEqual([]);
  });

  it('while Start runs every photo not done yet', () => {
    expect(itemsToStart(queue).map((entry) => entry.id)).toEqual(['b', 'c']);
  });
});
