/**
 * What the eight programme pages share: medicine and general surgery, the Bachelor of Nursing, the Diploma
 * in Nursing, medical laboratory sciences, information technology, law, business administration
 * and media.
 */

export const officeHours = 'Sunday–Thursday, 8:00 AM–4:00 PM';

export const intake = 'Once a year; studies begin with the first semester in mid-September';

export const admissionEmail = {
  label: 'Admission and Registration Office',
  value: '{{admissionEmail}}',
  href: 'mailto:{{admissionEmail}}',
};
