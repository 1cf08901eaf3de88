/**
 * The seven questions of the e-learning platform's FAQ dialog (/e-services/platform), in English.
 * Same order as content/ar/platform-faq.ts. Support values follow spec 001, section 9 (phone 8am to
 * 8pm, e-mail replies within 24 hours) and spec 000, section 9 (live support 8am to 4pm).
 */
export const platformFaq: { question: string; answer: string }[] = [
  {
    question: 'How do I sign in to the platform?',
    answer:
      'Sign in with your college account: students use their student e-mail address (for example s20241037@std.alrowad.edu.sd) and faculty and staff use firstname.lastname@alrowad.edu.sd, with the same password as their college e-mail. If you have never signed in before, activate your account first as the e-services guide explains.',
  },
  {
    question: 'I forgot my password. How do I reset it?',
    answer:
      'Choose “Forgot password?” on the sign-in page and enter the code sent to your recovery mobile number or e-mail. If you did not add recovery details, bring your college ID card to the e-services office in the Administration Building, ground floor, room G12; the new password works for e-mail and the portal too.',
  },
  {
    question: 'Where do my courses appear after I register?',
    answer:
      'They appear on your dashboard under “My courses” within one working day of your registration being confirmed on the e-services portal. If a course is still missing after that, write to support@alrowad.edu.sd with your student number and the course code.',
  },
  {
    question: 'How do I submit an assignment, and which files are accepted?',
    answer:
      'Open the assignment, choose “Add submission”, upload your file and choose “Submit”; you receive a receipt by e-mail. Unless your lecturer says otherwise, you can upload PDF, Word, PowerPoint, JPG or PNG files of up to 20MB each.',
  },
  {
    question: 'What happens if my connection drops during an online quiz?',
    answer:
      'Your answers are saved each time you move to the next page, but the timer keeps running. Sign in again and reopen the quiz before the time runs out to continue where you stopped; if you cannot get back in time, tell your lecturer the same day.',
  },
  {
    question: 'Can I use the platform on my phone or on a slow connection?',
    answer:
      'Yes: install the platform’s mobile app for Android or iPhone, linked from the platform’s sign-in page, and sign in with your college account. Download lectures and readings while you are on Wi-Fi — the campus wireless network is free with your college account — and open them later without a connection.',
  },
  {
    question: 'Who do I contact when something does not work?',
    answer:
      'Call technical support on +249 183 555 150 from 8am to 8pm, or e-mail support@alrowad.edu.sd and receive a reply within 24 hours. Live support is available from 8am to 4pm, Sunday to Thursday, at the e-services office and in the chat on the portal.',
  },
];
