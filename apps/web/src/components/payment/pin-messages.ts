import { defineMessages } from '@/lib/i18n/i18n';

/** The payment PIN's words in the confirm step and the profile, English and Hindi. */
const en = {
  setTitle: 'Set your Kosh PIN',
  setText:
    'Payments from your wallet need a 4-digit PIN. Set it once now; you will enter it for every payment.',
  newPin: 'New 4-digit PIN',
  repeatPin: 'Enter the PIN again',
  pinRules: 'Not one digit four times, not a run like 1234, not the end of your mobile number.',
  setAndPay: 'Set PIN and pay',
  enterPin: 'Kosh PIN',
  enterPinHint: 'Enter your 4-digit PIN to pay.',
  checking: 'Checking…',
  pinError: 'Your PIN could not be checked. Try again.',
  confirmTitle: 'Confirm payment',
  confirmText: '{amount} will be paid from your wallet.',
  cancel: 'Cancel',
  confirm: 'Confirm',
  passkeyText: 'Confirm with your passkey: your fingerprint, face or screen lock.',
  confirmWithPasskey: 'Confirm with passkey',
  usePin: 'Use PIN instead',
  usePasskey: 'Use passkey instead',
  passkeyCancelled: 'The passkey was not used. Try again, or use your PIN.',
  passkeyError: 'Your passkey could not be used here. Use your PIN.',
};

export type PinKey = keyof typeof en;

const hi: Record<PinKey, string> = {
  setTitle: 'अपना Kosh PIN सेट करें',
  setText: 'वॉलेट से भुगतान के लिए 4 अंकों का PIN चाहिए। इसे अभी एक बार सेट करें; हर भुगतान पर आप इसे डालेंगे।',
  newPin: 'नया 4 अंकों का PIN',
  repeatPin: 'PIN फिर से लिखें',
  pinRules: 'एक ही अंक चार बार नहीं, 1234 जैसा क्रम नहीं, आपके मोबाइल नंबर के आख़िरी अंक नहीं।',
  setAndPay: 'PIN सेट करें और भुगतान करें',
  enterPin: 'Kosh PIN',
  enterPinHint: 'भुगतान के लिए अपना 4 अंकों का PIN डालें।',
  checking: 'जाँच हो रही है…',
  pinError: 'आपका PIN जाँचा नहीं जा सका। फिर से कोशिश करें।',
  confirmTitle: 'भुगतान की पुष्टि करें',
  confirmText: 'आपके वॉलेट से {amount} का भुगतान होगा।',
  cancel: 'रद्द करें',
  confirm: 'पुष्टि करें',
  passkeyText: 'अपनी पासकी से पुष्टि करें: फ़िंगरप्रिंट, चेहरा या स्क्रीन लॉक।',
  confirmWithPasskey: 'पासकी से पुष्टि करें',
  usePin: 'इसके बजाय PIN इस्तेमाल करें',
  usePasskey: 'इसके बजाय पासकी इस्तेमाल करें',
  passkeyCancelled: 'पासकी इस्तेमाल नहीं हुई। फिर से कोशिश करें, या अपना PIN इस्तेमाल करें।',
  passkeyError: 'आपकी पासकी यहाँ इस्तेमाल नहीं हो सकी। अपना PIN इस्तेमाल करें।',
};

export const usePinT = defineMessages(en, hi);
