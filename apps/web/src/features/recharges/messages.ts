import { useCallback } from 'react';
import { rechargeMessages } from '@kosh/contract/recharge';
import { defineMessages, useI18n } from '@/lib/i18n/i18n';

/**
 * The recharge and bill screens' own strings (spec/01 §2–§9, spec/02 Postpaid). Where the spec
 * gives a string it is used verbatim in English; the contract's messages (rechargeMessages) are
 * translated by their English text in `useRechargeMessage`.
 */
const en = {
  // Every pay screen
  balanceLabel: 'Wallet balance',
  balanceLoading: 'Loading your balance…',
  balanceError: 'Your balance could not be loaded.',
  addMoney: 'Add Money',
  addMoneyToWallet: 'Add money to your wallet',
  retry: 'Try again',
  paying: 'Processing your payment…',
  operator: 'Operator',
  amount: 'Amount',
  amountPlaceholder: 'Enter amount',
  reset: 'Reset',

  // The collected messages of DTH and Fastag (spec/01 §5)
  manyInvalid: rechargeMessages.manyInvalid,
  oneInvalid: 'Please fill the {field} field correctly.',
  'field.Operator': 'Operator',
  'field.Number': 'Number',
  'field.Valid Number': 'Valid Number',
  'field.Amount': 'Amount',
  'field.Amount (minimum ₹1)': 'Amount (minimum ₹1)',
  'field.Fastag Number': 'Fastag Number',

  // Mobile Prepaid
  mobileHeading: 'Recharge a prepaid number',
  mobileIntro: 'Enter the number: we find its operator and circle, then show you its plans.',
  mobileNumber: 'Mobile number',
  mobilePlaceholder: '10-digit mobile number',
  circle: 'Circle',
  circlePlaceholder: 'Choose the circle',
  circlesLoading: 'Loading circles…',
  lookingUp: 'Finding the operator…',
  guessed: 'Found from the number. Change the operator or circle if it is wrong.',
  viewPlan: 'View Plan',
  loadingPlans: 'Fetching plans…',
  plansUnavailable: 'Plans are unavailable right now. Please try again.',
  planTypes: 'Plan Types',
  planTypesFor: '{operator} · {circle} · {number}',
  planCategories: 'Plan categories',
  'category.FULLTT': 'Full Talktime',
  'category.DATA': 'Data',
  'category.TOPUP': 'Top-up',
  'category.ROAMING': 'Roaming',
  'category.SMS': 'SMS',
  validity: 'Validity',
  selectPlan: 'Select Plan',
  selectPlanLabel: 'Select Plan {price}, {validity}',
  noPlans: 'No plans in this category.',
  planSummary: 'Your plan',
  price: 'Price',
  description: 'Description',
  rechargeFor: 'Recharge of {number} · {operator}',
  rechargeNow: 'Recharge Now',

  // DTH
  dthHeading: 'Recharge your DTH',
  dthIntro: 'Recharge your DTH connection from your wallet.',
  dthNumber: 'Subscriber ID / mobile number',
  dthNumberPlaceholder: '10-digit number',
  dthNumberHint: '10 digits, as on your DTH account.',
  proceedDth: 'Proceed to DTH Recharge',

  // Fastag
  fastagHeading: 'Top up a FASTag',
  fastagIntro: 'Top up the FASTag of your vehicle. The minimum is ₹500.',
  fastagNumber: 'Fastag Number',
  fastagNumberPlaceholder: 'e.g. MH12AB1234',
  fastagAmountPlaceholder: 'At least ₹500',
  proceedFastag: 'Proceed to Fastag Recharge',

  // Bills
  serviceProvider: 'Service provider',
  serviceNo: 'Service No.',
  serviceNoPlaceholder: 'As printed on your bill',
  gasServiceNoPlaceholder: 'Registered mobile number',
  customerMobile: 'Mobile No.',
  postpaidNumber: 'Mobile Number',
  fetchBill: 'Fetch Bill Amount',
  fetching: 'Fetching your bill…',
  'step.electricity.fetch': 'Fetch Electricity Bill',
  'step.electricity.pay': 'Pay Electricity Bill',
  'step.gas.fetch': 'Fetch Gas Bill',
  'step.gas.pay': 'Pay & Book Gas',
  'step.postpaid.fetch': 'Fetch Bill',
  'step.postpaid.pay': 'Pay Postpaid Bill',
  'intro.electricity': 'Choose your electricity board and enter the service number on your bill.',
  'intro.gas': 'Choose your gas provider and enter the registered mobile number.',
  'intro.postpaid': 'Choose the operator and enter the postpaid mobile number.',
  stepOf: 'Step {step} of 2',
  customerName: 'Customer name',
  serviceNumber: 'Service number',
  billDate: 'Bill date',
  dueDate: 'Due date',
  amountDue: 'Amount',
  payBill: 'Pay Bill',
  alreadyPaid: 'This bill has already been paid.',
  payAttempted: 'A payment of this bill was attempted. Reset to fetch it again.',
  billPaid: rechargeMessages.billPaid,

  // Results
  pendingTitle: 'Payment being processed',
  pendingNote:
    'The operator has not confirmed it yet. If it fails, the amount comes back to your wallet automatically.',
  orderId: 'Order ID',
  number: 'Number',
  goHome: 'Go Back To Home',
  balanceHistory: 'Balance History',
  newPayment: 'Make another payment',
};

