// The page of the online browser test: a plain page with one element that has a `server`, as an
// embedder writes it (the server's address comes in the page's query, `?server=ws://…`).
import '../../../components/apples-to-apples/embed.js';

const server = new URLSearchParams(location.search).get('server') ?? '';
const table = document.createElement('apples-to-apples');
table.setAttribute('server', server);
table.setAttribute('bot-delay', '0');
table.setAttribute('seats', 'you, random, random, random');
document.querySelector('#here')?.append(table);
