// The page of the online browser tests: a plain page with one game element that has a `server`,
// as an embedder writes it. The query names the server (`?server=ws://…`), and may name the game
// and its seats at this screen (`&game=orchard-board&seats=you,rules`).
import '../../../components/apples-to-apples/embed.js';
import '../../../components/orchard-board/embed.js';
import '../../../components/apples-table/embed.js';

const query = new URLSearchParams(location.search);
const table = document.createElement(query.get('game') ?? 'apples-to-apples');
table.setAttribute('server', query.get('server') ?? '');
table.setAttribute('bot-delay', '0');
table.setAttribute('seats', query.get('seats') ?? 'you, random, random, random');
document.querySelector('#here')?.append(table);