export type RechargeKey = keyof typeof en;

const hi: Record<RechargeKey, string> = {
  balanceLabel: 'वॉलेट बैलेंस',
  balanceLoading: 'आपका बैलेंस लोड हो रहा है…',
  balanceError: 'आपका बैलेंस लोड नहीं हो सका।',
  addMoney: 'पैसे जोड़ें',
  addMoneyToWallet: 'अपने वॉलेट में पैसे जोड़ें',
  retry: 'फिर कोशिश करें',
  paying: 'आपका भुगतान हो रहा है…',
  operator: 'ऑपरेटर',
  amount: 'राशि',
  amountPlaceholder: 'राशि दर्ज करें',
  reset: 'रीसेट',

  manyInvalid: 'कृपया सभी ज़रूरी जानकारी सही-सही भरें।',
  oneInvalid: 'कृपया {field} सही-सही भरें।',
  'field.Operator': 'ऑपरेटर',
  'field.Number': 'नंबर',
  'field.Valid Number': 'सही नंबर',
  'field.Amount': 'राशि',
  'field.Amount (minimum ₹1)': 'राशि (कम से कम ₹1)',
  'field.Fastag Number': 'फ़ास्टैग नंबर',

  mobileHeading: 'प्रीपेड नंबर रिचार्ज करें',
  mobileIntro: 'नंबर दर्ज करें: हम उसका ऑपरेटर और सर्कल ढूँढकर उसके प्लान दिखाएँगे।',
  mobileNumber: 'मोबाइल नंबर',
  mobilePlaceholder: '10 अंकों का मोबाइल नंबर',
  circle: 'सर्कल',
  circlePlaceholder: 'सर्कल चुनें',
  circlesLoading: 'सर्कल लोड हो रहे हैं…',
  lookingUp: 'ऑपरेटर ढूँढा जा रहा है…',
  guessed: 'नंबर से पता लगाया गया। गलत हो तो ऑपरेटर या सर्कल बदलें।',
  viewPlan: 'प्लान देखें',
  loadingPlans: 'प्लान लाए जा रहे हैं…',
  plansUnavailable: 'अभी प्लान उपलब्ध नहीं हैं। कृपया फिर कोशिश करें।',
  planTypes: 'प्लान के प्रकार',
  planTypesFor: '{operator} · {circle} · {number}',
  planCategories: 'प्लान की श्रेणियाँ',
  'category.FULLTT': 'फ़ुल टॉकटाइम',
  'category.DATA': 'डेटा',
  'category.TOPUP': 'टॉप-अप',
  'category.ROAMING': 'रोमिंग',
  'category.SMS': 'SMS',
  validity: 'वैधता',
  selectPlan: 'प्लान चुनें',
  selectPlanLabel: 'प्लान चुनें {price}, {validity}',
  noPlans: 'इस श्रेणी में कोई प्लान नहीं है।',
  planSummary: 'आपका प्लान',
  price: 'कीमत',
  description: 'विवरण',
  rechargeFor: '{number} का रिचार्ज · {operator}',
  rechargeNow: 'अभी रिचार्ज करें',

  dthHeading: 'अपना DTH रिचार्ज करें',
  dthIntro: 'अपने वॉलेट से DTH कनेक्शन रिचार्ज करें।',
  dthNumber: 'सब्सक्राइबर ID / मोबाइल नंबर',
  dthNumberPlaceholder: '10 अंकों का नंबर',
  dthNumberHint: '10 अंक, जैसा आपके DTH खाते में है।',
  proceedDth: 'DTH रिचार्ज करें',

  fastagHeading: 'फ़ास्टैग टॉप अप करें',
  fastagIntro: 'अपने वाहन का फ़ास्टैग टॉप अप करें। कम से कम ₹500।',
  fastagNumber: 'फ़ास्टैग नंबर',
  fastagNumberPlaceholder: 'जैसे MH12AB1234',
  fastagAmountPlaceholder: 'कम से कम ₹500',
  proceedFastag: 'फ़ास्टैग रिचार्ज करें',

  serviceProvider: 'सेवा प्रदाता',
  serviceNo: 'सेवा नंबर',
  serviceNoPlaceholder: 'जैसा आपके बिल पर छपा है',
  gasServiceNoPlaceholder: 'रजिस्टर्ड मोबाइल नंबर',
  customerMobile: 'मोबाइल नंबर',
  postpaidNumber: 'मोबाइल नंबर',
  fetchBill: 'बिल की राशि देखें',
  fetching: 'आपका बिल लाया जा रहा है…',
  'step.electricity.fetch': 'बिजली बिल देखें',
  'step.electricity.pay': 'बिजली बिल भरें',
  'step.gas.fetch': 'गैस बिल देखें',
  'step.gas.pay': 'भुगतान करें और गैस बुक करें',
  'step.postpaid.fetch': 'बिल देखें',
  'step.postpaid.pay': 'पोस्टपेड बिल भरें',
  'intro.electricity': 'अपना बिजली बोर्ड चुनें और बिल पर लिखा सेवा नंबर दर्ज करें।',
  'intro.gas': 'अपना गैस प्रदाता चुनें और रजिस्टर्ड मोबाइल नंबर दर्ज करें।',
  'intro.postpaid': 'ऑपरेटर चुनें और पोस्टपेड मोबाइल नंबर दर्ज करें।',
  stepOf: 'चरण {step} / 2',
  customerName: 'ग्राहक का नाम',
  serviceNumber: 'सेवा नंबर',
  billDate: 'बिल की तारीख',
  dueDate: 'देय तारीख',
  amountDue: 'राशि',
  payBill: 'बिल भरें',
  alreadyPaid: 'इस बिल का भुगतान हो चुका है।',
  payAttempted: 'इस बिल के भुगतान की कोशिश हो चुकी है। फिर से देखने के लिए रीसेट करें।',
  billPaid: 'बिल का भुगतान सफल रहा',

  pendingTitle: 'भुगतान प्रक्रिया में है',
  pendingNote: 'ऑपरेटर ने अभी पुष्टि नहीं की है। अगर भुगतान विफल हुआ, तो राशि अपने आप आपके वॉलेट में लौट आएगी।',
  orderId: 'ऑर्डर ID',
  number: 'नंबर',
  goHome: 'होम पर वापस जाएँ',
  balanceHistory: 'बैलेंस हिस्ट्री',
  newPayment: 'एक और भुगतान करें',
};

