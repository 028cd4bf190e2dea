/**
 * The trick players' checked reads of typed arrays: the ones the engines use
 * (src/core/cards/typed-reads.ts, where the reason for one function per kind of array is).
 */
export { byteAt, countAt } from '../../../core/cards/typed-reads.js';
