import { useTranslation } from '~/i18n'
import { Toast } from '~/components/toast'
import { PostButton } from './post-button'
import { useLeadAction } from './use-action-toast'
import { COMMON } from '~/i18n/namespaces/common'

/**
 * Mark as spam (or Undo) for the member who sent an enquiry: blocks their further enquiries, tour
 * requests and messages to the one who clicks (issue 23). Posts only on the member's own click.
 */
export function SpamButton({ inquiryId, marked }: { inquiryId: number; marked: boolean }) {
  const { t } = useTranslation(COMMON)
  const { fetcher, toast, busy } = useLeadAction()
  return (
    <>
      <Toast toast={toast} />
      <PostButton
        fetcher={fetcher}
        fields={{ intent: marked ? 'unspam' : 'spam', inquiry: inquiryId }}
        className={marked ? undefined : 'danger'}
        disabled={busy}
      >
        {marked ? t('spam.undo') : t('spam.mark')}
      </PostButton>
      {marked ? <span className="status status-declined">{t('spam.marked')}</span> : null}
    </>
  )
}
