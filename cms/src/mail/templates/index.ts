import type { MailTemplate } from '../template'
import { agentMessage, type AgentMessageData } from './agent-message'
import { agentReview, type AgentReviewData } from './agent-review'
import { assignmentOffer, type AssignmentOfferData } from './assignment-offer'
import { bookingStatus, type BookingStatusData } from './booking-status'
import { enquiryFollowUp, type EnquiryFollowUpData } from './enquiry-follow-up'
import { enquiryReply, type EnquiryReplyData } from './enquiry-reply'
import { idProofReceived, idProofToReview, type IdProofReceivedData, type IdProofToReviewData } from './id-proof'
import { listingReminder, type ListingReminderData } from './listing-reminder'
import { moderationFixRequested, type ModerationFixRequestedData } from './moderation-fix-requested'
import { moderationOutcome, type ModerationOutcomeData } from './moderation-outcome'
import { nriRequest, type NriRequestMailData } from './nri-request'
import { ownerEnquiry, type OwnerEnquiryData } from './owner-enquiry'
import { ownerTourRequest, type OwnerTourRequestData } from './owner-tour-request'
import { passwordReset, type PasswordResetData } from './password-reset'
import { searchAlert, type SearchAlertData } from './search-alert'
import { verifyEmail, type VerifyEmailData } from './verify-email'

/** The data each template is rendered from, by template name (the name is what a queued job stores). */
export interface MailDataMap {
  'agent-message': AgentMessageData
  'agent-review': AgentReviewData
  'assignment-offer': AssignmentOfferData
  'booking-status': BookingStatusData
  'enquiry-follow-up': EnquiryFollowUpData
  'enquiry-reply': EnquiryReplyData
  'id-proof-received': IdProofReceivedData
  'id-proof-to-review': IdProofToReviewData
  'listing-reminder': ListingReminderData
  'moderation-fix-requested': ModerationFixRequestedData
  'moderation-outcome': ModerationOutcomeData
  'nri-request': NriRequestMailData
  'owner-enquiry': OwnerEnquiryData
  'owner-tour-request': OwnerTourRequestData
  'password-reset': PasswordResetData
  'search-alert': SearchAlertData
  'verify-email': VerifyEmailData
}

export type MailTemplateName = keyof MailDataMap
export type MailData<T extends MailTemplateName> = MailDataMap[T]

/** Every mail Gruha sends. */
export const mailTemplates: { [T in MailTemplateName]: MailTemplate<MailDataMap[T]> } = {
  'agent-message': agentMessage,
  'agent-review': agentReview,
  'assignment-offer': assignmentOffer,
  'booking-status': bookingStatus,
  'enquiry-follow-up': enquiryFollowUp,
  'enquiry-reply': enquiryReply,
  'id-proof-received': idProofReceived,
  'id-proof-to-review': idProofToReview,
  'listing-reminder': listingReminder,
  'moderation-fix-requested': moderationFixRequested,
  'moderation-outcome': moderationOutcome,
  'nri-request': nriRequest,
  'owner-enquiry': ownerEnquiry,
  'owner-tour-request': ownerTourRequest,
  'password-reset': passwordReset,
  'search-alert': searchAlert,
  'verify-email': verifyEmail,
}

/** One mail to send: a template and the data it is rendered from. */
export type MailMessage = { [T in MailTemplateName]: { template: T; data: MailDataMap[T] } }[MailTemplateName]

export const isMailTemplateName = (name: unknown): name is MailTemplateName =>
  typeof name === 'string' && Object.hasOwn(mailTemplates, name)
