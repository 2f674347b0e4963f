package org.katakuti.api.rules.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.IllegalMoveException;
import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.MoveListException;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/** The m,n,k section of RULES.md, rule by rule. */
class MnkRulesTest {

    private static MnkPosition play(MnkGame game, String moves) {
        MnkPosition position = game.start();
        for (String move : moves.trim().split(" +")) {
            assertFalse(position.isOver(), "the game ended before " + move + ": " + position);
            position = position.play(move);
        }
        return position;
    }

    private static Set<Line> lines(String... lines) {
        Set<Line> set = new HashSet<>();
        for (String line : lines) {
            String[] ends = line.split("-");
            set.add(new Line(Point.parse(ends[0]), Point.parse(ends[1])));
        }
        return set;
    }

    private static void assertWin(Seat winner, MnkPosition position, String... struck) {
        assertEquals(Outcome.win(winner, Reason.LINE), position.outcome(), position.toString());
        assertEquals(lines(struck), new HashSet<>(position.struckLines()), "struck lines");
        assertEquals(struck.length, position.struckLines().size(), "each line struck once");
        assertNull(position.toMove(), "nobody moves once the game is over");
    }

    private static String messageOf(MnkPosition position, String move) {
        return assertThrows(IllegalMoveException.class, () -> position.play(move)).getMessage();
    }

    // Rule 1: the first seat marks first; seats alternate; one empty square a turn; no passing; marks never move.

    @Test
    void rule1_theFirstSeatMarksFirstAndTheSeatsAlternate() {
        MnkPosition position = Games.TIC_TAC_TOE.start();
        assertEquals(Seat.FIRST, position.toMove());
        position = position.play("b2");
        assertEquals(Seat.FIRST, position.at(Point.parse("b2")));
        assertEquals(Seat.SECOND, position.toMove());
        position = position.play("a1");
        assertEquals(Seat.SECOND, position.at(Point.parse("a1")));
        assertEquals(Seat.FIRST, position.toMove());
        assertEquals(2, position.moveCount());
        assertEquals(Move.parse("a1"), position.lastMove());
    }

    @Test
    void rule1_everyEmptySquareIsALegalMoveInPointOrder() {
        MnkPosition position = play(Games.TIC_TAC_TOE, "b2 a1");
        assertEquals(Arrays.asList("a2", "a3", "b1", "b3", "c1", "c2", "c3"),
                position.legalMoves().stream().map(Move::toString).collect(java.util.stream.Collectors.toList()));
    }

    @Test
    void rule1_aMarkedSquareCannotBeMarkedAgain() {
        MnkPosition position = play(Games.GOMOKU, "h8 h9");
        assertTrue(messageOf(position, "h8").contains("h8 is already marked"));
        assertTrue(messageOf(position, "h9").contains("h9 is already marked"));
        assertFalse(position.isLegal(Move.parse("h8")));
    }

    @Test
    void rule1_marksNeverMove() {
        MnkPosition position = play(Games.TIC_TAC_TOE, "a1 c3");
        String message = messageOf(position, "a1-b2");
        assertTrue(message.contains("marks never move"), message);
        assertEquals(Seat.FIRST, position.play("b2").at(Point.parse("a1")), "a1 stays put");
    }

    @Test
    void rule1_thereIsNoPassing() {
        MnkPosition position = play(Games.FOUR_BY_FOUR, "a1");
        String message = messageOf(position, "pass");
        assertTrue(message.contains("no passing"), message);
        assertFalse(position.legalMoves().contains(Move.PASS));
    }

    @Test
    void rule1_aMarkCapturesNothing() {
        MnkPosition position = play(Games.TIC_TAC_TOE, "a1");
        assertTrue(messageOf(position, "b2xa1").contains("no captures"));
    }

