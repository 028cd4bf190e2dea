/** What `pomona deck` says of itself: it stays out of the command's module, which the CLI imports only to run it. */

/** The one line of `pomona --help` for `pomona deck`. */
export const DECK_SUMMARY = 'check Apples to Apples deck files (duplicates, missing and unknown tags)';

/** The `--help` text of `pomona deck`. */
export const DECK_HELP = `Usage: pomona deck check [--json] FILE...

Check Apples to Apples deck files: every card line is TEXT | DETAIL | TAGS, no card appears
twice, every card has tags, and every tag is in the vocabulary the deck names with
'tags from "FILE"' (read relative to the deck file). A file without card lines or a 'kind'
line is checked as a tag vocabulary (one or more tags a line, # comments).

Problems are printed as FILE:LINE:COL: error: MESSAGE with the line and a caret, at most 100
a file. Files over 10 MB, and vocabularies that are not .txt files, are not read.

Options:
  --json   print one JSON object: each file's kind, card count and diagnostics

Exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage error.
`;
