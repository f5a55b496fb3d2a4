import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { IconBadge } from '@/components/ui/icon-badge';
import { ComingSoonBadge } from './coming-soon-badge';

/**
 * The frame of a static service screen (docs/product-1.md §1): the header with the route's title, then a
 * card that says plainly, before anything is typed, that the service is not live yet.
 */
export function StaticServiceScreen({
  title,
  heading,
  intro,
  icon: Icon,
  children,
}: {
  title: string;
  heading: string;
  intro: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <PageBody>
        <Card>
          <div className="mb-6 flex items-start gap-3">
            <IconBadge icon={Icon} size={24} className="h-12 w-12 rounded-2xl" />
            <div className="min-w-0 space-y-1">
              <ComingSoonBadge />
              <h2 className="text-lg font-bold text-ink">{heading}</h2>
              <p className="text-sm text-ink-muted">{intro}</p>
            </div>
          </div>
          {children}
        </Card>
      </PageBody>
    </>
  );
}
