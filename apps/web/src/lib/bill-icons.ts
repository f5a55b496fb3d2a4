import {
  Banknote,
  BookOpen,
  Building2,
  Bus,
  Cable,
  Car,
  CreditCard,
  Cylinder,
  Droplet,
  Droplets,
  Flame,
  Gift,
  GraduationCap,
  HandCoins,
  HandHeart,
  Heart,
  Hospital,
  House,
  Landmark,
  Newspaper,
  Phone,
  PiggyBank,
  Receipt,
  ShieldCheck,
  Smartphone,
  Stethoscope,
  TrainFront,
  Tv,
  Users,
  Wallet,
  Wifi,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons the bill screens can draw, by the lucide names the back office may set on a category
 * or biller. Only these are bundled (the whole set would weigh hundreds of KB); a name not here
 * falls back to the category's default, then to a receipt.
 */
const BY_NAME: Record<string, LucideIcon> = {
  banknote: Banknote,
  'book-open': BookOpen,
  'building-2': Building2,
  bus: Bus,
  cable: Cable,
  car: Car,
  'credit-card': CreditCard,
  cylinder: Cylinder,
  droplet: Droplet,
  droplets: Droplets,
  flame: Flame,
  gift: Gift,
  'graduation-cap': GraduationCap,
  'hand-coins': HandCoins,
  'hand-heart': HandHeart,
  heart: Heart,
  hospital: Hospital,
  house: House,
  landmark: Landmark,
  newspaper: Newspaper,
  phone: Phone,
  'piggy-bank': PiggyBank,
  receipt: Receipt,
  'shield-check': ShieldCheck,
  smartphone: Smartphone,
  stethoscope: Stethoscope,
  'train-front': TrainFront,
  tv: Tv,
  users: Users,
  wallet: Wallet,
  wifi: Wifi,
  zap: Zap,
};

/** Bharat BillPay's categories as the aggregator codes them, each with a fitting default. */
const BY_CATEGORY: Record<string, LucideIcon> = {
  BROADBAND: Wifi,
  CABLE_TV: Cable,
  CLUBS_ASSOCIATIONS: Users,
  CREDIT_CARD: CreditCard,
  DONATION: HandHeart,
  DTH: Tv,
  EDUCATION_FEES: GraduationCap,
  ELECTRICITY: Zap,
  FASTAG: Car,
  HOSPITAL: Hospital,
  HOUSING_SOCIETY: Building2,
  INSURANCE: ShieldCheck,
  LANDLINE: Phone,
  LOAN_REPAYMENT: HandCoins,
  LPG_CYLINDER: Cylinder,
  MOBILE_POSTPAID: Smartphone,
  MUNICIPAL_TAX: Landmark,
  NCMC_RECHARGE: TrainFront,
  PIPED_GAS: Flame,
  RECURRING_DEPOSIT: PiggyBank,
  SUBSCRIPTION: Newspaper,
  WATER: Droplet,
};

/** The icon to draw: the one named (if the screens have it), else the category's, else a receipt. */
export function billIcon(name: string | null | undefined, categoryId?: string): LucideIcon {
  return (
    (name && Object.hasOwn(BY_NAME, name) ? BY_NAME[name] : undefined) ??
    (categoryId && Object.hasOwn(BY_CATEGORY, categoryId) ? BY_CATEGORY[categoryId] : undefined) ??
    Receipt
  );
}
