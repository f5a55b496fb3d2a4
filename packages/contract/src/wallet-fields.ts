/**
 * The offline top-up request's fields by their human names, for "Please fill the {field} field."
 * (no zod here: the web's wallet strings read it on screens that load no schema).
 */
export const OFFLINE_FIELD_LABELS: Record<string, string> = {
  paymentType: 'Payment Type',
  amount: 'Amount',
  company_bank_name: 'Company Bank',
  company_acc_number: 'Company Account Number',
  paymentDate: 'Date',
  userBank: 'User Bank',
  userAccNo: 'User Account Number',
  transactionNo: 'Transaction/UTR Number',
  remark: 'Remark',
  slipImage: 'Attachment',
};
