import { Loader2, Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { useBackend } from '@/lib/backend-context';
import { cn } from '@/lib/cn';
import { API_METHODS, apiPresets, buildApiRequest, sendsPayload } from '../api/api-request';
import type { ApiMethod } from '../api/api-request';
import { useSendApiRequest } from '../api/send-api-request';

const fieldClass =
  'w-full rounded-lg border border-border bg-background/60 px-3.5 py-2.5 font-mono text-sm text-foreground outline-none placeholder:text-subtle-foreground focus-visible:ring-2 focus-visible:ring-ring';

/** /api-test (spec 2.5): endpoint, method, JSON payload for POST/PUT, two presets, send, response viewer. */
export function ApiTestPage() {
  const { platform, supabase } = useBackend();
  const id = useId();
  const [endpoint, setEndpoint] = useState('');
  const [method, setMethod] = useState<ApiMethod>('GET');
  const [payload, setPayload] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  /** Send was pressed and the backend's address is still being read. */
  const [reading, setReading] = useState(false);
  const queryClient = useQueryClient();
  const configQuery = queryOptions({
    queryKey: ['backend-config'],
    queryFn: async () => (platform ? await platform.getBackendConfig() : null),
    staleTime: Infinity,
  });
  const loadedConfig = useQuery({ ...configQuery, enabled: !!platform }).data;
  const sender = useSendApiRequest(supabase);
  const response = sender.data ?? null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    // On a slow start the backend's address may still be on its way: Send waits for it, where
    // it used to refuse a path such as /functions/v1/… as "Please enter an API endpoint".
    let config = loadedConfig ?? null;
    if (loadedConfig === undefined && platform) {
      setReading(true);
      config = await queryClient.ensureQueryData(configQuery).catch(() => null);
      setReading(false);
    }
    const built = buildApiRequest({ endpoint, method, payload, backendUrl: config?.url ?? null });
    if (!built.ok) {
      setMessage(built.message);
      return;
    }
    setMessage(null);
    sender.mutate({ request: built, config });
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
      <p className="text-gold-400 text-xs font-semibold tracking-[0.2em] uppercase">Developers</p>
      <h1 className="text-foreground mt-3 text-4xl font-semibold tracking-tight">API Test</h1>
      <p className="text-muted-foreground mt-3">
        Send a request to the Hive Studio backend (paths starting with / go to it) or, signed in, to
        any public HTTPS API: those calls go through our server, which refuses private and local
        addresses and never passes on your Hive Studio session.
      </p>
      <div className="mt-8 flex flex-wrap gap-2" role="group" aria-label="Presets">
        {apiPresets.map((preset) => (
          <Button
            key={preset.label}
            variant="outline"
            size="sm"
            onClick={() => {
              setEndpoint(preset.endpoint);
              setMethod(preset.method);
              setPayload(preset.payload);
              setMessage(null);
            }}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <form
        onSubmit={(event) => void send(event)}
        noValidate
        className="rounded-card border-border bg-surface/70 mt-4 flex flex-col gap-5 border p-6"
      >
        <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-method`} className="text-foreground text-sm font-medium">
              Method
            </label>
            <select
              id={`${id}-method`}
              value={method}
              onChange={(event) => setMethod(event.target.value as ApiMethod)}
              className={fieldClass}
            >
              {API_METHODS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-endpoint`} className="text-foreground text-sm font-medium">
              Endpoint
            </label>
            <input
              id={`${id}-endpoint`}
              value={endpoint}
              onChange={(event) => setEndpoint(event.target.value)}
              placeholder="/rest/v1/credit_packs or https://…"
              className={fieldClass}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
        </div>
        {sendsPayload(method) && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-payload`} className="text-foreground text-sm font-medium">
              JSON payload
            </label>
            <textarea
              id={`${id}-payload`}
              value={payload}
              onChange={(event) => setPayload(event.target.value)}
              rows={6}
              spellCheck={false}
              placeholder='{ "key": "value" }'
              className={cn(fieldClass, 'resize-y')}
            />
          </div>
        )}
        {message && (
          <p role="alert" className="text-destructive text-sm">
            {message}
          </p>
        )}
        <Button
          type="submit"
          variant="primary"
          className="self-start"
          disabled={sender.isPending || reading}
        >
          {sender.isPending || reading ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <Send aria-hidden />
          )}
          Send
        </Button>
      </form>
      <section aria-labelledby={`${id}-response`} className="mt-8">
        <h2 id={`${id}-response`} className="text-foreground text-lg font-semibold">
          Response
        </h2>
        {response ? (
          <div className="rounded-card border-border bg-surface mt-3 overflow-hidden border">
            <p
              className="border-border text-muted-foreground flex gap-4 border-b px-4 py-2 text-sm"
              data-testid="response-status"
            >
              <span
                className={cn(
                  'font-semibold',
                  response.status >= 200 && response.status < 300
                    ? 'text-success'
                    : 'text-destructive',
                )}
              >
                {response.status} {response.statusText}
              </span>
              <span>{response.durationMs} ms</span>
            </p>
            <textarea
              readOnly
              aria-label="Response body"
              value={response.body}
              rows={Math.min(20, Math.max(4, response.body.split('\n').length))}
              spellCheck={false}
              className="text-foreground/90 focus-visible:ring-ring block w-full resize-y bg-transparent p-4 font-mono text-xs leading-relaxed outline-none focus-visible:ring-2"
            />
          </div>
        ) : (
          <p className="text-muted-foreground mt-3 text-sm">No request sent yet.</p>
        )}
      </section>
    </div>
  );
}
