import { Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** /maintenance (spec 2.1): shown while the service is being updated. */
export function MaintenancePage() {
  return (
    <div className="bg-hive-glow flex flex-1 items-center justify-center px-4 py-24">
      <div className="max-w-md text-center">
        <span className="border-gold-400/30 bg-gold-400/10 mx-auto flex size-14 items-center justify-center rounded-2xl border">
          <Wrench className="text-gold-300 size-6" aria-hidden />
        </span>
        <h1 className="text-foreground mt-6 text-3xl font-semibold">We’ll be right back</h1>
        <p className="text-muted-foreground mt-3">
          Hive Studio is being updated. Your designs and credits are safe — please try again in a
          few minutes.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <Button asChild variant="primary">
            <Link to={paths.home}>Try again</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.contact}>Contact us</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
