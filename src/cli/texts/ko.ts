/** `pomona` 명령이 스스로 하는 말, 한국어 (texts.ts 참고). */
import type { CliTexts } from './texts.js';

export const ko: CliTexts = {
  overview: (families, commandLines) => `pomona: .rules 파일로 쓴 카드 게임을 하고 검사합니다: ${families}.

사용법: pomona COMMAND [ARGS...]   (자세한 설명은 pomona help COMMAND 또는 pomona COMMAND --help; 버전은 pomona --version)
모든 명령의 옵션: --lang LANG, 메시지의 언어 (기본값: LANGUAGE, LC_ALL, LC_MESSAGES 또는
LANG에서, 없으면 en)

명령:
${commandLines}
`,
  noSuchCommand: (name) => `pomona help: '${name}' 명령은 없습니다`,
  unknownCommand: (name) => `pomona: 알 수 없는 명령 '${name}'`,
  internalError: (command, message) => `pomona ${command}: 내부 오류: ${message}`,
  languageMissing: (languages) => `--lang 뒤에 언어를 쓰세요: ${languages}`,
  languageUnknown: (value, languages) => `--lang의 '${value}'은(는) 알 수 없는 언어입니다: ${languages} 중 하나를 쓰세요`,
  summaries: {
    check: '규칙 파일을 검사하고 문제를 FILE:LINE:COL 진단으로 출력합니다',
    score: '딴 카드나 배치의 점수를 유도 과정과 함께 계산합니다',
    replay: '시나리오를 행동 하나씩 적용하고 결과를 보여 줍니다',
    simulate: '컴퓨터 플레이어가 여러 판을 둡니다: 승률과 속도',
  },
  checkHelp: (f) => `사용법: pomona check [--json] [--lang LANG] FILE...

규칙 파일(.rules)과 그 파일이 확장하거나 포함하는 모든 파일을 검사합니다: 문법, 알 수 없는
이름, 중복, 랭크와 무늬의 순서, 빈칸이 있는 점수표, 표가 다루지 않는 인원수, 식의 자료형
오류, 모든 인원수로 게임을 할 수 있는지(덱이 충분한지, 목표와 손패가 1 이상인지), 자원
한도. 문법 오류 뒤에는 다음 문장부터 다시 읽으므로, 한 번 실행하면 파일의 모든 문법 오류가
보고됩니다.

문제마다 FILE:LINE:COL: 오류: 메시지 형식으로 출력하고, 그 줄과 캐럿을 보여 줍니다. 파일 하나에
최대 ${f.shownPerFile}개까지 보여 주고, 나머지는 개수만 알려 줍니다. ${f.rulesMegabytes} MB가 넘는 파일은 읽지 않습니다.
규칙 파일이 확장하거나 포함하는 이름이 같은 폴더에 없으면, 웹 페이지에서처럼 함께 제공되는
규칙 파일에서 찾습니다.

옵션:
  --json   {"files": [...], "diagnostics": [{"file", "line", "column", "end", "severity", "code", "message"}]} 출력
           (언어 중립: 고정된 코드, 메시지는 영어)
  --lang   메시지의 언어: ${f.languages} (기본값: LANGUAGE, LC_ALL, LC_MESSAGES 또는
           LANG에서, 없으면 en)

종료 상태: 0 오류 없음, 1 오류가 하나 이상, 2 사용법 오류.
`,
  scoreHelp: (usageLines, paragraphs) => `사용법: pomona score RULESET ARGS... [--explain] [--json]

RULESET(.rules 파일)의 규칙으로 끝난 상황의 점수를 계산하고, 점수 묶음마다 규칙에서 나온
유도 과정과 점수, 그리고 합계를 출력합니다.

게임 종류별:
${usageLines}

${paragraphs ? `${paragraphs}\n\n` : ''}종료 상태: 0 계산함, 1 잘못된 규칙, 잘못된 카드(알 수 없거나, 겹치거나, 덱보다 많음) 또는
묶음의 규칙이 허락하지 않는 자리에 카드가 있는 배치, 2 사용법 오류.
`,
  playerTypesHeading: "플레이어 종류, 게임 종류별 (모든 게임에 'random'이 있습니다):",
  simulateHelp: (playerTypes, f) => `사용법: pomona simulate RULESET [--games N] [--seats TYPE,TYPE,...] [--seed S] [--jobs N] [--json]

컴퓨터 플레이어가 RULESET의 규칙으로 N판을 끝까지 둡니다. --seats 목록은 자리마다 플레이어
종류를 하나씩 줍니다(목록의 길이가 인원수입니다). g번째 판은 목록을 왼쪽으로 g자리 옮기므로,
모든 종류가 모든 자리에 같은 횟수만큼 앉습니다.

${playerTypes}

옵션:
  --games N     판 수 (기본값 100)
  --seats LIST  쉼표로 나눈 플레이어 종류, 자리마다 하나 (기본값: 규칙이 허락하는 가장 적은
                인원, 각 자리는 그 게임의 기본 플레이어, 예를 들어 'rules')
  --seed S      카드 돌리기와 플레이어의 시드 (기본값 1); 같은 시드는 같은 게임을 만듭니다
  --jobs N      작업 스레드 N개로 둡니다 (기본값 1; 이 컴퓨터의 코어는 ${f.cores}개): 판마다 카드와
                플레이어가 시드와 판 번호에서 나오므로, N이 얼마든 결과는 같고 더 빨리 나올 뿐입니다
  --json        글 대신 JSON 객체 하나를 출력합니다 (진행 줄도 없습니다)

1초가 넘게 걸리는 실행은 stderr에 진행 상황을 보여 줍니다: 터미널에서는 막대로, 아니면 몇 초마다
한 줄씩. 'search' 플레이어는 수마다 한참 생각합니다(판마다 몇 초): 오래 돌리기 전에 --games 4로
먼저 해 보세요.

출력 (글은 같은 수치를 말로 보여 줍니다). 모든 게임에 공통인 JSON 객체:
  { "ruleset", "family", "games", "seats": [종류], "seed",
    "hands": 점수를 매긴 판(라운드) 수, "actions": 적용한 행동 수 (우연 포함),
    "seconds": 게임을 둔 시간 (시작과 규칙 읽기는 빼고),
    "gamesPerSecond", "handsPerSecond", "actionsPerSecond", "meanHandsPerGame",
    "meanHandScore": 한 자리가 한 판에서 얻은 평균 점수,
    "winShare": {종류: 그 종류의 자리 하나가 이긴 판의 비율; 공평한 값 = 1/인원수},
    "wins": {종류: 이긴 판 수, 공동 승리는 나눔},
    "meanHandScoreByType": {종류: 자리 하나가 한 판에서 얻은 평균 점수} }

종료 상태: 0 완료, 1 잘못된 규칙이나 알 수 없는 플레이어 종류, 2 사용법 오류.
`,
  replayHelp: (f) => `사용법: pomona replay RULESET FILE [--json]

RULESET의 규칙으로 시나리오를 다시 둡니다: 행동마다 차례로 적용하고, 받아들여졌으면 무엇을
일으켰는지(트릭을 땀, 판의 점수, 게임 끝…), 거절되었으면 오류 코드와 그 뜻을
알려 줍니다(거절된 행동은 아무것도 바꾸지 않고 다시 두기는 계속됩니다). 시나리오에 없는 우연한
일(첫 딜러, 카드 돌리기, 더미 섞기)은 시드에서 뽑아 "(무작위)"로 보여 줍니다. 그다음 마지막
상태: 단계, 모든 플레이어의 카드, 트릭, 판마다 묶음별 점수, 합계.

FILE은 JSON으로, 시나리오이거나:
  { "players": 4, "seed": 7, "options": {"winning_score": 500},
    "dealer": 0,                          (선택: 첫 딜러, 자리는 0부터)
    "hands": [["AS","KS",...], ...],      (선택: 첫 카드 돌리기, 자리마다 목록 하나)
    "actions": [ {"kind": "bid", "player": 1, "number": 2, "suit": "spades"},
                 {"kind": "pass", "player": 2},
                 {"kind": "give", "player": 1, "card": "7D"}, ... ] }
저장한 게임입니다({"format": "pomona-game", "version", "family", "ruleset", "setup": {...},
"log": [...]}). 요소가 저장하는 것(<apples-table persist>)과 --json이 "save" 아래에 출력하는
것이 이 형식입니다. 다른 게임 종류, 다른 규칙, 다른 버전의 저장은 이유와 함께 거절됩니다.
FILE은 ${f.jsonMegabytes} MB 이하의 UTF-8 JSON인 일반 파일이어야 합니다.
Apples의 행동 종류: first-dealer, deal, bid, pass, give (카드 한 장씩), redeal,
target, play (docs/apples.md 참고).

옵션:
  --json   {"ruleset", "family", "steps": [{"index", "action", "description",
           "accepted", "error": {"code", "message"}, "events": [{"kind", "text", ...}]}],
           "final": {...}, "save": 저장한 게임 형식의 게임} 출력

종료 상태: 0 다시 둠 (거절된 행동이 있어도), 1 읽을 수 없는 파일이나 규칙, 2 사용법 오류.
`,
  replay: {
    chance: '(무작위)',
    accepted: '받아들여짐',
    refused: (code, reason) => `거절됨 (${code}): ${reason}`,
    meanings: {
      'bad-setup': '플레이어 수나 시드가 규칙에 맞지 않습니다',
      'bad-option': '하우스 룰 옵션이 없거나, 그 옵션이 받지 않는 값입니다',
      'malformed-action': '이 게임 계열의 행동이 아닙니다 (모양이 틀리거나, 모르는 종류이거나, 범위를 벗어난 수)',
      'game-over': '게임이 끝났습니다. 더는 아무것도 할 수 없습니다',
      'wrong-phase': '지금 단계에서는 그런 행동을 하지 않습니다',
      'not-your-turn': '게임이 그 플레이어를 기다리고 있지 않습니다',
      'not-chance': '플레이어가 할 차례에 무작위 사건이 주어졌습니다',
      'bad-chance-outcome': '지금 상태에서 나올 수 없는 무작위 사건입니다 (두 번 나눈 카드, 없는 자리)',
      'card-not-in-hand': '그 플레이어는 그 카드를 들고 있지 않습니다',
    },
    scenario: {
      notObject: '시나리오는 JSON 객체여야 합니다',
      actionsList: '"actions"는 목록이어야 합니다',
      players: '"players"는 정수여야 합니다',
      seed: '"seed"는 수나 텍스트여야 합니다',
      options: '"options"는 객체여야 합니다',
    },
    action: (index, problem) => `행동 ${index}: ${problem}`,
    tooManyActions: (count, most) => `기록에 행동이 ${count}개 있습니다. 재생은 최대 ${most}개까지 받습니다`,
    save: (problem, found, expected) => {
      switch (problem) {
        case 'version':
          return `저장된 게임의 버전은 ${found}입니다. 이 Pomona는 버전 ${expected}을(를) 읽습니다`;
        case 'family':
          return `다른 종류의 게임을 저장한 것입니다 (${expected}이(가) 아니라 ${found})`;
        case 'ruleset':
          return `다른 규칙으로 저장한 게임입니다 ("${expected}"이(가) 아니라 "${found}")`;
        case 'incomplete':
          return '저장된 게임에 설정이나 행동 기록이 없거나 망가졌습니다';
        case 'action':
          return '저장된 게임의 행동 가운데 읽을 수 없는 것이 있습니다';
        default:
          return '이 파일은 Pomona가 저장한 게임이 아닙니다';
      }
    },
  },
  run: {
    cannotLoadRules: (path) => `규칙 ${path}을(를) 불러올 수 없습니다:`,
    noEngine: (family) => `${family} 게임 종류에는 등록된 엔진이 없습니다`,
    unknownPlayerType: (type, known) => `알 수 없는 플레이어 종류 '${type}' (${known})`,
    seatsNeeded: (ruleset, min, max, given) =>
      `${ruleset}에는 자리가 ${min === max ? `${min}개` : `${min}개부터 ${max}개까지`} 필요합니다. ${given}개가 아닙니다`,
    simulationHeading: (ruleset, games, seats, seed) => `${ruleset}: ${games}판, 자리 ${seats} (돌아가며), 시드 ${seed}`,
    winShareHeading: (fair) => `자리 하나의 승률 (공평한 값 ${fair})과 한 판의 평균 점수:`,
    winShareLine: (share, wins, mean) => `${share.padStart(6)}  (${wins}승)  한 판의 평균 점수 ${mean}`,
    handsLine: (hands, perGame, mean) => `판: ${hands} (게임마다 ${perGame}); 한 판의 평균 점수 ${mean}`,
    throughputLine: (games, hands, actions, seconds) => `처리량: 초당 게임 ${games}, 초당 판 ${hands}, 초당 행동 ${actions} (${seconds}초)`,
    progress: (done, total, seconds, left) =>
      `게임 ${total}판 중 ${done}판 (${seconds}초${left === undefined ? '' : `, 약 ${left}초 남음`})`,
  },
  derivation: {
    from: (sources) => `출처: ${sources.map((s) => `${s.file === null ? '' : `${s.file}의 `}${s.line}행: \`${s.text}\``).join(', ')}`,
    breaks: (rule) => `놓기 규칙 위반: ${rule}`,
    total: (sum) => `합계: ${sum}`,
  },
  noneBroken: '놓기 규칙: 모든 카드가 놓인 자리에 놓일 수 있습니다.',
  positionHeadings: { cards: '카드:', target: '목표 카드:' },
  usage: {
    unknownOption: (option) => `알 수 없는 옵션 '${option}'`,
    nameRulesFile: '규칙 파일을 하나 쓰세요',
    nameRulesFileFirst: '먼저 규칙 파일을 쓰세요',
    nameAtLeastOneRulesFile: '규칙 파일을 하나 이상 쓰세요',
    unexpectedArgument: (argument) => `뜻밖의 인수 '${argument}'`,
    takesNoValue: (option) => `${option}에는 값을 쓰지 않습니다`,
    needsValue: (option) => `${option}에는 값이 필요합니다`,
    wholeNumberAtLeast: (option, least) => `${option}은(는) ${least} 이상의 정수여야 합니다`,
    wholeNumberFromTo: (option, from, to) => `${option}은(는) ${from}부터 ${to}까지의 정수여야 합니다`,
    seatsNeedList: '--seats에는 목록이 필요합니다. 예: --seats random,rules,search,rules',
    nameScenario: '규칙 파일과 시나리오 파일을 쓰세요',
    usageLine: (line) => `사용법: ${line}`,
  },
};
