import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'College Application Submission',
  navLabel: 'Online Application',
  description:
    'Apply online: complete the application form and upload your ID, academic certificate and personal photo (PDF, JPG or PNG, up to 5MB).',
  intro: [
    'The application has two tabs. In the first, the online application form, you choose your programme and enter your personal details, your qualification and your guardian’s, in five short steps. In the second, documents upload, you upload three documents to the same application: your personal ID, your academic certificate and a personal photo. If you start with the documents, you enter and save your name and e-mail address first.',
    'The ID and the certificate may be PDF, JPG or PNG files; the photo must be a JPG or PNG file. Each file may be up to 5 MB. Choose the three files, check their previews, then send them together with the upload button.',
  ],
  sections: [],
} satisfies PageInput;
