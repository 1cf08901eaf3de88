import type { PaymentRow } from '@/config/payment';

/** How to pay the application fee, and where the office is (from the site's configuration). */
export interface FeeInfo {
  paymentMethod: string;
  /** The college's account (config/payment.ts). */
  account: PaymentRow[];
  address: string;
  hours: string;
  phone: string;
  email: string;
}
