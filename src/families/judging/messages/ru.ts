/** The judging (Apples to Apples) family's own messages in Russian (see en.ts). */
import type { JUDGING_MESSAGES } from './en.js';
import type { JUDGING_FACTS } from './facts.js';

export const messages: Readonly<Record<keyof typeof JUDGING_MESSAGES | keyof typeof JUDGING_FACTS, string>> = {
  'needs-goal': 'игре с судьёй нужна цель: goal green cards by players { 4: 8 | ... }',
  'needs-hand': 'игре с судьёй нужен размер руки: hand 7 red cards',
  'needs-judge': 'игре с судьёй нужен судья: judge from seed, passes left',
  'needs-placing': 'игре с судьёй нужны правила выкладки: placing { players 6..10: each plays 1, ... }',
  'needs-deck': 'игре с судьёй нужна колода {deck}: deck {deck} from "decks/{deck}.cards"',
  'deck-file-twice': "'{file}' указан для колоды {deck} дважды",
  'not-deck-file': "'{file}' — не файл колоды: файлы колод оканчиваются на .cards",
  'wrong-deck': "в '{file}' карты {kind}, а он указан для колоды {deck}",
  'card-twice': "карта '{card}' повторяется (есть и в {earlier})",
  'green-or-red': "в игре с судьёй есть колода 'green' и колода 'red', а не '{name}'",
  'hand-not-red': "на руках красные карты (red), а не '{name}'",
  'placing-overlap': 'для {players} игроков есть два правила выкладки (второе в строке {line})',
  'placing-conflict': 'правило выкладки не может одновременно возвращать последнюю карту и оценивать только первые карты',
  'placing-gap': 'правила выкладки не охватывают число игроков {uncovered}, а игра рассчитана на {min}..{max}',
  'goal-not-green': "цель считает выигранные зелёные карты (green), а не '{name}'",
  'green-empty': 'в зелёной колоде нет карт',
  'hand-empty': 'на руке должна быть хотя бы 1 карта, а здесь {hand} {setting}',
  'red-too-few': 'игрокам ({players}) с руками по {hand} карт нужно не меньше {need} красных карт, а в красной колоде {has}',
  'place-range': 'каждый игрок должен выкладывать от 1 до {hand} карт, меньшее число первым, а здесь {min}..{max} {setting}',
  'first-judged': 'оцениваться должна хотя бы первая выложенная карта, а здесь {first} {setting}',
  'goal-positive': 'цель должна быть не меньше 1 зелёной карты, а здесь {wins} {setting}',
  'green-too-few':
    'игрокам ({players}), играющим до {wins} зелёных карт, нужно не меньше {need} зелёных карт ({players} × {less} + 1), а в зелёной колоде {has}',
  'fact-goal': 'зелёных карт для победы',
  'fact-hand': 'красных карт на руке',
  'fact-green-deck': 'зелёная колода',
  'fact-red-deck': 'красная колода',
  'fact-judge': 'судейство переходит',
  'fact-placing': 'красных карт выкладывается при {players} игроках',
  'fact-placing-value': 'от {min} до {max}[[returns|, последняя выложенная возвращается]]',
};
