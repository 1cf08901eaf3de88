import type { ReactNode } from 'react';
import { siteConfig } from '@/config/site';

// The instructor segment is one fixed short name, chosen in the site configuration.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ instructor: siteConfig.instructorSlug }];
}

export default function InstructorLayout({ children }: { children: ReactNode }) {
  return children;
}
