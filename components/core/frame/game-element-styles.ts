/** The styles of the frame around every game element's table: header, prompt, score area. */
import { css } from 'lit';

/** The frame of the table, the same in every game element. */
export const gameElementStyles = css`
  .table {
    background: var(--_pomona-felt);
    color: var(--_pomona-felt-ink);
    border-radius: var(--_pomona-radius);
    padding: 0.6rem;
    display: flex;
    flex-direction: column;
    gap: 0.6rem;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  .prompt {
    margin: 0;
    font-weight: 600;
    flex: 1 1 12rem;
  }
  /* "How to play" sits below the table, where it takes no room from the cards. */
  .how-to-play-area {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.4rem;
  }
  .how-to-play-area > .panel {
    align-self: stretch;
  }
  /* On a phone the header is two short lines: the name with the button, then the prompt. */
  @container (max-width: 520px) {
    .table {
      padding: 0.4rem;
      gap: 0.4rem;
    }
    .head {
      gap: 0.2rem 0.6rem;
    }
    /* The name takes what the buttons leave on their line, wrapping if it must. */
    h2 {
      font-size: 1rem;
      flex: 1 1 6rem;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .controls {
      display: flex;
      gap: 0.3rem;
    }
    .prompt {
      order: 3;
      flex: 1 1 100%;
      font-size: 0.95rem;
    }
    .controls button {
      padding: 0.2em 0.5em;
      font-size: 0.9rem;
    }
  }
  .score-area {
    margin-top: 0.6rem;
    /* A long game's score table scrolls inside its panel, never the page sideways. */
    max-width: 100%;
    overflow-x: auto;
  }
`;
