'use client';

// The error boundary of the pages below, within their own frame (src/components/page/page-error.tsx).
export { default } from '@/components/page/page-error';
