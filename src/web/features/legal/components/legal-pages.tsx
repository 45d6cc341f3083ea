// The legal pages load as one chunk: a person who opens one often opens the next.
export { CancelContractPage } from './cancel-contract-page'
export { ImprintPage } from './imprint-page'
export { PrivacyPage } from './privacy-page'