    @Test
    void rule1_aSquareOffTheBoardIsNotLegal() {
        assertTrue(messageOf(Games.TIC_TAC_TOE.start(), "d1").contains("d1 is off the 3x3 board"));
        assertTrue(messageOf(Games.TIC_TAC_TOE.start(), "a4").contains("off the"));
        assertTrue(messageOf(Games.FIVE_IN_A_ROW.start(), "j9").contains("j9 is off the 9x9 board"));
        assertTrue(Games.GOMOKU.start().isLegal(Move.parse("o15")));
        assertFalse(Games.GOMOKU.start().isLegal(Move.parse("p15")));
        assertNull(Games.TIC_TAC_TOE.start().at(Point.parse("z26")));
    }

    @Test
    void rule1_playingMakesANewPositionAndLeavesTheOldOneAsItWas() {
        MnkPosition before = play(Games.TIC_TAC_TOE, "a1");
        MnkPosition after = before.play("b2");
        assertNull(before.at(Point.parse("b2")));
        assertEquals(1, before.moveCount());
        assertEquals(Seat.SECOND, before.toMove());
        assertEquals(Seat.SECOND, after.at(Point.parse("b2")));
    }

    @Test
    void aFinishedGameRefusesEveryMove() {
        MnkPosition won = play(Games.TIC_TAC_TOE, "a1 a2 b1 b2 c1");
        MnkPosition full = play(Games.TIC_TAC_TOE, "a1 b1 c1 a2 b2 a3 c2 c3 b3");
        MnkPosition dead = play(Games.TIC_TAC_TOE, "a1 b1 c1 a2 b2 a3 b3 c3");
        for (MnkPosition over : Arrays.asList(won, full, dead)) {
            assertTrue(over.isOver());
            assertTrue(over.legalMoves().isEmpty());
            assertEquals(0, over.toBoard().legalMoves(new int[9]));
            for (Move move : Games.TIC_TAC_TOE.start().legalMoves()) {
                assertFalse(over.isLegal(move));
            }
            assertTrue(messageOf(over, "c3").contains("the game is over"));
        }
        assertTrue(messageOf(dead, "c2").contains("the game is over: draw (dead)"));
    }

    // Rule 2: a line is k or more of one mark in a row, column or diagonal.

    @Test
    void rule2_threeInARowWins() {
        assertWin(Seat.FIRST, play(Games.TIC_TAC_TOE, "a1 a2 b1 b2 c1"), "a1-c1");
        assertWin(Seat.SECOND, play(Games.TIC_TAC_TOE, "a1 a3 b1 b3 b2 c3"), "a3-c3");
    }

    @Test
    void rule2_threeInAColumnWins() {
        assertWin(Seat.FIRST, play(Games.TIC_TAC_TOE, "a1 b1 a2 b2 a3"), "a1-a3");
        assertWin(Seat.SECOND, play(Games.TIC_TAC_TOE, "a1 c1 a2 c2 b3 c3"), "c1-c3");
    }

    @Test
    void rule2_threeOnTheRisingDiagonalWins() {
        assertWin(Seat.FIRST, play(Games.TIC_TAC_TOE, "a1 b1 b2 c1 c3"), "a1-c3");
    }

    @Test
    void rule2_threeOnTheFallingDiagonalWins() {
        assertWin(Seat.FIRST, play(Games.TIC_TAC_TOE, "c1 a1 b2 b1 a3"), "a3-c1");
    }

    @Test
    void rule2_fourInARowWinsFourByFourInEveryDirection() {
        assertWin(Seat.FIRST, play(Games.FOUR_BY_FOUR, "a2 a1 b2 b1 c2 c1 d2"), "a2-d2");
        assertWin(Seat.FIRST, play(Games.FOUR_BY_FOUR, "c1 a1 c2 b1 c3 d1 c4"), "c1-c4");
        assertWin(Seat.SECOND, play(Games.FOUR_BY_FOUR, "a2 a1 a3 b2 b1 c3 c1 d4"), "a1-d4");
        assertWin(Seat.FIRST, play(Games.FOUR_BY_FOUR, "d1 a1 c2 b1 b3 c1 a4"), "a4-d1");
    }

