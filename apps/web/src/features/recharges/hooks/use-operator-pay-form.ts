import { useCallback, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ServiceCompany } from '@kosh/contract/catalogue';
import { rupeesToPaise } from '@kosh/contract/common/money';
import type { RechargeResultResponse } from '@kosh/contract/recharge';
import type { ServiceKind } from '@kosh/contract/service-kinds';
import { useFocusFirstInvalid } from '@/hooks/use-focus-first-invalid';
import { repeatLink } from '@/lib/repeat-link';
import { successPath } from '@/lib/success-messages';
import { checkResolver } from '../utils/check-resolver';
import { useFormFeedback, type SpecFieldName } from './use-form-feedback';
import { usePayment, type PaymentResult } from './use-payment';

/**
 * The working of a pay form that is an operator, a number and an amount (DTH, Fastag): the form
 * checked by the contract's rules, the chosen company, the payment with its confirmation, a submit
 * with problems collected as the spec names them (docs/product-1.md §5), and success on its own page.
 */
export function useOperatorPayForm<
  Values extends FieldValues,
  Payload extends { amount: number | string; number: string },
>(options: {
  /** Where a pending payment is kept (usePayment). */
  screen: string;
  /** Which pay screen (lib/repeat-link.ts): Add Money comes back to it filled in. */
  kind: ServiceKind;
  check: (values: Values) => {
    errors: Partial<Record<string, string>>;
    names: readonly SpecFieldName[];
  };
  empty: () => Values;
  /** Filled in over the empty form (a repeated payment); checked as if typed. */
  initial?: Partial<Values>;
  /** 'onChange' when each field says what is wrong with it as it is typed. */
  mode?: 'onChange';
  /** The field holding the company's Code. */
  companyField: Path<Values>;
  /** The fields the server's field errors may name. */
  fields: readonly Path<Values>[];
  toRequest: (values: Values) => Payload;
  send: (payload: Payload, idempotencyKey: string) => Promise<RechargeResultResponse>;
  /** The contract message of the success page. */
  successMessage: Parameters<typeof successPath>[0];
  /** Said when a refused submit names no field. */
  invalidFallback: string;
}) {
  const { check, empty, companyField, fields, toRequest, successMessage, invalidFallback } =
    options;
  const navigate = useNavigate();
  const [company, setCompany] = useState<ServiceCompany | null>(null);
  const [resolver] = useState(() => checkResolver(check));
  const form = useForm<Values>({
    resolver,
    defaultValues: { ...empty(), ...options.initial } as DefaultValues<Values>,
    // Left out, not undefined: an undefined mode would replace the default one.
    ...(options.mode ? { mode: options.mode } : {}),
    shouldFocusError: false,
  });
  const { fieldError, setServerErrors, toastCollected, errorToast } = useFormFeedback(form);
  const { formRef, refused } = useFocusFirstInvalid(form.formState);

  const onSuccess = useCallback(
    (result: PaymentResult) => navigate(successPath(successMessage, result.orderId)),
    [navigate, successMessage],
  );
  const payment = usePayment({
    screen: options.screen,
    send: options.send,
    onSuccess,
    onOutcome: (outcome) => {
      if (outcome.kind === 'invalid') setServerErrors(outcome.fields, fields);
    },
    errorToast,
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      const request = toRequest(values);
      const operatorCode = values[companyField] as string;
      payment.request(
        request,
        { name: company?.CompanyName ?? operatorCode, number: request.number },
        repeatLink({
          kind: options.kind,
          number: request.number,
          operatorCode,
          amountPaise: Number(rupeesToPaise(request.amount)),
        }),
      );
    },
    // Several problems or one, named as the spec names them (docs/product-1.md §5).
    () => {
      refused();
      toastCollected(check(form.getValues()).names, invalidFallback);
    },
  );

  /** Another payment: the form as it first was. */
  const startAgain = () => {
    payment.clear();
    form.reset(empty());
    setCompany(null);
  };

  return {
    form,
    companyField,
    setCompany,
    company,
    fieldError,
    formRef,
    payment,
    onSubmit,
    startAgain,
  };
}
