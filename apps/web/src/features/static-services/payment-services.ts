import {
  Bus,
  Clapperboard,
  CreditCard,
  Plane,
  QrCode,
  Ticket,
  TrainFront,
  type LucideIcon,
} from 'lucide-react';
import type { StaticServicesKey } from './static-services-messages';

/** The screens that take an operator, a mobile number and an amount. */
export type PaymentServiceId =
  | 'event-tickets'
  | 'flight-tickets'
  | 'metro'
  | 'movie-tickets'
  | 'scan-pay'
  | 'bus-tickets'
  | 'credit-card-pay';

export interface PaymentService {
  icon: LucideIcon;
  /** The sample operator list (docs/product-1.md §1: "a dummy operator list"), as message keys. */
  operators: readonly StaticServicesKey[];
  submit: StaticServicesKey;
}

export const PAYMENT_SERVICES: Record<PaymentServiceId, PaymentService> = {
  'event-tickets': {
    icon: Ticket,
    operators: [
      'operator.event-tickets.bookmyshow',
      'operator.event-tickets.district',
      'operator.event-tickets.insider',
    ],
    submit: 'proceedToPay',
  },
  'flight-tickets': {
    icon: Plane,
    operators: [
      'operator.flight-tickets.indigo',
      'operator.flight-tickets.air-india',
      'operator.flight-tickets.spicejet',
      'operator.flight-tickets.akasa',
    ],
    submit: 'proceedToPay',
  },
  metro: {
    icon: TrainFront,
    operators: [
      'operator.metro.delhi',
      'operator.metro.mumbai',
      'operator.metro.bengaluru',
      'operator.metro.chennai',
      'operator.metro.hyderabad',
    ],
    submit: 'proceedToPay',
  },
  'movie-tickets': {
    icon: Clapperboard,
    operators: [
      'operator.movie-tickets.pvr-inox',
      'operator.movie-tickets.cinepolis',
      'operator.movie-tickets.miraj',
    ],
    submit: 'proceedToPay',
  },
  'scan-pay': {
    icon: QrCode,
    operators: ['operator.scan-pay.upi', 'operator.scan-pay.bharat-qr'],
    submit: 'proceedToPay',
  },
  'bus-tickets': {
    icon: Bus,
    operators: [
      'operator.bus-tickets.msrtc',
      'operator.bus-tickets.ksrtc',
      'operator.bus-tickets.upsrtc',
      'operator.bus-tickets.rsrtc',
      'operator.bus-tickets.tnstc',
    ],
    submit: 'proceedToPay',
  },
  'credit-card-pay': {
    icon: CreditCard,
    operators: [
      'operator.credit-card-pay.hdfc',
      'operator.credit-card-pay.icici',
      'operator.credit-card-pay.sbi',
      'operator.credit-card-pay.axis',
      'operator.credit-card-pay.kotak',
    ],
    submit: 'proceedToPay',
  },
};

/** An operator's form value: the last part of its message key ('operator.metro.delhi' → 'delhi'). */
export function operatorValue(key: StaticServicesKey): string {
  return key.slice(key.lastIndexOf('.') + 1);
}
