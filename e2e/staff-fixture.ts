/** The staff accounts of the browser tests (scripts/e2e-database.mjs creates them). */
export const staffFixture = {
  admissions: {
    email: 'admissions.e2e@alrowad.edu.sd',
    name: 'Amna Osman',
    roles: ['admissions'],
    password: 'e2e admissions passphrase',
    locale: 'ar',
  },
  administrator: {
    email: 'admin.e2e@alrowad.edu.sd',
    name: 'Khalid Hassan',
    roles: ['administrator'],
    password: 'e2e administrator passphrase',
    locale: 'en',
  },
  /** Answers support requests (e2e/staff-support.spec.ts). */
  support: {
    email: 'support.e2e@alrowad.edu.sd',
    name: 'Huda Babiker',
    roles: ['support'],
    password: 'e2e support passphrase',
    locale: 'ar',
  },
  /** Writes and publishes the news (e2e/news-desk.spec.ts). */
  editor: {
    email: 'editor.e2e@alrowad.edu.sd',
    name: 'Nafisa Ahmed',
    roles: ['editor'],
    password: 'e2e editor passphrase',
    locale: 'ar',
  },
  lockout: {
    email: 'lockout.e2e@alrowad.edu.sd',
    name: 'Lockout Test',
    roles: ['admissions'],
    password: 'e2e lockout passphrase',
    locale: 'en',
  },
  /** The faculty of medicine's editor, limited to its programme's page (e2e/editor-sections.spec.ts). */
  faculty: {
    email: 'medicine.e2e@alrowad.edu.sd',
    name: 'Omer Elamin',
    roles: ['editor'],
    password: 'e2e faculty editor passphrase',
    locale: 'ar',
  },
  /** Forgets its password, then turns two-factor on (e2e/staff-accounts.spec.ts). */
  forgetful: {
    email: 'forgetful.e2e@alrowad.edu.sd',
    name: 'Yusra Salih',
    roles: ['editor'],
    password: 'e2e forgetful passphrase',
    locale: 'en',
  },
} as const;
