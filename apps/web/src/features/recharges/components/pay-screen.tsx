import type { ReactNode } from 'react';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { WalletBalanceBar } from './wallet-balance-bar';

/** The frame of every screen that pays from the wallet: the title, then the balance, then the form. */
export function PayScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <PageBody>
        <div className="space-y-4">
          <WalletBalanceBar />
          {children}
        </div>
      </PageBody>
    </>
  );
}
