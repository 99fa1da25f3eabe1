import { useFetcher } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Toast } from '~/components/toast'
import { useActionToast, type LeadActionData } from './use-action-toast'

/**
 * Mark as spam (or Undo) for the member who sent an enquiry: blocks their further enquiries, tour
 * requests and messages to the one who clicks (issue 23). Posts only on the member's own click.
 */
export function SpamButton({ inquiryId, marked }: { inquiryId: number; marked: boolean }) {
  const { t } = useTranslation('common')
  const fetcher = useFetcher<LeadActionData>()
  const toast = useActionToast(fetcher)
  return (
    <>
      <Toast toast={toast} />
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={marked ? 'unspam' : 'spam'} />
        <input type="hidden" name="inquiry" value={inquiryId} />
        <button type="submit" className={marked ? undefined : 'danger'} disabled={fetcher.state !== 'idle'}>
          {marked ? t('spam.undo') : t('spam.mark')}
        </button>
      </fetcher.Form>
      {marked ? <span className="status status-declined">{t('spam.marked')}</span> : null}
    </>
  )
}
