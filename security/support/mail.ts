// The e2e mail reader serves the checks too (reads E2E_MAIL_DIR).
export { waitForMail, type CaughtMail } from '../../e2e/support/mail'
