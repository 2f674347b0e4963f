package org.katakuti.app.bots.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.katakuti.app.bots.gomoku.GomokuTactics.answer;
import static org.katakuti.app.bots.gomoku.GomokuTactics.hasAnUnstoppableFour;
import static org.katakuti.app.bots.gomoku.GomokuTactics.position;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.katakuti.api.bot.Bot;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;

/** The normal and easy five-in-a-row bots: what each sees and misses, on both grids. */
class NormalAndEasyGomokuBotTest {

    private static final String SECOND_FACES_A_FOUR = "c5 b5 d5 h2 e5 h3 f5";
    private static final String SECOND_FACES_AN_OPEN_THREE = "d5 a1 e5 i1 f5";
    private static final String FIRST_HAS_A_FOUR = "c5 b5 d5 c7 e5 d7 f5 e7";

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void normalTakesAnImmediateWin(MnkGame game) {
        assertEquals(Move.parse("g5"), answer(new NormalBot(1), position(game, FIRST_HAS_A_FOUR)));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void normalBlocksAFour(MnkGame game) {
        for (long seed = 0; seed < 10; seed++) {
            assertEquals(Move.parse("g5"), answer(new NormalBot(seed), position(game, SECOND_FACES_A_FOUR)));
        }
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void normalBlocksAnOpenThree(MnkGame game) {
        MnkPosition position = position(game, SECOND_FACES_AN_OPEN_THREE);
        for (long seed = 0; seed < 10; seed++) {
            Move block = answer(new NormalBot(seed), position);
            assertFalse(hasAnUnstoppableFour(position.play(block), Seat.FIRST), "seed " + seed + ": " + block);
        }
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void easyAlwaysTakesAnImmediateWin(MnkGame game) {
        for (long seed = 0; seed < 10; seed++) {
            assertEquals(Move.parse("g5"), answer(new EasyBot(seed), position(game, FIRST_HAS_A_FOUR)));
        }
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void easySometimesMissesABlock(MnkGame game) {
        MnkPosition position = position(game, SECOND_FACES_A_FOUR);
        int blocks = 0;
        for (long seed = 0; seed < 100; seed++) {
            if (answer(new EasyBot(seed), position).equals(Move.parse("g5"))) {
                blocks++;
            }
        }
        assertTrue(blocks > 30 && blocks < 90, "easy blocked a four " + blocks + " times in 100");
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void easyPlaysNextToTheMarks(MnkGame game) {
        MnkPosition position = position(game, "e5 e6 f4");
        for (long seed = 0; seed < 20; seed++) {
            Point mark = answer(new EasyBot(seed), position).to();
            boolean touches = false;
            for (String square : new String[] {"e5", "e6", "f4"}) {
                Point other = Point.parse(square);
                touches |= Math.abs(other.column() - mark.column()) <= 1 && Math.abs(other.row() - mark.row()) <= 1;
            }
            assertTrue(touches, "seed " + seed + ": " + mark + " is away from the marks");
        }
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void sameSeedSameMove(MnkGame game) {
        MnkPosition position = position(game, "e5 e6 f4 d6 f6");
        for (long seed = 0; seed < 5; seed++) {
            assertEquals(answer(new NormalBot(seed), position), answer(new NormalBot(seed), position));
            assertEquals(answer(new EasyBot(seed), position), answer(new EasyBot(seed), position));
        }
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void normalAndEasyVaryWithTheSeed(MnkGame game) {
        MnkPosition position = position(game, "e5");
        Set<Move> normal = new HashSet<>();
        Set<Move> easy = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            normal.add(answer(new NormalBot(seed), position));
            easy.add(answer(new EasyBot(seed), position));
        }
        assertTrue(normal.size() >= 2, "normal always " + normal);
        assertTrue(easy.size() >= 2, "easy always " + easy);
    }
}
