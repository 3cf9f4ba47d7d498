/**
 * The back office's words in Hindi: content (see ../words.ts). The English
 * phrase is the key, exactly as the code writes it; "{name}" is a value put in.
 */
export const content = {} as const;
