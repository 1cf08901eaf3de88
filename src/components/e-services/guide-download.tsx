'use client';

import { Download as downloadNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { notify } from '../notices/notify';
import { primaryButton } from '../ui/styles';
import { HOLD_CLICK_ATTRIBUTE } from '@runtime/contract';

const Download = icon('download', downloadNode);

interface GuideDownloadProps {
  href: string;
  /** The name the file is saved under, in the page's language. */
  fileName: string;
  label: string;
  notice: { title: string; description: string };
}

/** The user guide's download link: saves the PDF under a localised name and says so in a notice. */
export function GuideDownload({ href, fileName, label, notice }: GuideDownloadProps) {
  return (
    <a
      href={href}
      download={fileName}
      type="application/pdf"
      className={primaryButton}
      onClick={() => notify({ title: notice.title, description: notice.description })}
      // Its notice is the page's script: a click before hydration is held and replayed.
      {...{ [HOLD_CLICK_ATTRIBUTE]: '' }}
    >
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
