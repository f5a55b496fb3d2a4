import { catalogue } from '@kosh/contract/messages/catalogue';
import { rupeesToPaise } from '@kosh/contract/common/money';
import { useQueryClient } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type MobilePlan, type MobilePlanResponse } from '@kosh/contract/recharge';
import { SERVICE_CATEGORIES } from '@kosh/contract/service-kinds';
import { Button } from '@/components/ui/button';
import { MobileField } from '@/components/ui/mobile-field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { successPath } from '@/lib/success-messages';
import { createMobileRecharge } from '../api/create-mobile-recharge';
import { useCircles } from '../api/get-circles';
import { circleName } from '@kosh/contract/circles';
import { mobilePlansQueryOptions } from '../api/get-mobile-plans';
import { useErrorToast } from '../hooks/use-error-toast';
import { useOperatorGuess } from '../hooks/use-operator-guess';
import { usePayment, type PaymentResult } from '../hooks/use-payment';
import { useRechargeMessage, useRechargeT } from '../messages';
import { checkResolver } from '../utils/check-resolver';
import {
  checkViewPlan,
  emptyMobileForm,
  toMobileRechargeRequest,
  type MobileFormValues,
} from '../utils/mobile-form';
import { CompanyField } from './company-field';
import { FailedPaymentNote } from './failed-payment-note';
import { InsufficientBalance } from './insufficient-balance';
import type { OperatorPicker } from './operator-picker';
import { PayFormCard } from './pay-form-card';
import { PendingResult } from './pending-result';
import { PlanSummary } from './plan-summary';
import { RepeatNotices } from './repeat-notices';
import { repeatLink, type RepeatPrefill } from '@/lib/repeat-link';
import { useRepeatPlan } from '../hooks/use-repeat-plan';
import { useRepeatT } from '../repeat-messages';

type Plans = MobilePlanResponse['plans'];

// Plan Types (a dialog and its tabs) loads when View Plan is pressed, beside the plans themselves,
// not before the form's first paint.
const loadPlanTypes = () => import('./plan-types-modal');
const PlanTypesModal = lazy(() => loadPlanTypes().then((m) => ({ default: m.PlanTypesModal })));

const resolver = checkResolver(checkViewPlan);

/**
 * Mobile Prepaid (docs/product-1.md §2, §4, §5): the number, its operator and circle — guessed from the
 * number as it is completed, always changeable — then View Plan opens Plan Types; a chosen plan
 * shows its summary with Recharge Now and Reset in place of View Plan.
 */
