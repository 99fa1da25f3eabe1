import type { ModerationAction } from '@gruha/shared'

/** A moderation e-mail as queued by `moderateCase`; `sendModerationMail` renders it with the mail module's templates. */
export type ModerationMail =
  { kind: 'fix_requested'; title: string; note: string } | { kind: 'outcome'; action: ModerationAction; title: string }
