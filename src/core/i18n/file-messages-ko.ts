/** What Pomona says about reading a file, in Korean (see src/core/rules/file-messages.ts). */
import type { FILE_MESSAGES } from '../rules/file-messages.js';

export const messages: Readonly<Record<keyof typeof FILE_MESSAGES, string>> = {
  'too-large': '파일이 {size}MB입니다: Pomona는 {most}MB 이하의 파일만 읽습니다',
  'larger-than': '파일이 {most}MB보다 큽니다',
  'other-site': '규칙은 그 규칙이 있는 페이지와 같은 사이트의 파일만 가리킬 수 있습니다',
  'not-text': '텍스트 파일이 아닙니다',
  'not-rules': '규칙 파일은 .rules로 끝나는 파일입니다',
  'vocabulary-not-txt': '태그 어휘는 .txt 파일입니다',
  'not-a-ruleset': "'{file}'을(를) 규칙으로 읽을 수 없습니다: {reason}",
  'not-a-deck': "'{file}'을(를) 덱으로 읽을 수 없습니다: {reason}",
  'cannot-read': "'{file}'을(를) 읽을 수 없습니다",
  'cannot-read-ruleset': '규칙 "{file}"을(를) 읽을 수 없습니다',
  'deck-unusable': "덱 파일 '{file}'을(를) 쓸 수 없습니다: {reason}",
  'deck-unreadable': "덱 파일 '{file}'을(를) 읽을 수 없습니다",
  'vocabulary-unusable': "태그 어휘 '{file}'을(를) 쓸 수 없습니다: {reason}",
  'vocabulary-unreadable': "태그 어휘 '{file}'을(를) 읽을 수 없습니다[[path| ('{path}'에서 찾음)]]",
  'extends-twice': '규칙은 다른 규칙 하나만 확장(extends)할 수 있습니다',
  'extends-cycle': "'extends'가 빙글빙글 돕니다: {loop}",
  'extends-too-deep': '규칙은 서로 최대 {most}단계까지만 확장할 수 있습니다',
  'extends-missing': '이 규칙이 확장하는 규칙 "{file}"을(를) 찾을 수 없습니다 ({path}에서 찾음)[[guess| — "{guess}"을(를) 뜻했나요?]]',
  'cannot-extend': '"{file}"을(를) 확장할 수 없습니다: {reason}',
};
