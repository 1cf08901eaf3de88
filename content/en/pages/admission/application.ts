import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'College Application Submission',
  navLabel: 'Online Application',
  description:
    'Apply online: complete the application form and upload your ID, academic certificate and personal photo (PDF, JPG or PNG, up to 5MB).',
  intro: [
    'The application has two tabs. In the first, the online application form, you enter your personal and academic details and choose the programmes you wish to study. In the second, documents upload, you enter and save your name and e-mail address, then upload three documents: your personal ID, your academic certificate and a personal photo.',
    'The ID and the certificate may be PDF, JPG or PNG files; the photo must be a JPG or PNG file. Each file may be up to 5 MB. Choose the three files, check their previews, then send them together with the upload button.',
  ],
  sections: [],
} satisfies PageInput;
