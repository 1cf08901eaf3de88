import { getMessages } from 'next-intl/server';
import { DocumentsUpload } from '@/components/application/documents-upload';
import { pageLocale } from '@/components/page/info-page';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';
import { Tabs } from '@/components/ui/tabs';
import { siteConfig } from '@/config/site';

export const generateMetadata = metadataFor('admission/application');

export default async function ApplicationPage({
  params,
}: PageProps<'/[locale]/admission/application'>) {
  const locale = await pageLocale(params);
  const labels = (await getMessages({ locale })).Upload;
  return (
    <>
      <PageHeader locale={locale} page="admission/application" />
      <div className="container-page py-10">
        <Tabs
          label={labels.tabsLabel}
          defaultTab="form"
          urlParam="tab"
          tabs={[
            {
              id: 'form',
              label: labels.tabForm,
              content: (
                <div className="space-y-3">
                  <iframe
                    src={siteConfig.applicationFormUrl}
                    title={labels.frameTitle}
                    loading="lazy"
                    referrerPolicy="strict-origin-when-cross-origin"
                    className="h-[500px] w-full rounded-lg border border-slate-300 md:h-[700px] dark:border-slate-600"
                  />
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {labels.frameNote}{' '}
                    <a
                      href={siteConfig.applicationFormUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-bold text-brand-700 underline dark:text-brand-300"
                    >
                      {labels.frameOpen}
                    </a>
                  </p>
                </div>
              ),
            },
            {
              id: 'documents',
              label: labels.tabDocuments,
              content: <DocumentsUpload locale={locale} labels={labels} />,
            },
          ]}
        />
      </div>
    </>
  );
}