    @Test
    void rule2_fiveInARowWinsOnTheBigGrids() {
        assertWin(Seat.FIRST, play(Games.FIVE_IN_A_ROW, "e1 a9 e2 b9 e3 c9 e4 d9 e5"), "e1-e5");
        assertWin(Seat.FIRST, play(Games.GOMOKU, "h8 a1 i9 a2 j10 a3 k11 a4 l12"), "h8-l12");
        assertWin(Seat.SECOND, play(Games.GOMOKU, "a15 o1 b15 n2 c15 m3 a1 l4 b1 k5"), "k5-o1");
    }

    @Test
    void rule2_fourInARowIsNotALineWhereFiveAreNeeded() {
        MnkPosition position = play(Games.FIVE_IN_A_ROW, "a1 a9 b1 b9 c1 c9 d1");
        assertEquals(Outcome.ONGOING, position.outcome());
        assertTrue(position.struckLines().isEmpty());
    }

    @Test
    void rule2_sixInARowIsALineAndAllSixAreStruck() {
        // The last mark d1 joins a1-c1 and e1-f1 into one run of six.
        assertWin(Seat.FIRST, play(Games.FIVE_IN_A_ROW, "a1 a9 b1 b9 c1 c9 e1 d9 f1 a8 d1"), "a1-f1");
    }

    @Test
    void rule2_eightInAColumnOnGomokuIsOneLineStruckEndToEnd() {
        // h4 joins h1-h3 and h5-h8 into one run of eight.
        assertWin(Seat.FIRST, play(Games.GOMOKU, "h1 a1 h2 a2 h3 a3 h5 b1 h6 b2 h7 b3 h8 c1 h4"), "h1-h8");
    }

    // Rule 3: after each mark, line, then full, then dead.

    @Test
    void rule3_aMarkCompletingTwoLinesStrikesBothAndWinsOneGame() {
        assertWin(Seat.FIRST, play(Games.TIC_TAC_TOE, "b1 b2 c1 c2 a2 b3 a3 c3 a1"), "a1-c1", "a1-a3");
        assertWin(Seat.FIRST, play(Games.GOMOKU, "d8 a1 e8 a2 f8 a3 g8 a4 h4 c1 h5 c2 h6 c3 h7 c4 h8"),
                "d8-h8", "h4-h8");
    }

    @Test
    void rule3_aLineMadeOnTheLastEmptySquareWinsRatherThanDraws() {
        MnkPosition position = play(Games.TIC_TAC_TOE, "b1 b2 c1 c2 a2 b3 a3 c3 a1");
        assertEquals(9, position.moveCount());
        assertEquals(Outcome.win(Seat.FIRST, Reason.LINE), position.outcome());
    }

    @Test
    void rule3_inMisereCompletingALineLoses() {
        MnkPosition position = play(Games.MISERE, "a1 a2 b1 b2 c1");
        assertEquals(Outcome.win(Seat.SECOND, Reason.LINE), position.outcome());
        assertEquals(lines("a1-c1"), new HashSet<>(position.struckLines()), "the losing line is struck");
        assertEquals(MnkBoard.SECOND, position.toBoard().winner());

        MnkPosition secondCompletes = play(Games.MISERE, "a1 a2 b1 b2 c3 c2");
        assertEquals(Outcome.win(Seat.FIRST, Reason.LINE), secondCompletes.outcome());
    }

    @Test
    void rule3_everySquareMarkedWithoutALineIsAFullDraw() {
        MnkPosition beforeLast = play(Games.TIC_TAC_TOE, "a1 b1 c1 a2 b2 a3 c2 c3");
        assertEquals(Outcome.ONGOING, beforeLast.outcome(), "row 3 is still open for second");
        MnkPosition full = beforeLast.play("b3");
        assertEquals(Outcome.draw(Reason.FULL), full.outcome());
        assertTrue(full.struckLines().isEmpty());
        assertEquals(Outcome.draw(Reason.FULL), play(Games.MISERE, "a1 b1 c1 a2 b2 a3 c2 c3 b3").outcome());
    }

