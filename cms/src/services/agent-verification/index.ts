export { LICENSE_TAKEN, reviewUser, type ReviewResult } from './review-user'
export { uploadIdProof } from './upload-id-proof'
export { formatLicenseNumber } from './license-number'
