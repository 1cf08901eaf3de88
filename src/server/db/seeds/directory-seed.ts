/**
 * The staff directory's records the site started with, loaded once into a fresh database
 * (seed-directory.ts), in this order (ids 1 to 8, so the contact cards keep their addresses).
 * From then on the records live in the database and the editors change them at
 * /staff/directory; this file is read by the seed only, never by the pages.
 */
import type { DepartmentId } from '../../../../content/staff-schema';

export interface DirectorySeedMember {
  name: { ar: string; en: string };
  title: { ar: string; en: string };
  department: DepartmentId;
  email: string;
  phone: string;
  /** A drawn portrait of our own, under public/images/staff/. */
  portrait: string;
}

export const directorySeed: DirectorySeedMember[] = [
  {
    name: {
      ar: 'أ.د. عبد الله محمد الحسن',
      en: 'Prof. Abdalla Mohamed Elhassan',
    },
    title: {
      ar: 'عميد الكلية',
      en: 'Dean of the College',
    },
    department: 'administration',
    email: 'dean@alrowad.edu.sd',
    phone: '+249 183 555 101',
    portrait: '/images/staff/portrait-1.svg',
  },
  {
    name: {
      ar: 'أ. منى عثمان إبراهيم',
      en: 'Ms Mona Osman Ibrahim',
    },
    title: {
      ar: 'مسجّل الكلية',
      en: 'College Registrar',
    },
    department: 'administration',
    email: 'registrar@alrowad.edu.sd',
    phone: '+249 183 555 104',
    portrait: '/images/staff/portrait-2.svg',
  },
  {
    name: {
      ar: 'د. أمل الطيب أحمد',
      en: 'Dr Amal Eltayeb Ahmed',
    },
    title: {
      ar: 'أستاذ مشارك في الجراحة العامة',
      en: 'Associate Professor of General Surgery',
    },
    department: 'medicine',
    email: 'amal.ahmed@alrowad.edu.sd',
    phone: '+249 183 555 131',
    portrait: '/images/staff/portrait-3.svg',
  },
  {
    name: {
      ar: 'د. خالد عمر بابكر',
      en: 'Dr Khalid Omer Babiker',
    },
    title: {
      ar: 'أستاذ مساعد في علم وظائف الأعضاء',
      en: 'Assistant Professor of Physiology',
    },
    department: 'medicine',
    email: 'khalid.babiker@alrowad.edu.sd',
    phone: '+249 183 555 132',
    portrait: '/images/staff/portrait-4.svg',
  },
  {
    name: {
      ar: 'د. سعاد حسن علي',
      en: 'Dr Suad Hassan Ali',
    },
    title: {
      ar: 'رئيسة قسم تمريض صحة المجتمع',
      en: 'Head of Community Health Nursing',
    },
    department: 'nursing',
    email: 'suad.ali@alrowad.edu.sd',
    phone: '+249 183 555 141',
    portrait: '/images/staff/portrait-5.svg',
  },
  {
    name: {
      ar: 'د. مصطفى آدم يوسف',
      en: 'Dr Mustafa Adam Yousif',
    },
    title: {
      ar: 'أستاذ مساعد في الأحياء الدقيقة الطبية',
      en: 'Assistant Professor of Medical Microbiology',
    },
    department: 'labs',
    email: 'mustafa.yousif@alrowad.edu.sd',
    phone: '+249 183 555 151',
    portrait: '/images/staff/portrait-6.svg',
  },
  {
    name: {
      ar: 'د. ريم عبد القادر موسى',
      en: 'Dr Reem Abdelgadir Musa',
    },
    title: {
      ar: 'محاضرة في القانون التجاري',
      en: 'Lecturer in Commercial Law',
    },
    department: 'law',
    email: 'reem.musa@alrowad.edu.sd',
    phone: '+249 183 555 161',
    portrait: '/images/staff/portrait-7.svg',
  },
  {
    name: {
      ar: 'د. حسن عبد الرحيم الطيب',
      en: 'Dr Hassan Abdelrahim Eltayeb',
    },
    title: {
      ar: 'محاضر في الذكاء الاصطناعي',
      en: 'Lecturer in Artificial Intelligence',
    },
    department: 'it',
    email: 'hassan.eltayeb@alrowad.edu.sd',
    phone: '+249 183 555 171',
    portrait: '/images/staff/portrait-8.svg',
  },
];
