/** Las palabras propias de la orden `pomona` en español (véase texts.ts). */
import type { CliTexts } from './texts.js';

export const es: CliTexts = {
  overview: (families, commandLines) => `pomona: jugar y comprobar juegos de cartas escritos en archivos .rules: ${families}.

Uso: pomona COMMAND [ARGS...]   (detalles: pomona help COMMAND o pomona COMMAND --help; versión: pomona --version)
Opción de toda orden: --lang LANG, el idioma de sus mensajes (por omisión, el de LANGUAGE,
LC_ALL, LC_MESSAGES o LANG; si no, en)

Órdenes:
${commandLines}
`,
  noSuchCommand: (name) => `pomona help: no hay ninguna orden '${name}'`,
  unknownCommand: (name) => `pomona: orden desconocida '${name}'`,
  internalError: (command, message) => `pomona ${command}: error interno: ${message}`,
  languageMissing: (languages) => `--lang necesita un idioma: ${languages}`,
  languageUnknown: (value, languages) => `idioma desconocido '${value}' para --lang: use ${languages}`,
  summaries: {
    check: 'comprobar archivos de reglas e imprimir sus problemas como diagnósticos FILE:LINE:COL',
    score: 'puntuar cartas ganadas o una disposición, con su derivación',
    replay: 'aplicar un escenario acción por acción y mostrar el resultado',
    simulate: 'jugadores de la computadora juegan muchas partidas: cuota de victorias y velocidad',
  },
  checkHelp: (f) => `Uso: pomona check [--json] [--lang LANG] FILE...

Comprueba archivos de reglas (.rules) y todo lo que extienden o incluyen: la sintaxis, nombres
desconocidos, repeticiones, el orden de rangos y palos, tablas de puntos con huecos, números de
jugadores que una tabla no cubre, errores de tipo en las expresiones, si se puede jugar con cada
número de jugadores (mazos suficientes, metas y manos de al menos 1) y los límites de recursos.
Tras un error de sintaxis la comprobación sigue leyendo desde la instrucción siguiente, así que
una sola ejecución informa de todos los errores de sintaxis de un archivo.

Cada problema se imprime como FILE:LINE:COL: error: MENSAJE, seguido de la línea y un signo ^
bajo el lugar; como mucho ${f.shownPerFile} problemas por archivo, y después cuántos más hay. Los archivos de
más de ${f.rulesMegabytes} MB no se leen. Un nombre que las reglas extienden o incluyen y que no está a su lado
se busca entre las reglas incluidas, como en una página web.

Opciones:
  --json   imprime {"files": [...], "diagnostics": [{"file", "line", "column", "end", "severity", "code", "message"}]}
           (neutral respecto al idioma: códigos estables, mensajes en inglés)
  --lang   el idioma de los mensajes: ${f.languages} (por omisión, el de LANGUAGE, LC_ALL,
           LC_MESSAGES o LANG; si no, en)

Estado de salida: 0 sin errores, 1 al menos un error, 2 error de uso.
`,
  scoreHelp: (usageLines, paragraphs) => `Uso: pomona score RULESET ARGS... [--explain] [--json]

Puntúa una posición terminada con las reglas de RULESET (un archivo .rules): imprime los puntos
de cada grupo que puntúa con su derivación a partir de las reglas, y el total.

Por familia:
${usageLines}

${paragraphs ? `${paragraphs}\n\n` : ''}Estado de salida: 0 puntuado, 1 reglas incorrectas, cartas incorrectas (desconocidas, repetidas,
más de las que tiene el mazo) o una disposición con una carta donde las reglas de su lote no la
admiten, 2 error de uso.
`,
  playerTypesHeading: "Tipos de jugador, por familia (todas ofrecen 'random'):",
  simulateHelp: (playerTypes, f) => `Uso: pomona simulate RULESET [--games N] [--seats TYPE,TYPE,...] [--seed S] [--jobs N] [--json]

Jugadores de la computadora juegan N partidas completas con las reglas de RULESET. La lista
--seats da un tipo de jugador por asiento (su longitud es el número de jugadores); la partida g
desplaza la lista g asientos a la izquierda, así que cada tipo juega en cada asiento igual de a menudo.

${playerTypes}

Opciones:
  --games N     número de partidas (por omisión 100)
  --seats LIST  tipos de jugador separados por comas, uno por asiento (por omisión: el menor
                número de jugadores que admiten las reglas, cada uno el jugador por omisión de la
                familia, como 'rules')
  --seed S      semilla de los repartos y de los jugadores (por omisión 1); la misma semilla da
                las mismas partidas
  --jobs N      jugar en N hilos de trabajo (por omisión 1; esta máquina tiene ${f.cores} núcleos): el
                reparto y los jugadores de cada partida salen de la semilla y del número de la
                partida, así que con cualquier N las cifras son las mismas, solo que antes
  --json        imprime un objeto JSON en lugar de texto (y ninguna línea de progreso)

Una ejecución que dura más de un segundo muestra su progreso en stderr: una barra en una
terminal y, si no, una línea cada pocos segundos. Los jugadores 'search' piensan un rato cada
jugada (segundos por partida): pruebe --games 4 con ellos antes de una ejecución larga.

Salida (el texto muestra las mismas cifras en palabras). El objeto JSON, para toda familia:
  { "ruleset", "family", "games", "seats": [tipos], "seed",
    "hands": manos (rondas) puntuadas, "actions": acciones aplicadas (el azar incluido),
    "seconds": tiempo jugando las partidas (sin el arranque ni la lectura de las reglas),
    "gamesPerSecond", "handsPerSecond", "actionsPerSecond", "meanHandsPerGame",
    "meanHandScore": puntos medios de un asiento en una mano,
    "winShare": {tipo: parte de partidas ganadas por asiento de ese tipo; lo justo = 1/jugadores},
    "wins": {tipo: partidas ganadas, una victoria compartida se reparte},
    "meanHandScoreByType": {tipo: puntos medios por asiento y mano} }

Estado de salida: 0 hecho, 1 reglas incorrectas o tipo de jugador desconocido, 2 error de uso.
`,
  replayHelp: (f) => `Uso: pomona replay RULESET FILE [--json]

Reproduce un escenario con las reglas de RULESET: cada acción se aplica en orden y se informa
como aceptada, con lo que causó (una baza ganada, una mano puntuada, el fin de
la partida...), o rechazada con su código y lo que significa (una acción rechazada no cambia
nada y la reproducción sigue). Los sucesos de azar que el escenario no da (el primer repartidor,
el reparto, la mezcla del montón) salen de su semilla y se muestran como "(azar)". Después, el
estado final: la fase, las cartas de cada jugador, las bazas, los puntos de cada mano por
grupos y los totales.

FILE es JSON: o bien un escenario:
  { "players": 4, "seed": 7, "options": {"winning_score": 500},
    "dealer": 0,                          (opcional: el primer repartidor, asientos desde 0)
    "hands": [["AS","KS",...], ...],      (opcional: el primer reparto, una lista por asiento)
    "actions": [ {"kind": "bid", "player": 1, "number": 2, "suit": "spades"},
                 {"kind": "pass", "player": 2},
                 {"kind": "give", "player": 1, "card": "7D"}, ... ] }
o bien una partida guardada ({"format": "pomona-game", "version", "family", "ruleset", "setup": {...},
"log": [...]}), como la guardan los elementos (<apples-table persist>) y como --json la imprime bajo
"save": una partida guardada de otra familia, de otras reglas o de otra versión se rechaza con el motivo.
FILE debe ser un archivo normal de como mucho ${f.jsonMegabytes} MB de JSON en UTF-8.
Tipos de acción en Apples: first-dealer, deal, bid, pass, give (una carta cada una), redeal,
target, play (véase docs/apples.md).

Opciones:
  --json   imprime {"ruleset", "family", "steps": [{"index", "action", "description",
           "accepted", "error": {"code", "message"}, "events": [{"kind", "text", ...}]}],
           "final": {...}, "save": la partida como partida guardada}

Estado de salida: 0 reproducido (aun con acciones rechazadas), 1 archivo o reglas ilegibles, 2 error de uso.
`,
  replay: {
    chance: '(azar)',
    accepted: 'aceptada',
    refused: (code, reason) => `rechazada (${code}): ${reason}`,
    meanings: {
      'bad-setup': 'el número de jugadores o la semilla no encajan con las reglas',
      'bad-option': 'una opción de la casa no existe o tiene un valor que no admite',
      'malformed-action': 'no es una acción de esta familia de juegos (forma incorrecta, tipo desconocido, número fuera de rango)',
      'game-over': 'la partida ha terminado; ya no se puede jugar nada',
      'wrong-phase': 'esa clase de acción no se hace en la fase actual',
      'not-your-turn': 'la partida no está esperando a ese jugador',
      'not-chance': 'se dio un suceso de azar cuando debe actuar un jugador',
      'bad-chance-outcome': 'un suceso de azar imposible en este estado (una carta repartida dos veces, un asiento que no existe)',
      'card-not-in-hand': 'el jugador no tiene esa carta',
    },
    scenario: {
      notObject: 'un escenario debe ser un objeto JSON',
      actionsList: '"actions" debe ser una lista',
      players: '"players" debe ser un número entero',
      seed: '"seed" debe ser un número o un texto',
      options: '"options" debe ser un objeto',
    },
    action: (index, problem) => `acción ${index}: ${problem}`,
    tooManyActions: (count, most) => `el registro tiene ${count} acciones; una repetición admite como máximo ${most}`,
    save: (problem, found, expected) => {
      switch (problem) {
        case 'version':
          return `la partida se guardó en la versión ${found}; este Pomona lee la versión ${expected}`;
        case 'family':
          return `la partida guardada es de otro tipo de juego (${found}, no ${expected})`;
        case 'ruleset':
          return `la partida se guardó con otras reglas («${found}», no «${expected}»)`;
        case 'incomplete':
          return 'a la partida guardada le falta la configuración o el registro de acciones, o están dañados';
        case 'action':
          return 'una acción de la partida guardada no se puede leer';
        default:
          return 'el archivo no es una partida guardada por Pomona';
      }
    },
  },
  run: {
    cannotLoadRules: (path) => `no se pueden cargar las reglas ${path}:`,
    noEngine: (family) => `la familia ${family} no tiene ningún motor registrado`,
    unknownPlayerType: (type, known) => `tipo de jugador desconocido '${type}' (${known})`,
    seatsNeeded: (ruleset, min, max, given) => `${ruleset} necesita ${min === max ? min : `de ${min} a ${max}`} asientos, no ${given}`,
    simulationHeading: (ruleset, games, seats, seed) => `${ruleset}: ${games} partidas, asientos ${seats} (rotando), semilla ${seed}`,
    winShareHeading: (fair) => `Cuota de victorias por asiento (lo justo: ${fair}) y puntuación media por mano:`,
    winShareLine: (share, wins, mean) => `${share.padStart(6)}  (${wins} victorias)  puntuación media por mano ${mean}`,
    handsLine: (hands, perGame, mean) => `Manos: ${hands} (${perGame} por partida); puntuación media por mano ${mean}`,
    throughputLine: (games, hands, actions, seconds) =>
      `Rendimiento: ${games} partidas/s, ${hands} manos/s, ${actions} acciones/s (${seconds} s)`,
    progress: (done, total, seconds, left) =>
      `${done} de ${total} partidas (${seconds} s${left === undefined ? '' : `, quedan unos ${left} s`})`,
  },
  derivation: {
    from: (sources) => `de ${sources.map((s) => `la línea ${s.line}${s.file === null ? '' : ` de ${s.file}`}: \`${s.text}\``).join(' y ')}`,
    breaks: (rule) => `incumple una regla de colocación: ${rule}`,
    total: (sum) => `Total: ${sum}`,
  },
  noneBroken: 'Reglas de colocación: cada carta está donde se permite.',
  positionHeadings: { cards: 'Cartas:', target: 'Objetivo:' },
  usage: {
    unknownOption: (option) => `opción desconocida '${option}'`,
    nameRulesFile: 'indique un archivo de reglas',
    nameRulesFileFirst: 'indique primero un archivo de reglas',
    nameAtLeastOneRulesFile: 'indique al menos un archivo de reglas',
    unexpectedArgument: (argument) => `argumento inesperado '${argument}'`,
    takesNoValue: (option) => `${option} no admite ningún valor`,
    needsValue: (option) => `${option} necesita un valor`,
    wholeNumberAtLeast: (option, least) => `${option} debe ser un número entero de al menos ${least}`,
    wholeNumberFromTo: (option, from, to) => `${option} debe ser un número entero de ${from} a ${to}`,
    seatsNeedList: '--seats necesita una lista, p. ej. --seats random,rules,search,rules',
    nameScenario: 'indique un archivo de reglas y un archivo de escenario',
    usageLine: (line) => `uso: ${line}`,
  },
};