    @Test
    void rule3_aBoardWhereNoLineCanBeMadeIsADeadDrawAtTheMarkThatKillsTheLastLine() {
        MnkPosition beforeLast = play(Games.TIC_TAC_TOE, "a1 b1 c1 a2 b2 a3 b3");
        assertEquals(Outcome.ONGOING, beforeLast.outcome(), "the diagonal a1-c3 is still open for first");
        MnkPosition dead = beforeLast.play("c3");
        assertEquals(Outcome.draw(Reason.DEAD), dead.outcome());
        assertNull(dead.at(Point.parse("c2")), "a square is left");
        assertTrue(dead.struckLines().isEmpty());
    }

    @Test
    void rule3_fourByFourGoesDeadWithHalfTheBoardEmpty() {
        MnkPosition beforeLast = play(Games.FOUR_BY_FOUR, "a1 b1 c2 d2 b3 c3 d4");
        assertEquals(Outcome.ONGOING, beforeLast.outcome(), "column a is still open for second");
        MnkPosition dead = beforeLast.play("a4");
        assertEquals(Outcome.draw(Reason.DEAD), dead.outcome());
        assertEquals(8, dead.moveCount());
        assertEquals(0, dead.toBoard().openWindows());
    }

    @Test
    void rule3_misereGoesDeadToo() {
        assertEquals(Outcome.draw(Reason.DEAD), play(Games.MISERE, "a1 b1 c1 a2 b2 a3 b3 c3").outcome());
    }

    @Test
    void rule3_fillingTheLastSquareOfADeadEndIsFullNotDead() {
        // After the eighth mark row 3 is still open for second, so only the ninth ends it: both full
        // and dead hold then, and full is checked first.
        assertEquals(Reason.FULL, play(Games.TIC_TAC_TOE, "a1 b1 c1 a2 b2 c3 c2 a3 b3").outcome().reason());
    }

    @Test
    void theWholeTicTacToeTreeHasTheKnownNumberOfGames() {
        // 255,168 games: 131,184 won by the first player, 77,904 by the second, 46,080 drawn
        // (a dead draw stops a game one mark early, which still counts as one drawn game).
        long[] games = new long[3];
        countGames(new MnkBoard(Games.TIC_TAC_TOE), new int[9], games);
        assertEquals(131_184, games[MnkBoard.FIRST]);
        assertEquals(77_904, games[MnkBoard.SECOND]);
        assertEquals(46_080, games[MnkBoard.EMPTY]);
    }

    private static void countGames(MnkBoard board, int[] moves, long[] games) {
        if (board.isOver()) {
            games[board.winner()]++;
            return;
        }
        int[] mine = moves.clone();
        int count = board.legalMoves(mine);
        for (int i = 0; i < count; i++) {
            board.play(mine[i]);
            countGames(board, moves, games);
            board.undo();
        }
    }

    @Test
    void aReplayedLogNamesItsFirstIllegalMark() {
        MoveListException error = assertThrows(MoveListException.class,
                () -> Games.replay(Games.TIC_TAC_TOE, Arrays.asList("a1", "b2", "a1", "c3")));
        assertEquals(2, error.index());
        assertEquals("a1", error.move());
        assertEquals("a1 is already marked (by first)", error.getMessage());
    }

    @Test
    void aGameDescribesItsBoardAndRefusesSizesThatCannotBePlayed() {
        assertEquals(5, Games.GOMOKU.k());
        assertTrue(Games.MISERE.isMisere());
        assertFalse(Games.TIC_TAC_TOE.isMisere());
        assertThrows(IllegalArgumentException.class, () -> new MnkGame("x", 3, 3, 4, false));
        assertThrows(IllegalArgumentException.class, () -> new MnkGame("x", 27, 3, 3, false));
        assertThrows(IllegalArgumentException.class, () -> new MnkGame("x", 3, 0, 3, false));
        List<Move> moves = Games.GOMOKU.start().legalMoves();
        assertEquals(225, moves.size());
    }
}
