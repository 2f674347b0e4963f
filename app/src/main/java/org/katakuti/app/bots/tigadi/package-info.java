/**
 * The built-in tigadi opponents, made by {@link org.katakuti.app.bots.tigadi.TigadiBots}.
 * They use only the {@code api} module, as a plugin would, and think on the
 * mutable {@link org.katakuti.api.rules.tigadi.TigadiBoard}:
 * <ul>
 *   <li>easy: a random legal move, taking a capture on offer about half the time;</li>
 *   <li>normal: looks two turns ahead counting gotis, so it never misses a capture
 *       and blocks a tigadi about to close, but does not plan;</li>
 *   <li>hard: iterative-deepening alpha-beta with a transposition table, judging
 *       open and running tigadis, mobility and gotis in hand, as deep as its
 *       deadline allows.</li>
 * </ul>
 */
package org.katakuti.app.bots.tigadi;