export function MobileRecharge({
  picker,
  initialNumber = '',
  prefill,
}: {
  picker: OperatorPicker;
  initialNumber?: string;
  /** A payment made again (a recent, Balance History's Repeat): see useRepeatPlan. */
  prefill?: RepeatPrefill;
}) {
  const t = useRechargeT();
  const { t: tApp, language } = useI18n();
  const serverMessage = useRechargeMessage();
  const tRepeat = useRepeatT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<MobileFormValues>({
    resolver,
    defaultValues: prefill
      ? { number: prefill.number, opcode: prefill.operatorCode, circle: prefill.circle ?? '' }
      : emptyMobileForm(initialNumber),
  });
  const { errors } = form.formState;
  const guess = useOperatorGuess(form);
  const circles = useCircles();
  const [plans, setPlans] = useState<Plans | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [plan, setPlan] = useState<MobilePlan | null>(null);
  const [loadingPlans, setLoadingPlans] = useState(false);
  const planActions = useRef<HTMLDivElement>(null);

  const onSuccess = useCallback(
    (result: PaymentResult) => navigate(successPath(catalogue.RECHARGE_SUCCESS, result.orderId)),
    [navigate],
  );
  const errorToast = useErrorToast(form);
  const toastError = errorToast.show;
  const payment = usePayment({
    screen: 'mobile',
    send: createMobileRecharge,
    onSuccess,
    errorToast,
  });

  const reset = () => {
    // Reset clears plan, operator, number and amount (docs/product-1.md §4).
    guess.reset();
    setPlan(null);
    setPlans(null);
    repeat.clear();
    payment.clear();
    form.reset(emptyMobileForm());
  };

  const onViewPlan = form.handleSubmit(
    async (values) => {
      errorToast.dismiss();
      setLoadingPlans(true);
      void loadPlanTypes();
      try {
        const response = await queryClient.fetchQuery(
          mobilePlansQueryOptions({
            mobileNumber: values.number,
            opcode: values.opcode,
            ...(values.circle ? { circle: values.circle } : {}),
          }),
        );
        if (response.plans.ERROR !== '0') {
          if (response.code === 'SELECT_CIRCLE') {
            form.setError('circle', { type: 'server', message: response.code });
          }
          toastError('PLAN_NUMBER_INVALID');
          return;
        }
        if (!values.circle && response.plans.Circle) {
          form.setValue('circle', response.plans.Circle);
        }
        setPlans(response.plans);
        const repeated = repeat.choose(response.plans);
        if (repeated) setPlan(repeated);
        else setModalOpen(true);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return;
        toastError(error instanceof ApiError ? error : t('plansUnavailable'));
      } finally {
        setLoadingPlans(false);
      }
    },
    (invalid) => {
      const first = invalid.number?.message ?? invalid.opcode?.message;
      if (first) toastError(first);
    },
  );

  const repeat = useRepeatPlan({ prefill, form, looking: guess.looking, viewPlans: onViewPlan });

  const rechargeNow = () => {
    const request = toMobileRechargeRequest(form.getValues(), plan);
    if (!request) {
      toastError('RECHARGE_FORM_INVALID');
      return;
    }
    payment.request(
      request,
      { name: plans?.OperatorName || request.opcode, number: request.number },
      repeatLink({
        kind: 'mobile',
        number: request.number,
        operatorCode: request.opcode,
        circle: request.circle ?? null,
        amountPaise: Number(rupeesToPaise(request.amount)),
        planId: request.planId ?? null,
      }),
    );
  };

  if (payment.pending) {
    return <PendingResult result={payment.pending} onSettled={payment.settled} onAnother={reset} />;
  }

  const fieldError = (field: keyof MobileFormValues) =>
    errors[field]?.message ? serverMessage(errors[field]?.message) : undefined;
  const operatorHint = guess.looking ? t('lookingUp') : guess.guessed ? t('guessed') : undefined;

  return (
    <PayFormCard
      payment={payment}
      overlay={{
        show: loadingPlans || payment.busy,
        label: payment.busy ? t('paying') : t('loadingPlans'),
      }}
      icon={Smartphone}
      heading={t('mobileHeading')}
      text={t('mobileIntro')}
    >
      <RepeatNotices notices={repeat.notices} />
      <form onSubmit={onViewPlan} noValidate className="space-y-5">
        <fieldset disabled={plan !== null} className="min-w-0 space-y-5">
          <legend className="sr-only">{tApp('route.mobile-recharge')}</legend>
          <Controller
            control={form.control}
            name="number"
            render={({ field }) => (
              <MobileField
                label={t('mobileNumber')}
                placeholder={t('mobilePlaceholder')}
                name={field.name}
                value={field.value}
                onChange={(next) => {
                  if (next !== field.value) guess.numberChanged();
                  field.onChange(next);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError('number')}
              />
            )}
          />
          <CompanyField
            control={form.control}
            name="opcode"
            picker={picker}
            type={SERVICE_CATEGORIES.mobile}
            label={t('operator')}
            onChosen={(chosen) => guess.chosenByHand('opcode', chosen !== null)}
            hint={operatorHint}
            error={fieldError('opcode')}
            disabled={plan !== null}
          />
          <Controller
            control={form.control}
            name="circle"
            render={({ field }) => (
              <SelectField
                label={t('circle')}
                placeholder={circles.isPending ? t('circlesLoading') : t('circlePlaceholder')}
                options={(circles.data ?? []).map((c) => ({
                  value: c.code,
                  label: circleName(c, language),
                }))}
                name={field.name}
                value={field.value}
                onChange={(event) => {
                  guess.chosenByHand('circle', true);
                  form.clearErrors('circle');
                  field.onChange(event.target.value);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError('circle')}
              />
            )}
          />
        </fieldset>

        {plan ? (
          <>
            <PlanSummary
              plan={plan}
              heading={t('rechargeFor', {
                number: form.getValues('number'),
                operator: plans?.OperatorName ?? '',
              })}
            />
            <InsufficientBalance shortfall={payment.insufficient} />
            <FailedPaymentNote failed={payment.failed} />
            <div ref={planActions} className="grid gap-3">
              <Button block onClick={rechargeNow} disabled={payment.busy}>
                {t('rechargeNow')}
              </Button>
              <Button variant="secondary" block onClick={reset}>
                {t('reset')}
              </Button>
            </div>
          </>
        ) : (
          <Button type="submit" block disabled={loadingPlans}>
            {t('viewPlan')}
          </Button>
        )}
      </form>
      {plans && (
        <Suspense fallback={null}>
          <PlanTypesModal
            open={modalOpen}
            onOpenChange={setModalOpen}
            plans={plans.RDATA}
            notice={repeat.notices.includes('planGone') ? tRepeat('planGone') : undefined}
            subtitle={t('planTypesFor', {
              operator: plans.OperatorName,
              circle: circleName({ code: plans.Circle, name: plans.CircleName }, language),
              number: form.getValues('number'),
            })}
            onCloseAutoFocus={(event) => {
              // With a plan chosen, View Plan is gone: go on to Recharge Now (the summary above it).
              const rechargeNowButton = planActions.current?.querySelector('button');
              if (!rechargeNowButton) return;
              event.preventDefault();
              rechargeNowButton.focus();
              rechargeNowButton.scrollIntoView?.({ block: 'center' });
            }}
            onSelect={(chosen) => {
              // Selecting closes the modal and sets the amount to the plan's price (docs/product-1.md §4).
              setPlan(chosen);
              setModalOpen(false);
            }}
          />
        </Suspense>
      )}
    </PayFormCard>
  );
}
