import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CreateOrderResponse } from '@kosh/contract/wallet';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { MobileField } from '@/components/ui/mobile-field';
import type { useOnlineTopUp } from '../hooks/use-online-top-up';
import { useFieldMessage, useWalletT } from '../messages';
import {
  ONLINE_AMOUNT_MAX_LENGTH,
  onlineTopUpSchema,
  type OnlineTopUp,
  type OnlineTopUpInput,
} from '../utils/online-top-up-schema';
import { AmountInput } from '@/components/ui/amount-input';
import { Modal } from '@/components/ui/modal';

export interface TopUpPrefill {
  name: string;
  email: string;
  phone: string;
}

/**
 * The Online Top Up modal (docs/product-1.md §2, §5): amount, name, email, phone and Pay Now. Pay Now
 * creates the order, closes the modal and opens the gateway's checkout once focus has left it —
 * the checkout lays its own overlay over the page, which a modal dialog would block.
 */
export function OnlineTopUpDialog({
  open,
  onOpenChange,
  prefill,
  amount,
  topUp,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill: TopUpPrefill;
  /** What a payment that was short lacks, filled in. */
  amount: string | null;
  topUp: ReturnType<typeof useOnlineTopUp>;
}) {
  const t = useWalletT();
  const pending = useRef<{ order: CreateOrderResponse; customer: OnlineTopUp } | null>(null);
  return (
    <Modal
      sheetOnPhone
      open={open}
      // While the order is being made the modal stays: its answer decides what opens next.
      onOpenChange={(next) => (next || !topUp.busy) && onOpenChange(next)}
      title={t('onlineTitle')}
      description={t('onlineIntro')}
      onCloseAutoFocus={(event) => {
        const next = pending.current;
        if (!next) return;
        pending.current = null;
        // Focus goes to the checkout, not back to the button behind it.
        event.preventDefault();
        void topUp.pay(next.order, next.customer);
      }}
    >
      <OnlineTopUpForm
        prefill={prefill}
        amount={amount}
        creating={topUp.stage === 'creating'}
        onSubmit={async (customer) => {
          const order = await topUp.createOrderFor(customer);
          if (!order) return;
          pending.current = { order, customer };
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}

function OnlineTopUpForm({
  prefill,
  amount,
  creating,
  onSubmit,
  onCancel,
}: {
  prefill: TopUpPrefill;
  amount: string | null;
  creating: boolean;
  onSubmit: (values: OnlineTopUp) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useWalletT();
  const fieldMessage = useFieldMessage();
  const form = useForm<OnlineTopUpInput, unknown, OnlineTopUp>({
    resolver: zodResolver(onlineTopUpSchema),
    defaultValues: { amount: amount ?? '', ...prefill },
  });
  const { errors } = form.formState;

  // user/get may answer after the modal opened: fill what is still empty, never what was typed.
  useEffect(() => {
    for (const name of ['name', 'email', 'phone'] as const) {
      if (prefill[name] && !form.getValues(name)) form.setValue(name, prefill[name]);
    }
  }, [prefill, form]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <AmountInput
            label={t('amount')}
            placeholder="500"
            maxLength={ONLINE_AMOUNT_MAX_LENGTH}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldMessage(errors.amount?.message)}
            autoFocus
          />
        )}
      />
      <Field
        label={t('name')}
        autoComplete="name"
        error={fieldMessage(errors.name?.message)}
        {...form.register('name')}
      />
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldMessage(errors.email?.message)}
        {...form.register('email')}
      />
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <MobileField
            label={t('phone')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldMessage(errors.phone?.message)}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={creating}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={creating} aria-busy={creating || undefined}>
          {creating && <LoaderCircle size={18} aria-hidden="true" className="animate-spin" />}
          {creating ? t('creatingOrder') : t('payNow')}
        </Button>
      </div>
    </form>
  );
}
