import { rulesPlayerSpeed } from '/work/wt-sim/bench/rules-player.js';
console.log(await rulesPlayerSpeed(Number(process.argv[2] ?? 5), Number(process.argv[3] ?? 200)));
