/** What Pomona says about reading a file, in Spanish (see src/core/rules/file-messages.ts). */
import type { FILE_MESSAGES } from '../rules/file-messages.js';

export const messages: Readonly<Record<keyof typeof FILE_MESSAGES, string>> = {
  'too-large': 'el archivo ocupa {size} MB; Pomona lee archivos de como mucho {most} MB',
  'larger-than': 'el archivo ocupa más de {most} MB',
  'other-site': 'unas reglas solo pueden nombrar archivos del sitio de la página en la que están',
  'not-text': 'no es un archivo de texto',
  'not-rules': 'las reglas son archivos que terminan en .rules',
  'vocabulary-not-txt': 'un vocabulario de etiquetas es un archivo .txt',
  'not-a-ruleset': "'{file}' no se puede leer como reglas: {reason}",
  'not-a-deck': "'{file}' no se puede leer como baraja: {reason}",
  'cannot-read': "no se puede leer '{file}'",
  'cannot-read-ruleset': 'no se pueden leer las reglas "{file}"',
  'deck-unusable': "el archivo de baraja '{file}' no se puede usar: {reason}",
  'deck-unreadable': "no se puede leer el archivo de baraja '{file}'",
  'vocabulary-unusable': "el vocabulario de etiquetas '{file}' no se puede usar: {reason}",
  'vocabulary-unreadable': "no se puede leer el vocabulario de etiquetas '{file}'[[path| (se buscó '{path}')]]",
  'extends-twice': 'unas reglas amplían (extends) como mucho un solo conjunto de reglas',
  'extends-cycle': "'extends' da vueltas en círculo: {loop}",
  'extends-too-deep': 'las reglas pueden ampliarse unas a otras como mucho {most} niveles',
  'extends-missing': 'no se encuentran las reglas "{file}" que estas amplían (se buscó {path})[[guess| — ¿quería decir "{guess}"?]]',
  'cannot-extend': '"{file}" no se puede ampliar: {reason}',
};
