// The back office's answers carry both flags (`result` and `success`): its pages read either.

/** A list (or one record) the back office asked for. */
export const listed = <T>(data: T) => ({ result: true as const, success: true as const, data });

/** What a change saved, with the words the back office shows for it. */
export const saved = <T>(message: string, data: T) => ({
  result: true as const,
  success: true as const,
  message,
  data,
});
