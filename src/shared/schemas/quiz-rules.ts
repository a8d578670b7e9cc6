/** A module quiz's rules, shared by the server that enforces them and the player that shows them. */

export const QUIZ_PASS_PERCENT = 70;
/** After a failed attempt, the next may start this many seconds later. */
export const QUIZ_RETRY_SECONDS = 60;
