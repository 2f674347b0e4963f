/**
 * The built-in five-in-a-row and gomoku opponents (freestyle: five or more in a
 * row), made by {@link org.katakuti.app.bots.gomoku.GomokuBots}. They use only the
 * {@code api} module, as a plugin would, and think on their own
 * {@link org.katakuti.app.bots.gomoku.ShapeBoard}, which keeps for every empty
 * square the shape (four, open three...) each player would make there:
 * <ul>
 *   <li>easy: marks next to the marks already down, fairly at random among the
 *       better squares; completes its own five but blocks a four only now and then;</li>
 *   <li>normal: sees the immediate threats (five, four, open three) and otherwise
 *       takes the square whose shapes are worth most, one move deep;</li>
 *   <li>hard: forced wins by fours (VCF) and by threes and fours (VCT) for both
 *       players, then a principal variation search with a transposition table,
 *       as deep as its deadline allows.</li>
 * </ul>
 */
package org.katakuti.app.bots.gomoku;
