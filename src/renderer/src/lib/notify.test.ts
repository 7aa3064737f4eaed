import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = Object.assign(
  vi.fn(() => 1),
  {
    error: vi.fn(() => 2),
    success: vi.fn(() => 3),
    info: vi.fn(() => 4),
    warning: vi.fn(() => 5),
    loading: vi.fn(() => 6),
    promise: vi.fn(),
    dismiss: vi.fn(),
  },
);
vi.mock('sonner', () => ({ toast }));

const notifyModule = await import('./notify');
const {
  isToasterNeeded,
  markToasterMounted,
  notifyError,
  notifyInfo,
  notifySuccess,
  subscribeToasterNeeded,
} = notifyModule;

describe('toasts', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for the toaster on the first toast and waits until it is mounted', async () => {
    const asked = vi.fn();
    subscribeToasterNeeded(asked);
    expect(isToasterNeeded()).toBe(false);
    const shown = notifySuccess('Saved');
    expect(asked).toHaveBeenCalledOnce();
    expect(isToasterNeeded()).toBe(true);
    await Promise.resolve();
    expect(toast.success).not.toHaveBeenCalled();
    markToasterMounted();
    await shown;
    expect(toast.success).toHaveBeenCalledWith('Saved', { duration: 3000 });
  });

  it('cuts error titles and descriptions to 100 characters and shows them 5 s', async () => {
    const long = 'x'.repeat(150);
    await notifyError(long, { description: long });
    const [title, options] = toast.error.mock.calls[0] as unknown as [
      string,
      { description: string; duration: number },
    ];
    expect(title).toHaveLength(100);
    expect(options.description).toHaveLength(100);
    expect(options.duration).toBe(5000);
  });

  it('keeps short errors as they are', async () => {
    await notifyError('Logout Failed', { description: 'Please try again.' });
    expect(toast.error).toHaveBeenCalledWith('Logout Failed', {
      description: 'Please try again.',
      duration: 5000,
    });
  });

  it('shows info for 3 s', async () => {
    await notifyInfo('Images cleared');
    expect(toast.info).toHaveBeenCalledWith('Images cleared', { duration: 3000 });
  });
});
