// Folders whose diner texts are not in the catalogues yet: scripts/check-texts.mjs skips their
// files (a folder covers its own files, not its subfolders). Strike a line out once its texts come
// from messages/en.ts and every language has them.

/** Paths under the repository root, one per line so that each part is struck out on its own. */
export const pendingTexts = [];
