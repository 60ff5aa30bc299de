import { AppError } from '../../errors';

/** The spec's call-centre errors (QR code, busy agents, finished call), one owner for line and call code. */
export const callCentreErrors = {
  qrInvalid: () => new AppError(404, 'qr_invalid', 'This QR code is not valid. Please contact its owner.', 'alias'),
  qrExpired: () => new AppError(410, 'qr_expired', 'This QR call has expired.', 'alias'),
  agentsBusy: () => new AppError(409, 'agents_busy', 'All call agents are busy. Please try again.'),
  callNotFound: () => new AppError(404, 'call_not_found', 'This call is over.', 'call_id'),
};
