/** How to pay the application fee, and where the office is (from the site's configuration). */
export interface FeeInfo {
  paymentMethod: string;
  address: string;
  hours: string;
  phone: string;
  email: string;
}
