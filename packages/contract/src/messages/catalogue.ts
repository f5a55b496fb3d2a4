/**
 * The one catalogue of what Kosh says to a customer: a stable code → the English text. Where the
 * spec gives a string it is copied verbatim (typos included: the spec is the contract); the rest
 * are ours, written in the same voice. The server sends the code beside the text; the web shows
 * the code's text in the reader's language (apps/web/src/lib/i18n/server-messages.ts), never by
 * matching the English.
 *
 * A new message is one line here and one line per language in the web. `{name}` is a parameter,
 * filled from the `params` sent beside the code.
 *
 * Texts are unique per code, except where the spec itself says the same words for two different
 * rules (SHARED_TEXTS below lists them, and a test holds the list to the truth).
 */
export const catalogue = {
  // Generic answers: the HTTP layer's own refusals and the categories with nothing more specific.
  VALIDATION_FAILED: 'Please check the highlighted fields.',
  INVALID_VALUE: 'This value is not valid.',
  BODY_NOT_OBJECT: 'The request body must be a JSON object.',
  BODY_TOO_LARGE: 'The request is too large.',
  BODY_NOT_JSON: 'The request body is not valid JSON.',
  ADDRESS_TOO_LONG: 'The address is too long.',
  ADDRESS_INVALID: 'The address is not a valid URL.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  SEND_MULTIPART: 'Send this form as multipart/form-data.',
  UNAUTHENTICATED: 'Your session has expired. Please log in again.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  API_NOT_FOUND: 'No such API call.',
  RATE_LIMITED: 'Too many requests. Please slow down and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  NOTHING_TO_CHANGE: 'Nothing to change.',
  TEXT_TOO_LONG: 'At most {maximum} characters.',
  IDEMPOTENCY_KEY_INVALID: 'Idempotency-Key must be 8–128 letters, digits, - or _.',
  IDEMPOTENCY_KEY_FORMAT: 'Use 8–128 letters, digits, - or _.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different request.',
  IDEMPOTENCY_IN_PROGRESS: 'The first request with this Idempotency-Key is still being processed.',
  SIGNATURE_INVALID: 'Invalid {what} signature.',
  WEBHOOK_NOT_JSON: 'The {what} body is not JSON.',
  WEBHOOK_NOT_OBJECT: 'The {what} body must be a JSON object.',
  CALLBACK_INCOMPLETE: 'The callback names no clientRef or status.',
  TEXT_NUL: 'This text contains a NUL character (U+0000). Remove it and try again.',
  TEXT_LONE_SURROGATE:
    'This text contains a broken character (an unpaired UTF-16 surrogate). Type it again.',

  // Uploads
  FILE_FIELD_UNEXPECTED: 'Unexpected file field "{field}".',
  FIELD_TAKES_NO_FILE: 'This field does not take a file.',
  ONE_FILE_ONLY: 'Send one file only.',
  FORM_TOO_MANY_FIELDS: 'This form has too many fields.',
  FORM_UNREADABLE: 'The form could not be read. Please send it again.',
  FILE_TOO_LARGE: 'The file must be at most {size}.',
  IMAGE_TYPE: 'Please upload a JPEG, PNG or WebP image.',
  IMAGE_UNREADABLE: 'This image could not be read. Please try another.',
  IMAGE_TOO_LARGE: 'The image must be at most {size} MB.',

  // docs/product-1.md §5 — sign-up, login, forgot password
  PASSWORD_RULE:
    'Password must be at least 8 characters long and include an uppercase, a lowercase, number, and a special character.',
  LOGIN_FIELDS_INVALID: 'Please fill in the required fields correctly.',
  OTP_FORMAT: 'Enter a valid OTP.',
  MOBILE_REQUIRED: 'Mobile number is required',
  MOBILE_INVALID: 'Please enter a valid mobile number.',
  MOBILE_TEN_DIGITS: 'Mobile number must be exactly 10 digits',
  NAME_REQUIRED: 'Name is required',
  NAME_INVALID: 'Name must be 3 to 25 letters and spaces.',
  NAME_TOO_LONG: 'Name must be at most 60 characters.',
  EMAIL_REQUIRED: 'Email is required',
  EMAIL_INVALID: 'Enter a valid email address',
  EMAIL_TOO_LONG: 'Email must be at most 30 characters.',
  EMAIL_TOO_LONG_100: 'Email must be at most 100 characters.',
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters.',

  // docs/product-2.md §5, §8 — profile
  PROFILE_PASSWORD_RULE:
    'Password must be at least 8 characters long and contain uppercase, lowercase, numeric, and special characters.',
  PROFILE_LOAD_FAILED: 'Failed to fetch profile data.',
  PROFILE_UPDATED: 'Profile updated successfully.',
  PROFILE_NOTHING_TO_UPDATE: 'Choose a new profile image or enter a new password.',
  PROFILE_OLD_PASSWORD_REQUIRED: 'Enter your current password to set a new one.',
  PROFILE_OLD_PASSWORD_WRONG: 'Your current password is incorrect.',
  PROFILE_NEW_PASSWORD_REQUIRED: 'Enter the new password.',
  PROFILE_NEW_PASSWORD_SAME: 'The new password must be different from your current password.',
  PROFILE_NAME_LOCKED: 'Your name cannot be changed here. Contact support to correct it.',
  PROFILE_IMAGE_RULE: 'Please upload a JPEG, PNG or WebP image of at most 2 MB.',

  // docs/product-1.md §8 — OTP
  OTP_VERIFY_FAILED: 'OTP Verification Failed!',
  OTP_VERIFIED: 'OTP Verified Successfully!',

  // ours — accounts
  OTP_SENT: 'OTP sent to your mobile number. It is valid for 10 minutes.',
  /** `{attempts}` is the English noun for `{left}` ("attempt" or "attempts"). */
  OTP_INVALID: 'The OTP you entered is incorrect. {left} {attempts} left.',
  OTP_WRONG: 'The OTP you entered is incorrect.',
  OTP_EXPIRED: 'This OTP has expired. Please request a new one.',
  OTP_LOCKED: 'Too many wrong attempts. Please request a new OTP.',
  OTP_NOT_FOUND: 'No OTP is pending for this number. Please request a new one.',
  OTP_COOLDOWN: 'Please wait before requesting another OTP.',
  OTP_TOO_MANY_FOR_NUMBER: 'Too many OTP requests for this number. Please try again later.',
  OTP_TOO_MANY_FROM_DEVICE: 'Too many OTP requests. Please try again later.',
  MOBILE_ALREADY_REGISTERED: 'This mobile number is already registered. Please log in.',
  SIGN_UP_COMPLETE: 'Your account is ready. Welcome to Kosh!',
  LOGIN_SUCCESS: 'Logged in successfully.',
  INVALID_CREDENTIALS: 'Invalid mobile number or password.',
  LOGIN_THROTTLED: 'Too many login attempts. Please try again in a few minutes.',
  LOGIN_OTP_REQUIRED:
    'Too many wrong passwords were tried for this number. We have texted it an OTP: enter it with your password to log in.',
  FORGOT_PASSWORD_SENT:
    'If this number is registered with Kosh, a temporary password has been sent to it by SMS.',
  FORGOT_PASSWORD_THROTTLED: 'Too many requests. Please try again later.',
  LOGGED_OUT: 'You have been logged out.',
  LANGUAGE_INVALID: 'Choose English (en) or Hindi (hi).',
  LANGUAGE_SAVED: 'Your texts will come in this language.',
  PASSWORD_CHANGE_REQUIRED:
    'You logged in with a temporary password. Please choose a new password to continue.',
  PROVIDER_UNAVAILABLE: 'Our SMS partner is not responding. Please try again in a minute.',
  CUSTOMER_NOT_FOUND: 'Customer not found.',

  // Money (common/money.ts, wallet amounts)
  AMOUNT_NOT_A_NUMBER: 'Amount must be a number.',
  AMOUNT_NEGATIVE: 'Amount cannot be negative.',
  AMOUNT_OUT_OF_RANGE: 'Amount is out of range.',
  AMOUNT_TOO_PRECISE: 'Amount can have at most 2 decimal places.',
  AMOUNT_INVALID: 'Enter a valid amount.',
  AMOUNT_REQUIRED_TOPUP: 'Amount is required',
  AMOUNT_MIN_TOPUP: 'Enter an amount of at least ₹1',
  AMOUNT_TOO_LARGE: 'Amount is too large',
  CURRENCY_INR_ONLY: 'Only INR is supported.',
  RECEIPT_REQUIRED: 'Receipt is required',
  RECEIPT_TOO_LONG: 'Receipt must be at most 40 characters.',
  RAZORPAY_ORDER_ID_REQUIRED: 'razorpay_order_id is required',
  RAZORPAY_PAYMENT_ID_REQUIRED: 'razorpay_payment_id is required',
  RAZORPAY_SIGNATURE_REQUIRED: 'razorpay_signature is required',
  NO_WALLET: 'This account has no wallet.',
  ORDER_NOT_FOUND: 'Order not found.',
  ORDER_CREATE_FAILED: 'Error creating order! Please try again.',
  PAYMENT_VERIFY_FAILED: 'Payment verification failed.',
  PAYMENT_REFUND_DUE: 'This payment could not be added to your wallet and will be refunded.',
  PAYMENT_AMOUNT_MISMATCH: 'The amount does not match the order.',
  WALLET_UPDATED: 'Wallet updated successfully!',
  TOPUP_NOT_FOUND: 'Top-up not found.',
  TOPUP_NOT_AWAITING_REFUND: 'This top-up is not awaiting a refund: it is {status}.',
  TOPUP_REFUND_BUSY: 'A refund of this top-up is already under way. Check again in a minute.',
  TOPUP_REFUND_FAILED:
    'The payment gateway did not refund it ({reason}). The refund is still due and will be retried.',
  PAGE_INVALID: 'The page must be a whole number from 1.',
  PAGE_SIZE_INVALID: 'The page size must be a whole number from 1 to 100.',
  WALLET_LIMIT_MIN_KYC_BALANCE:
    'A minimum-KYC wallet can hold at most {max}. You can add up to {room} now, or complete your KYC to hold up to {fullMax}.',
  WALLET_LIMIT_BALANCE: 'Your wallet can hold at most {max}. You can add up to {room} now.',
  WALLET_LIMIT_MONTHLY:
    'A minimum-KYC wallet can be loaded with at most {max} a month. You can add up to {room} more this month, or complete your KYC.',
  WALLET_LIMIT_OFFLINE:
    'Bank and cash top-ups are limited to {max} a month. You can add up to {room} more this month this way.',

  // Wallet requests (docs/product-1.md §5 — offline top-up)
  WALLET_AMOUNT_OVER_LAKH: 'Amount should not exceed 1 lakh',
  WALLET_AMOUNT_RANGE: 'Enter the min amount 100 & max 1 lakh',
  WALLET_FILL_ALL: 'Please fill in all required fields.',
  WALLET_FILL_ONE: 'Please fill the {field} field.',
  WALLET_REQUEST_SUBMITTED: 'Wallet Request submitted successfully',
  WALLET_REQUEST_FAILED: 'Error submitting request.',
  NO_DATA: 'No data available',
  FETCH_FAILED: 'An error occurred while fetching data.',
  DATA_FETCHED: 'Data fetched successfully!',
  DUPLICATE_UTR: 'A request with this transaction number is already pending or approved.',
  PAYMENT_TYPE_REQUIRED: 'Choose a payment type.',
  PAYMENT_DATE_FORMAT: 'Enter the payment date as YYYY-MM-DD.',
  PAYMENT_DATE_FUTURE: 'The payment date cannot be in the future.',
  UTR_FORMAT: 'Enter the transaction/UTR number as shown by your bank (letters and digits).',
  COMPANY_BANK_UNKNOWN: 'Choose one of Kosh’s bank accounts from the list.',
  USER_BANK_UNKNOWN: 'Choose your bank from the list.',
  WALLET_STATUS_INVALID: 'Status must be Pending (0), Approved (1), Rejected (2) or All.',
  WALLET_REQUEST_NOT_FOUND: 'Request not found.',
  WALLET_REQUEST_DECIDED: 'This request was already {status}.',
  REMARK_REQUIRED: 'Give the customer a reason.',
  REMARK_TOO_SHORT: 'Give the customer a reason (at least 3 characters).',
  REMARK_TOO_LONG: 'At most 200 characters.',
  SLIP_TOO_LARGE: 'The slip must be at most 5 MB.',

  // Banks (admin lists the customer chooses from)
  BANK_DUPLICATE_ACCOUNT: 'Another company account already has this account number.',
  BANK_DUPLICATE_NAME: 'A bank with this name is already in the list.',
  COMPANY_BANK_NOT_FOUND: 'This company account no longer exists.',
  USER_BANK_NOT_FOUND: 'This bank is no longer in the list.',
  BANK_NAME_REQUIRED: 'Enter the bank’s name.',
  BANK_NAME_TOO_SHORT: 'The bank’s name must be at least 2 characters.',
  BANK_NAME_TOO_LONG: 'The bank’s name must be at most 100 characters.',
  BANK_ACCOUNT_REQUIRED: 'Enter the account number.',
  BANK_ACCOUNT_FORMAT: 'The account number must be 9 to 18 digits.',
  IFSC_INVALID: 'Enter the IFSC, or leave it empty.',
  IFSC_FORMAT:
    'Enter an IFSC of 11 characters like HDFC0000240 (the fifth is a zero), or leave it empty.',
  BRANCH_INVALID: 'Enter the branch, or leave it empty.',
  BRANCH_TOO_LONG: 'The branch must be at most 100 characters.',
  ACTIVE_BOOLEAN: 'active must be true or false.',

  // Dates
  DATE_FORMAT: 'Enter the date as dd-MM-yyyy.',
  DATE_INVALID: 'Enter a real date as dd-MM-yyyy.',
  DATE_RANGE: 'The from date must be on or before the to date.',

  // Recharges and bills (docs/product-1.md §5, docs/product-2.md §5)
  RECHARGE_MOBILE_SHORT: 'Please enter valid mobile no.',
  SELECT_OPERATOR: 'Please select operator.',
  SELECT_CIRCLE: 'Please select the circle.',
  RECHARGE_FORM_INVALID: 'Please Enter Valid Form.!!',
  PLAN_NUMBER_INVALID: 'Please enter valid mobile number.!!',
  DTH_FORM_INVALID: 'Please Enter Valid Form',
  FIELDS_INVALID: 'Please fill in all required fields correctly.',
  FIELD_INVALID: 'Please fill the {field} field correctly.',
  VEHICLE_NUMBER_INVALID: 'Enter a valid vehicle number.',
  FASTAG_AMOUNT_MIN: 'Amount must be at least ₹500',
  AMOUNT_REQUIRED: 'Amount is required.',
  AMOUNT_MIN: 'Amount must be at least ₹1',
  AMOUNT_MAX: 'Amount cannot exceed ₹1,00,000.',
  DTH_NUMBER_INVALID: 'Enter a valid 10-digit number.',
  SELECT_BILLER: 'Please select oprator',
  SERVICE_NUMBER_REQUIRED: 'Please select service number',
  SERVICE_NUMBER_INVALID: 'Enter a valid service number.',
  CUSTOMER_MOBILE: 'Please mobile number',
  CUSTOMER_MOBILE_REQUIRED: 'Mobile Number is required',
  BILL_FIELDS_INVALID: 'Please fill out the fields correctly.',
  POSTPAID_REQUIRED: 'Mobile Number is required.',
  POSTPAID_PATTERN: 'Please valid Mobile Number.',
  PAY_ACCOUNT_REQUIRED: 'Please enter account no.',
  PAY_SERVICE_REQUIRED: 'Please select service no.',
  BILL_AMOUNT_INVALID: 'Your bill amount is not valid.',
  BILL_FETCH_FAILED: 'Error fetching bill',
  SERVICE_LIST_FAILED: 'Error fetching service list',
  BILL_PAID: 'Bill paid successfully',
  PAYMENT_SUCCESS: 'Payment successfull!',
  DTH_SUCCESS: 'DTH recharged successfully',
  RECHARGE_SUCCESS: 'Recharge successful!',
  RECHARGE_PENDING: 'Your {what} is being processed. We will confirm it by SMS.',
  /** {reason}: the operator's own words when it gave any. */
  RECHARGE_REFUNDED: '{reason} {amount} has been refunded to your wallet.',
  TOO_LONG_50: 'Use at most 50 characters.',
  BILL_AMOUNT_MISMATCH: 'The amount does not match the bill due ({due}).',
  BILL_NOT_DUE: 'No bill is due for this service number.',
  BILL_FETCH_FIRST: 'Please fetch the bill before paying it.',
  BILL_ALREADY_PAID: 'This bill has already been paid.',
  BILL_PAYMENT_IN_PROGRESS: 'A payment of this bill is already being processed.',
  PLANS_UNAVAILABLE: 'Plans are unavailable right now. Please try again.',
  RECHARGE_NOT_FOUND: 'Recharge not found.',
  INSUFFICIENT_BALANCE: 'Insufficient wallet balance. Please add money to your wallet.',
  UNKNOWN_SERVICE_TYPE:
    'Unknown service type. Use 1 (mobile), 2 (DTH), 3 (postpaid), 5 (electricity), 6 (gas) or 10 (FASTag).',

  // Complaints (docs/product-1.md §5, §8)
  COMPLAINT_MESSAGE_REQUIRED: 'Please enter a complaint message.',
  COMPLAINT_SENT: 'Complaint submitted successfully',
  COMPLAINT_FAILED: 'Error submitting complaint',
  COMPLAINT_STATUS_FAILED: 'Error fetching complaint status',
  COMPLAINT_NONE: 'No complaint found for the given order Id!!.',
  COMPLAINT_ORDER_ID_REQUIRED: 'Enter the order id.',
  COMPLAINT_ONLY_ON_SUCCESS: 'A complaint can be raised only on a successful recharge.',
  COMPLAINT_ALREADY_RAISED: 'A complaint for this recharge has already been raised.',
  COMPLAINT_NOT_FOUND: 'Complaint not found.',
  COMPLAINT_ALREADY_RESOLVED: 'This complaint is already resolved.',
  COMPLAINT_ANSWER_REQUIRED: 'Write the answer to the customer.',

  // The company catalogue and the home page's banners (admin)
  COMPANY_CODE_REQUIRED: 'Enter the operator code.',
  COMPANY_CODE_FORMAT: 'The code is 2–32 capital letters, digits or _ (e.g. BESCOM).',
  COMPANY_NAME_REQUIRED: 'Enter the company name.',
  COMPANY_NAME_TOO_SHORT: 'The name must be at least 2 characters.',
  COMPANY_NAME_TOO_LONG: 'The name must be at most 80 characters.',
  SERVICE_NO_HINT_REQUIRED: 'Enter the service-number hint.',
  SERVICE_NO_HINT_TOO_SHORT: 'The service-number hint must be at least 2 characters.',
  SERVICE_NO_HINT_TOO_LONG: 'The service-number hint must be at most 60 characters.',
  OPTION1_TOO_LONG: 'Option 1 must be at most 40 characters.',
  OPTION1_PLACEHOLDER_TOO_LONG: 'The option 1 placeholder must be at most 60 characters.',
  OPTION2_TOO_LONG: 'Option 2 must be at most 40 characters.',
  OPTION2_PLACEHOLDER_TOO_LONG: 'The option 2 placeholder must be at most 60 characters.',
  SORT_ORDER_WHOLE: 'The sort order must be a whole number.',
  SORT_ORDER_MIN: 'The sort order must be 0 or more.',
  SORT_ORDER_MAX: 'The sort order must be at most 9999.',
  COMPANY_CODE_IMMUTABLE: 'The code cannot be changed once the company exists.',
  COMPANY_CATEGORY_IMMUTABLE: 'The category cannot be changed once the company exists.',
  UNKNOWN_COMPANY: 'Unknown company.',
  COMPANY_NOT_FOUND: 'This company is not in the catalogue.',
  BILLER_NOT_FOUND: 'This biller is not in the catalogue.',
  BILLER_CATEGORY_NOT_FOUND: 'This bill category is not in the catalogue.',
  BILL_PARAM_UNKNOWN: 'This biller does not ask for {name}.',
  BILL_PARAM_REQUIRED: 'Enter the {label}.',
  BILL_PARAM_LENGTH: 'The {label} must be {min} to {max} characters.',
  BILL_PARAM_LENGTH_EXACT: 'The {label} must be {max} characters.',
  BILL_PARAM_FORMAT: 'Enter a valid {label}.',
  BILL_PARAMS_INVALID: 'Check the details you entered.',
  BILLER_NOT_FETCHABLE: 'This biller has no bill to fetch: pay it directly.',
  BILLER_NOT_VALIDATABLE: 'This biller does not check accounts before payment.',
  BILL_ACCOUNT_NOT_FOUND: 'The biller found no account with these details.',
  BILL_NONE_DUE: 'No bill is due for this account.',
  BILL_FETCH_PENDING: 'The biller is still looking for your bill. Try again in a minute.',
  BILL_AMOUNT_AT_LEAST_DUE: 'Pay at least the amount due, {due}.',
  BILL_AMOUNT_AT_MOST_DUE: 'Pay at most the amount due, {due}.',
  BILL_AMOUNT_BELOW_MIN: 'This biller takes at least {min}.',
  BILL_AMOUNT_ABOVE_MAX: 'This biller takes at most {max}.',
  BILL_FETCH_NOT_FOUND: 'This bill could not be found. Fetch it again.',
  BILL_FETCH_EXPIRED: 'This bill was fetched more than a day ago. Fetch it again.',
  BILL_PAYMENT_NOT_FOUND: 'No bill payment has this id.',
  TRANSFER_NEEDS_FULL_KYC:
    'Sending money needs full KYC. Complete your KYC (PAN, bank and Aadhaar) to send money.',
  TRANSFER_LIMIT_MONTHLY:
    'This is over your monthly sending limit of {max}. You can send {room} more this month.',
  BBPS_COMPLAINT_TYPE_INVALID: 'Choose what went wrong with the payment.',
  BBPS_COMPLAINT_TOO_LONG: 'Describe it in at most 500 characters.',
  BBPS_COMPLAINT_NOT_ALLOWED: 'A complaint can be raised only on a bill paid successfully.',
  BBPS_COMPLAINT_NOT_FOUND: 'No complaint has this id.',
  BBPS_COMPLAINT_UNAVAILABLE:
    'Bharat BillPay could not take the complaint right now. Try again shortly.',
  SEARCH_TEXT_TOO_LONG: 'Search with at most 60 characters.',
  SEARCH_TEXT_INVALID: 'Search with letters, digits and signs only.',
  BILLER_ICON_INVALID: 'The icon must be a lowercase icon name like zap or droplet, or empty.',
  BILLER_CATALOGUE_UNAVAILABLE: 'The biller catalogue could not be fetched. Try again shortly.',
  COMPANY_CODE_TAKEN: 'A company with the code {code} already exists.',
  COMPANY_CODE_IN_CATALOGUE: 'This code is already in the catalogue.',
  OPTION1_LABEL_FIRST: 'Give option 1 a label before its placeholder.',
  OPTION2_LABEL_FIRST: 'Give option 2 a label before its placeholder.',
  OPTION1_BEFORE_OPTION2: 'Fill option 1 before option 2.',
  UNKNOWN_BANNER: 'Unknown banner.',
  BANNER_NOT_FOUND: 'This banner no longer exists.',
  BANNER_LIST_CHANGED: 'The list of images changed meanwhile. Reload and try again.',
  LOGO_REQUIRED: 'Choose a logo to upload.',
  BANNER_IMAGE_REQUIRED: 'Choose an image to upload.',
  BANNER_LINK_TOO_LONG: 'The link must be at most 300 characters.',
  BANNER_LINK_FORMAT: 'The link must be a Kosh path like /mobile-recharge or an https:// address.',
  BANNER_ALT_REQUIRED: 'Describe the image for people who cannot see it.',
  BANNER_ALT_TOO_SHORT: 'Describe the image in at least 3 characters.',
  BANNER_ALT_TOO_LONG: 'The description must be at most 150 characters.',
  BANNER_LANGUAGE_INVALID:
    'The language must be en (English), hi (Hindi), or empty for every language.',

  // KYC (docs/product-1.md §5, §8; the formats of common/kyc-formats.ts)
  KYC_NAME_REQUIRED: 'Enter User Name.!!',
  KYC_ADDRESS_REQUIRED: 'Enter Address.!!',
  KYC_STATE_REQUIRED: 'Select State.!!',
  KYC_DISTRICT_REQUIRED: 'Select Distinct.!!',
  KYC_MOBILE_REQUIRED: 'Please Enter Mobile Number.!!',
  KYC_MOBILE_INVALID: 'Invalid Mobile Number.!!',
  KYC_PINCODE_REQUIRED: 'Please Enter Pincode.!!',
  KYC_PINCODE_INVALID: 'Invalid Pincode.!!',
  KYC_PINCODE_UNKNOWN: 'We could not find this pincode. Please check it.',
  KYC_EMAIL_INVALID: 'Enter a valid email address of at most 30 characters.',
  KYC_CITY_TOO_LONG: 'The city must be at most 50 characters.',
  KYC_PAN_REQUIRED: 'Please Enter PAN No.!!',
  KYC_PAN_INVALID: 'Invalid PAN No.!!',
  KYC_AADHAAR_REQUIRED: 'Please Enter Aadhar No.!!',
  KYC_AADHAAR_INVALID: 'Invalid Aadhar No.!!',
  KYC_ACCOUNT_REQUIRED: 'Please Enter Account No.!!',
  KYC_ACCOUNT_INVALID: 'Invalid Account No.!! It must be 9 to 18 digits.',
  KYC_IFSC_REQUIRED: 'Please Enter IFSC Code.!!',
  KYC_IFSC_INVALID: 'Invalid IFSC Code.!! It looks like SBIN0001234.',
  KYC_IFSC_UNKNOWN: 'We could not find this IFSC. Please check it.',
  KYC_BANK_NAME_REQUIRED: 'Please Enter Bank Name.!!',
  KYC_BRANCH_REQUIRED: 'Please Enter Branch.!!',
  KYC_ACCOUNT_TYPE_REQUIRED: 'Please Select Account Type.!!',
  KYC_PAN_IMAGE_REQUIRED: 'Please upload a photo of your PAN card.',
  KYC_BANK_IMAGE_REQUIRED: 'Please upload a photo of your passbook or a cancelled cheque.',
  KYC_AADHAAR_FRONT_REQUIRED: 'Please upload the front of your Aadhaar card.',
  KYC_AADHAAR_BACK_REQUIRED: 'Please upload the back of your Aadhaar card.',
  KYC_REFERENCE_NOT_FOUND: 'This Aadhaar verification was not found. Please start again.',
  KYC_PERSONAL_SUBMITTED: 'Personal details submitted successfully!!',
  KYC_PAN_SUBMITTED: 'Pan details submitted successfully!',
  KYC_AADHAAR_SUBMITTED: 'Aadhaar detail submitted successfully',
  KYC_BANK_SUBMITTED: 'Bank detail updated successfully!',
  KYC_PERSONAL_ERROR: 'There was an error submitting the personal details!!.',
  KYC_PAN_ERROR: 'Error updating pan details!!',
  KYC_BANK_ERROR: 'Error updating the bank details:',
  KYC_FORM_ERROR: 'There was an error submitting the form.',
  KYC_AADHAAR_OTP_SENT: 'We have sent an OTP to the mobile number linked with this Aadhaar.',
  KYC_AADHAAR_OTP_INVALID: 'The OTP is not correct. {triesLeft} tries left.',
  KYC_AADHAAR_OTP_EXPIRED: 'This OTP has expired or was tried too often. Please ask for a new one.',
  KYC_NAME_MISMATCH_REVIEW:
    'The name on this document does not match your name. We will review it and let you know.',
  KYC_PAN_NOT_FOUND: 'No PAN was found with this number. Please check it.',
  KYC_ACCOUNT_NOT_FOUND: 'No bank account was found with this number and IFSC. Please check them.',
  KYC_AADHAAR_NOT_FOUND: 'No Aadhaar was found with this number. Please check it.',
  KYC_PROVIDER_UNAVAILABLE:
    'Verification is not available right now. Nothing was saved; please try again in a few minutes, or use Offline KYC.',
  KYC_ALREADY_APPROVED: 'This section is already approved.',
  KYC_PAN_IN_USE:
    'This PAN is already verified on another Kosh account. One PAN can complete KYC on one account only.',
  KYC_AADHAAR_IN_USE:
    'This Aadhaar is already verified on another Kosh account. One Aadhaar can complete KYC on one account only.',
  KYC_BANK_IN_USE:
    'This bank account is already verified on another Kosh account. Please use an account in your own name.',
  KYC_OVERRIDE_REQUIRED:
    'This document is already approved for customer {customer}. Approve it only as an override, with a reason.',
  KYC_OVERRIDE_REASON: 'Write why you approve it anyway: 3 to 200 characters, kept in the history.',
  KYC_IDENTITY_TAKEN:
    'This document was just approved for another customer. Look at the warning and decide again.',
  KYC_NOT_PENDING: 'This section is not waiting for review.',
  KYC_FILE_NOT_FOUND: 'This document image was not found.',
  KYC_CUSTOMER_NOT_FOUND: 'This customer was not found.',
  KYC_STATUS_FULL: 'Your KYC is complete: your wallet can hold up to ₹2,00,000.',
  KYC_STATUS_MIN: 'Complete your KYC to hold up to ₹2,00,000 in your wallet.',
  KYC_REASON_REQUIRED: 'Write a reason of 3 to 200 characters; the customer will see it.',
  KYC_APPROVED: 'Approved.',
  KYC_REJECTED: 'Rejected. The customer has been told why.',
  // The texts a customer gets by SMS (English: the DLT templates are registered in English).

  // Hotels (docs/product-2.md §5, §8; the spec's words verbatim where it gives them)
  HOTEL_SEARCH_FAILED: 'Search failed',
  HOTEL_MAX_GUESTS: 'Maximum 12 guests',
  HOTEL_DESTINATION_REQUIRED: 'Enter a destination.',
  HOTEL_DESTINATION_SHORT: 'Type at least 3 characters of a city, area or hotel.',
  HOTEL_DESTINATION_LONG: 'At most 100 characters.',
  HOTEL_DESTINATION_PICK: 'Choose a destination from the list.',
  HOTEL_LOCATION_UNKNOWN: 'We do not know this destination. Choose one from the list.',
  HOTEL_CHECKIN_REQUIRED: 'Choose a check-in date.',
  HOTEL_CHECKOUT_REQUIRED: 'Choose a check-out date.',
  HOTEL_DATE_INVALID: 'Enter a real date (yyyy-MM-dd).',
  HOTEL_CHECKIN_MIN: 'Check-in can be from tomorrow.',
  HOTEL_CHECKIN_TOO_FAR: 'Check-in can be at most 365 days ahead.',
  HOTEL_CHECKOUT_AFTER: 'Check-out must be after check-in.',
  HOTEL_STAY_TOO_LONG: 'A stay can be at most 30 nights.',
  HOTEL_ROOMS_MIN: 'Add at least one room.',
  HOTEL_ADULTS_MIN: 'Each room needs at least 1 adult.',
  HOTEL_CHILD_AGE: 'Choose an age from 0 to 17 for each child.',
  HOTEL_NATIONALITY: 'Hotel booking is open to Indian nationals (IN) only.',
  HOTEL_FILTER_INVALID: 'This filter is not valid.',
  HOTEL_SORT_INVALID: 'Sort by finalRate (asc) or rating (desc), or send none for Featured.',
  HOTEL_ID_INVALID: 'This hotel id is not valid.',
  HOTEL_TRACE_REQUIRED: 'Start with a hotel search: its traceId is missing.',
  HOTEL_SESSION_EXPIRED: 'Your session has expired. Please start your hotel search again.',
  HOTEL_NOT_FOUND: 'No valid hotel data found.',
  HOTEL_LOAD_FAILED: 'Failed to load hotel data',
  HOTEL_SUPPLIER_ERROR:
    'This hotel cannot be priced right now. Please try another hotel, or this one again later.',
  HOTEL_SUPPLIER_UNAVAILABLE:
    'Hotel search is not available right now. Please try again in a few minutes.',
  HOTEL_ID_MISSING: 'Missing hotel ID in context and route.',
  HOTEL_ROOM_DATA_MISSING: 'Required room or booking data missing',
  HOTEL_ITINERARY_CODE_MISSING: 'Itinerary code not found',
  HOTEL_MAP_UNAVAILABLE: 'Map not available',
  HOTEL_RATING_EXCELLENT: 'EXCELLENT',
  HOTEL_RATING_VERY_GOOD: 'VERY GOOD',
  HOTEL_RATING_GOOD: 'GOOD',
  HOTEL_RATING_AVERAGE: 'AVERAGE',
  HOTEL_REFUNDABLE: '100% Refund',
  HOTEL_NON_REFUNDABLE: 'Non Refundable',

  // Hotels II: room, traveller, fare, booking (docs/product-2.md §2, §5, §8; Kosh's own past MAKE PAYMENT)
  HOTEL_RATE_UNKNOWN: 'This rate is no longer offered. Choose a room again.',
  HOTEL_ROOM_UNKNOWN: 'Room info not found',
  HOTEL_SESSION_MISSING: 'Session expired or missing data',
  HOTEL_POLICIES_FAILED: 'Error fetching policies',
  HOTEL_FILL_REQUIRED: 'Fill all required fields',
  HOTEL_BOOKING_FAILED: 'Booking failed',
  HOTEL_SESSION_TIMEOUT: 'Session expired, start again',
  HOTEL_ALLOCATED: 'Booked successfully!',
  HOTEL_PROMO_APPLIED: 'Promo code {code} applied.',
  HOTEL_PROMO_REMOVED: 'Promo code removed.',
  HOTEL_PROMO_UNKNOWN: 'We do not know this promo code. Check it and try again.',
  HOTEL_PROMO_EXPIRED: 'The promo code {code} expired on {date}.',
  HOTEL_PROMO_SUMMER_DATES: 'SUMMER15 is for check-ins from 1 April to 30 June.',
  HOTEL_PROMO_WEEKEND: 'WEEKEND5 is for stays that include a Friday or Saturday night.',
  HOTEL_PROMO_HOTEL10: '10% off on hotel bookings',
  HOTEL_PROMO_SUMMER15: '15% off on summer destinations',
  HOTEL_PROMO_WEEKEND5: '5% off on weekend stays',
  HOTEL_PROMO_MONSOON20: '20% off on monsoon getaways',
  HOTEL_TITLE_REQUIRED: 'Choose a title: Mr, Mrs or Ms.',
  HOTEL_FIRST_NAME_REQUIRED: 'Enter the first name.',
  HOTEL_LAST_NAME_REQUIRED: 'Enter the last name.',
  HOTEL_GUEST_NAME_INVALID: 'Use letters, spaces, dots, apostrophes or hyphens (at most 50).',
  HOTEL_CONTACT_REQUIRED: 'Enter a contact number.',
  HOTEL_EMAIL_REQUIRED: 'Enter an email address.',
  HOTEL_EMAIL_INVALID: 'Enter a valid email address.',
  HOTEL_ISD_CODE: 'Contact numbers must be Indian (+91).',
  HOTEL_PAN_INVALID: 'Enter a PAN like ABCPE1234F.',
  HOTEL_PAN_REQUIRED: 'This rate needs the lead guest’s PAN.',
  HOTEL_PASSPORT_INVALID: 'Enter a passport number of 6 to 9 capital letters and digits.',
  HOTEL_PASSPORT_REQUIRED: 'This rate needs the lead guest’s passport number.',
  HOTEL_PASSPORT_EXPIRY_REQUIRED: 'Enter the passport’s expiry date.',
  HOTEL_PASSPORT_EXPIRED: 'The passport must be valid after check-out.',
  HOTEL_LEAD_GUEST_REQUIRED: 'Add the lead guest.',
  HOTEL_SPECIAL_REQUESTS_LONG: 'Special requests can be at most 500 characters.',
  HOTEL_TRAVELLERS_MISSING: 'Add the traveller details before paying.',
  HOTEL_PAYMENT_METHOD: 'Choose a payment method.',
  HOTEL_EXPECTED_TOTAL: 'Send the total you were shown (expectedTotal).',
  HOTEL_PRICE_CHANGED:
    'The price of this stay has changed from {previous} to {total}. Check the new fare and pay again.',
  HOTEL_EXPECTED_REFUND: 'Send the refund you were shown (expectedRefund).',
  HOTEL_REFUND_CHANGED: 'Cancelling now refunds {refund}. Check it and confirm again.',
  HOTEL_BOOKING_NOT_FOUND: 'We could not find this booking.',
  HOTEL_BOOKING_SCOPE: 'Choose upcoming or past.',
  HOTEL_BOOKING_CONFIRMED: 'Your booking is confirmed.',
  HOTEL_BOOKING_PENDING: 'The hotel has not confirmed yet. We will text you as soon as it does.',
  HOTEL_BOOKING_REFUSED:
    'The hotel could not confirm this booking. {amount} is on its way back to you.',
  HOTEL_BOOKING_AWAITING_PAYMENT: 'Complete the payment to book.',
  HOTEL_BOOKING_IN_PROGRESS: 'This stay is already being booked. Open My Bookings to see it.',
  HOTEL_NOT_CANCELLABLE: 'This booking can no longer be cancelled.',
  HOTEL_BOOKING_CANCELLED: 'Your booking is cancelled. {amount} will be refunded.',
  HOTEL_PAYMENT_NOT_CAPTURED:
    'We have not received this payment yet. If money left your account, your booking will be made as soon as it arrives.',
  HOTEL_LOGIN_TO_PAY: 'Log in to pay. Your booking details are kept.',
  HOTEL_LEAD_GUEST_FIRST: 'The first guest is the lead guest, and only one guest can be.',
  HOTEL_GUESTS_OVER_STAY: 'This stay is for {guests} guests. Add at most that many.',

  // Support tickets (docs/product-2.md §5, §8)
  TICKET_CATEGORY_REQUIRED: 'Please choose a category.',
  TICKET_CATEGORY_UNKNOWN: 'This category is not available. Please choose another.',
  TICKET_RECEIVER_UNSET: 'ReceiverId is not set. Please select a valid category.',
  TICKET_SUBJECT_REQUIRED: 'Subject is required.',
  TICKET_SUBJECT_TOO_LONG: 'The subject must be at most 150 characters.',
  TICKET_MESSAGE_REQUIRED: 'Please enter a message to send.',
  TICKET_MESSAGE_TOO_LONG: 'The message must be at most 5,000 characters.',
  TICKET_ATTACHMENT_TYPE: 'Attach a JPEG, PNG or WebP image, or a PDF.',
  TICKET_ATTACHMENT_UNREADABLE: 'This file could not be read. Please attach another.',
  PDF_ACTIVE_CONTENT:
    'This PDF carries scripts, actions or embedded files ({what}). Please attach a plain PDF or an image.',
  PDF_UNCHECKABLE:
    'This PDF has parts that cannot be checked (encrypted or packed). Please attach a plain PDF or an image.',
  TICKET_NOT_FOUND: 'No such ticket.',
  TICKET_ATTACHMENT_NOT_FOUND: 'No such attachment.',
  TICKET_OPEN_FLAG: 'isOpen must be true or false.',
  TICKET_DATE_FORMAT: 'Enter the date as yyyy-MM-dd.',
  TICKET_CREATED: 'Your ticket #{Mid} is raised. We will reply here and text you.',
  TICKET_REPLY_SENT: 'Message sent.',
  TICKET_REOPENED_BY_REPLY: 'Message sent. The ticket is open again.',
  TICKET_STATUS_UPDATED: 'Message status updated successfully!',
  TICKET_ASSIGNED: 'Ticket #{Mid} is assigned to {name}.',
  TICKET_UNASSIGNED: 'Ticket #{Mid} is unassigned.',
  TICKET_ASSIGNEE_UNKNOWN: 'No such admin.',
  TICKET_CATEGORY_NAME_REQUIRED: 'The category name must be at least 2 characters.',
  TICKET_CATEGORY_NAME_TOO_LONG: 'The category name must be at most 60 characters.',
  TICKET_CATEGORY_NAME_TAKEN: 'A category with this name already exists.',
  TICKET_CATEGORY_NAME_HI_TOO_SHORT:
    'The name in Hindi must be at least 2 characters, or left empty.',
  TICKET_CATEGORY_NAME_HI_TOO_LONG: 'The name in Hindi must be at most 60 characters.',
  TICKET_CATEGORY_NOT_FOUND: 'No such category.',
  TICKET_CATEGORY_SAVED: 'Category saved.',

  // Contact form (docs/product-2.md)
  MESSAGE_REQUIRED: 'Message is required',
  MESSAGE_TOO_LONG: 'Message must be at most 2,000 characters.',
  CONTACT_THANKS: 'Thank you for writing to us. Our team will reply within 2 working days.',

  // Recents and saved billers (docs/recents.md)
  RECENT_NOT_FOUND: 'This saved item no longer exists.',
  RECENT_NAME_TOO_LONG: 'The name must be at most 40 characters.',
  RECENT_NAME_INVALID: 'The name cannot contain line breaks or control characters.',
  // Bill reminders
  REMINDERS_ENABLED_FLAG: 'enabled must be true or false.',
  REMINDER_WINDOW_DAYS: 'Choose a reminder window of 1 to 7 days.',
  // Receipts (docs/receipts.md)
  RECEIPT_NOT_FOUND: 'No receipt found for this id.',
  RECEIPT_NOT_READY: 'This payment is not complete yet. Its receipt will be ready once it settles.',
  RECEIPT_ID_INVALID: 'This is not a receipt id.',
  // Add Money by UPI: a failed attempt at the gateway's checkout, by why it failed
  UPI_PAYMENT_DECLINED: 'The payment was declined on your UPI app.',
  UPI_PAYMENT_TIMED_OUT: 'The UPI request expired before it was approved.',
  // Inbox and the back office's notices
  INBOX_ENTRY_NOT_FOUND: 'This message was not found.',
  NOTICE_TITLE_REQUIRED: 'Title is required.',
  NOTICE_TITLE_TOO_LONG: 'The title must be at most 80 characters.',
  NOTICE_BODY_REQUIRED: 'Message is required.',
  NOTICE_BODY_TOO_LONG: 'The message must be at most 300 characters.',
  NOTICE_SENT: 'Notice sent to {recipients} customer(s).',
  // Payment PIN and authorisations (docs/payment-pin.md)
  PIN_FORMAT: 'Enter 4 digits.',
  PIN_TOO_SIMPLE: 'Choose a PIN that is not one digit repeated or a run like 1234.',
  PIN_IS_MOBILE: 'Your PIN cannot be the last four digits of your mobile number.',
  PIN_MISMATCH: 'The two PINs do not match.',
  PIN_SET: 'Your Kosh PIN is set.',
  PIN_CHANGED: 'Your Kosh PIN is changed.',
  PIN_OLD_REQUIRED: 'Enter your current PIN to change it.',
  PIN_NOT_SET: 'Set your Kosh PIN first.',
  PIN_WRONG: 'Wrong PIN. Tries left: {left}.',
  PAYMENT_PIN_LOCKED: 'Too many wrong PINs. Payments are locked until {until}.',
  PAYMENT_PAYEE_REQUIRED: 'Say who is paid.',
  PAYMENT_AUTHORISED: 'Payment confirmed.',
  PAYMENT_AUTHORISATION_REQUIRED: 'Confirm this payment with your Kosh PIN.',
  PAYMENT_AUTHORISATION_INVALID: 'This confirmation does not match this payment. Confirm it again.',
  PAYMENT_AUTHORISATION_EXPIRED: 'This confirmation has expired. Confirm the payment again.',
  PIN_LOCK_REASON_REQUIRED: 'Say why the lock is cleared (at least 3 characters).',
  PIN_LOCK_REASON_TOO_LONG: 'The reason must be at most 300 characters.',
  PIN_LOCK_CLEARED: 'The payment lock is cleared.',
  PIN_RESET_OTP_SENT: 'We texted an OTP to your mobile number. It is valid for 10 minutes.',
  PIN_PASSWORD_WRONG: 'Your password is wrong.',
  PIN_RESET_DONE: 'Your new Kosh PIN is set.',
  // Passkeys (docs/passkeys.md)
  PAYMENT_AUTH_ONE_WAY: 'Confirm with your PIN or a passkey, not both.',
  PASSKEY_INVALID: 'Your passkey could not be checked. Try again, or use your PIN.',
  PASSKEY_EXPIRED: 'This passkey request has expired. Try again.',
  PASSKEY_NONE: 'You have no passkey yet. Use your PIN.',
  PASSKEY_NOT_FOUND: 'This passkey is not on your account.',
  PASSKEY_ALREADY_ADDED: 'This passkey is already on your account.',
  PASSKEY_LIMIT: 'You can have at most {max} passkeys. Remove one to add another.',
  PASSKEY_NAME_REQUIRED: 'Give the passkey a name, such as My phone.',
  PASSKEY_NAME_TOO_LONG: 'A passkey’s name must be at most 40 characters.',
  PASSKEY_ADDED: 'Passkey added. You can use it to confirm payments.',
  PASSKEY_RENAMED: 'Passkey renamed.',
  PASSKEY_REMOVED: 'Passkey removed.',
} as const;

export type MessageCode = keyof typeof catalogue;

export const MESSAGE_CODES = Object.keys(catalogue) as [MessageCode, ...MessageCode[]];

/**
 * Codes that deliberately share their English with another code: the spec says the same words
 * for two different rules, and the web may translate them apart.
 */
export const SHARED_TEXTS: readonly MessageCode[][] = [];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(catalogue, value);
}

export type MessageParams = Record<string, string | number>;

/** `{name}` placeholders filled from `params`; one left unfilled stays as written. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

/** The English text of a code, as the spec writes it. */
export function messageText(code: MessageCode, params?: MessageParams): string {
  return formatMessage(catalogue[code], params);
}

/**
 * A zod issue message that is a code, so that a typo fails the type-check: the API turns the code
 * into `{ field, code, message }`, the web shows the code's text in the reader's language.
 * `.min(1, issue('AMOUNT_REQUIRED'))`, `text({ error: issue('NAME_REQUIRED') })`.
 */
export function issue<C extends MessageCode>(code: C): C {
  return code;
}
