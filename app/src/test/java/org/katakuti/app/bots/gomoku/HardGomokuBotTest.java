package org.katakuti.app.bots.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.katakuti.app.bots.gomoku.GomokuTactics.answer;
import static org.katakuti.app.bots.gomoku.GomokuTactics.cappedHard;
import static org.katakuti.app.bots.gomoku.GomokuTactics.hasAnUnstoppableFour;
import static org.katakuti.app.bots.gomoku.GomokuTactics.position;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;

/** The hard five-in-a-row bot's tactics, on the 9x9 and the 15x15 grid. */
class HardGomokuBotTest {

    /** First has c5-f5 (b5 blocked), second an open three on row 7; first to move. */
    private static final String FIRST_HAS_A_FOUR = "c5 b5 d5 c7 e5 d7 f5 e7";
    /** First has c5-f5 (b5 blocked); second to move, with nothing of its own. */
    private static final String SECOND_FACES_A_FOUR = "c5 b5 d5 h2 e5 h3 f5";
    /** First has an open three d5-f5; second to move. */
    private static final String SECOND_FACES_AN_OPEN_THREE = "d5 a1 e5 i1 f5";
    /** Second has c7-f7 (b7 blocked), first an open four on row 5; second to move. */
    private static final String BOTH_HAVE_FOURS = "c5 c7 d5 d7 e5 e7 b7 f7 f5";
    /** First has d4-f4 (c4 blocked) and g5 g6: g4 makes a four and an open three at once. */
    private static final String FIRST_HAS_A_FOUR_THREE = "d4 c4 e4 a9 f4 i9 g5 a1 g6 i1";
    /** First wins only by six fours in a row, starting d6 (found by search, checked by play below). */
    private static final String FIRST_HAS_A_LONG_VCF = "b4 e4 d4 g8 d5 h6 f8 c8 d8 g5 c3 h4";
    /** As FIRST_HAS_A_FOUR_THREE, but second has a9-d9: first must block e9 before attacking. */
    private static final String BOTH_ATTACK_SECOND_HAS_A_FOUR = "d4 c4 e4 a9 f4 b9 g5 c9 g6 d9";
    /** First has c5 d5 e5 and g5 h5: f5 makes six in a row. */
    private static final String FIRST_CAN_MAKE_SIX = "c5 b5 d5 i5 e5 a9 g5 i9 h5 a1";
    /** The same, second to move: it must stop the six. */
    private static final String SECOND_FACES_A_SIX = "c5 b5 d5 i5 e5 a9 g5 i9 h5";

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void hardTakesAnImmediateWin(MnkGame game) {
        MnkPosition position = position(game, FIRST_HAS_A_FOUR);
        assertEquals(Move.parse("g5"), answer(new HardBot(1, game), position));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void hardBlocksAFour(MnkGame game) {
        MnkPosition position = position(game, SECOND_FACES_A_FOUR);
        assertEquals(Move.parse("g5"), answer(new HardBot(1, game), position));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void hardBlocksAnOpenThree(MnkGame game) {
        MnkPosition position = position(game, SECOND_FACES_AN_OPEN_THREE);
        assertTrue(hasAnUnstoppableFour(position.play(Move.parse("a9")), Seat.FIRST), "the three is open");
        Move block = answer(cappedHard(1, game), position);
        assertFalse(hasAnUnstoppableFour(position.play(block), Seat.FIRST),
                "after " + block + " first can still make an open four");
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void hardPrefersWinningOverBlocking(MnkGame game) {
        MnkPosition position = position(game, BOTH_HAVE_FOURS);
        assertEquals(Move.parse("g7"), answer(new HardBot(1, game), position));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void hardFindsAFourThreeForcedWin(MnkGame game) {
        MnkPosition position = position(game, FIRST_HAS_A_FOUR_THREE);
        Bot hard = cappedHard(1, game);
        assertEquals(Move.parse("g4"), answer(hard, position));
        assertEquals("VCF found", hard.lastReport().note());
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void hardWinsByContinuousFoursVcf(MnkGame game) {
        Position position = position(game, FIRST_HAS_A_LONG_VCF);
        Bot hard = cappedHard(1, game);
        Bot defender = new NormalBot(1);
        int fours = 0;
        while (!position.isOver()) {
            boolean attacking = position.toMove() == Seat.FIRST;
            Move move = answer(attacking ? hard : defender, position);
            position = position.play(move);
            if (attacking && !position.isOver()) {
                fours++;
                assertEquals("VCF found", hard.lastReport().note(), "hard's move " + move);
                MnkPosition after = (MnkPosition) position;
                assertTrue(GomokuTactics.winningSquares(after.toBoard(), 1) >= 1, move + " is a four");
            }
        }
        assertEquals(Outcome.win(Seat.FIRST, Reason.LINE), position.outcome());
        assertTrue(fours >= 3, "a long forced win, not a short one: " + fours + " fours");
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void hardBlocksAFourBeforeStartingItsOwnForcedWin(MnkGame game) {
        MnkPosition position = position(game, BOTH_ATTACK_SECOND_HAS_A_FOUR);
        assertEquals(Move.parse("e9"), answer(new HardBot(1, game), position));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void sixInARowCountsAsWin(MnkGame game) {
        MnkPosition toWin = position(game, FIRST_CAN_MAKE_SIX);
        Move six = answer(new HardBot(1, game), toWin);
        assertEquals(Move.parse("f5"), six);
        assertEquals(Outcome.win(Seat.FIRST, Reason.LINE), toWin.play(six).outcome());

        MnkPosition toBlock = position(game, SECOND_FACES_A_SIX);
        assertEquals(Move.parse("f5"), answer(new HardBot(1, game), toBlock));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void sameSeedSameMove(MnkGame game) {
        MnkPosition position = position(game, "e5 e6 f4 d6 f6 f5 d7 d4");
        Move first = cappedHard(42, game).choose(position, Deadline.none());
        Move again = cappedHard(42, game).choose(position, Deadline.none());
        assertEquals(first, again);
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void hardVariesAmongEquallyGoodReplies(MnkGame game) {
        MnkPosition position = position(game, "e5");
        Set<Move> replies = new HashSet<>();
        for (long seed = 0; seed < 12; seed++) {
            replies.add(new HardBot(seed, game, 2, 20_000).choose(position, Deadline.none()));
        }
        assertTrue(replies.size() >= 2, "always " + replies);
    }
}
