import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { screenMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** The router's error screen (spec 2.3): 'Unexpected Application Error!'. */
export function RouterErrorScreen() {
  const error = useRouteError();
  console.error('Route error:', error);
  return (
    <div
      role="alert"
      className="bg-background bg-hive-glow flex min-h-dvh items-center justify-center px-4"
    >
      <div className="rounded-card border-border bg-surface shadow-panel w-full max-w-lg border p-8 text-center">
        <LogoMark size="md" className="mx-auto" />
        <h1 className="text-foreground mt-6 text-2xl font-semibold">
          {screenMessages.routerError}
        </h1>
        <p className="mt-3 font-mono text-sm break-words text-red-300/90">{describe(error)}</p>
        <div className="mt-8 flex justify-center gap-3">
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button variant="secondary" onClick={() => window.location.assign('/')}>
            Go home
          </Button>
        </div>
      </div>
    </div>
  );
}
