/**
 * Why a JSON file a user names (a scenario, a saved game, a layout) is not read, in English: the
 * 'file' scope of file-messages.ts, in a module of its own that only the command line carries.
 * The other languages are in src/core/i18n/file-messages-<tag>.ts.
 */
import { scopedMessages } from './i18n/scoped-messages.js';

export const JSON_FILE_MESSAGES = {
  'cannot-read-named': 'cannot read {file}: {reason}',
  'no-such-file': 'there is no such file',
  'permission-denied': 'the file may not be read (permission denied)',
  'a-folder': 'this is a folder, not a file',
  'cannot-open': 'the file cannot be opened ({code})',
  'not-regular': 'this is not a regular file (a device, a pipe or a socket), so it is not read',
  'json-too-large': 'the file is {size} MB; Pomona reads JSON files of at most {most} MB',
  'json-grew': 'the file is larger than {most} MB; Pomona reads JSON files of at most {most} MB',
  'cannot-read-code': 'the file cannot be read ({code})',
  'json-too-deep': 'the JSON is nested more than {most} levels deep, which no Pomona file needs',
  'not-json': 'it is not valid JSON ({detail})',
  'no-files-here': 'files cannot be read here',
  'not-utf8': 'the file is not UTF-8 text (is it a binary file?)',
} as const;

export const jsonFileSays = scopedMessages('file', JSON_FILE_MESSAGES);