export const useRechargeT = defineMessages(en, hi);

/** The contract's messages (the spec's, verbatim) in Hindi. */
const serverHi: Record<string, string> = {
  [rechargeMessages.mobileNumberShort]: 'कृपया सही मोबाइल नंबर दर्ज करें।',
  [rechargeMessages.selectOperator]: 'कृपया ऑपरेटर चुनें।',
  [rechargeMessages.mobilePattern]: 'कृपया मान्य मोबाइल नंबर दर्ज करें।',
  [rechargeMessages.invalidFormMobile]: 'कृपया फ़ॉर्म सही-सही भरें।',
  [rechargeMessages.invalidPlanNumber]: 'कृपया मान्य मोबाइल नंबर दर्ज करें।',
  [rechargeMessages.invalidFormDth]: 'कृपया फ़ॉर्म सही-सही भरें',
  [rechargeMessages.manyInvalid]: 'कृपया सभी ज़रूरी जानकारी सही-सही भरें।',
  [rechargeMessages.vehicleNumber]: 'मान्य वाहन नंबर दर्ज करें।',
  [rechargeMessages.fastagMin]: 'राशि कम से कम ₹500 हो',
  [rechargeMessages.amountRequired]: 'राशि ज़रूरी है।',
  [rechargeMessages.amountMin]: 'राशि कम से कम ₹1 हो',
  [rechargeMessages.amountMax]: 'राशि ₹1,00,000 से ज़्यादा नहीं हो सकती।',
  [rechargeMessages.dthNumber]: '10 अंकों का मान्य नंबर दर्ज करें।',
  [rechargeMessages.selectBiller]: 'कृपया ऑपरेटर चुनें',
  [rechargeMessages.serviceNumber]: 'कृपया सेवा नंबर दर्ज करें',
  [rechargeMessages.customerMobile]: 'कृपया मोबाइल नंबर दर्ज करें',
  [rechargeMessages.customerMobileRequired]: 'मोबाइल नंबर ज़रूरी है',
  [rechargeMessages.fillFields]: 'कृपया सभी जानकारी सही-सही भरें।',
  [rechargeMessages.postpaidRequired]: 'मोबाइल नंबर ज़रूरी है।',
  [rechargeMessages.postpaidPattern]: 'कृपया मान्य मोबाइल नंबर दर्ज करें।',
  [rechargeMessages.payAccount]: 'कृपया खाता नंबर दर्ज करें।',
  [rechargeMessages.payOperator]: 'कृपया सेवा चुनें।',
  [rechargeMessages.billAmount]: 'आपके बिल की राशि मान्य नहीं है।',
  [rechargeMessages.billFetchError]: 'बिल लाने में त्रुटि',
  [rechargeMessages.insufficient]: 'वॉलेट में पर्याप्त बैलेंस नहीं है। कृपया अपने वॉलेट में पैसे जोड़ें।',
  'Enter a valid service number.': 'मान्य सेवा नंबर दर्ज करें।',
  'No bill is due for this service number.': 'इस सेवा नंबर पर कोई बिल बकाया नहीं है।',
  'Please fetch the bill before paying it.': 'भुगतान से पहले बिल देखें।',
  'This bill has already been paid.': 'इस बिल का भुगतान हो चुका है।',
  'A payment of this bill is already being processed.': 'इस बिल का एक भुगतान पहले से प्रक्रिया में है।',
  'Plans are unavailable right now. Please try again.': 'अभी प्लान उपलब्ध नहीं हैं। कृपया फिर कोशिश करें।',
  'Please select the circle.': 'कृपया सर्कल चुनें।',
};

/**
 * A message from the server or the contract in the reader's language: the recharge messages
 * here, anything else through the app's shared dictionary (tm).
 */
export function useRechargeMessage(): (message: string | undefined) => string {
  const { language, tm } = useI18n();
  return useCallback(
    (message) => {
      if (!message) return '';
      if (language !== 'hi') return message;
      return serverHi[message] ?? tm(message);
    },
    [language, tm],
  );
}
