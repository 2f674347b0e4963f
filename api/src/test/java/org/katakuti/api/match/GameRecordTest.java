package org.katakuti.api.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.MoveListException;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/**
 * One game of a match as data (GameRecord): positions derived from the moves with
 * the rules, the ends the rules decide and the ends the referee decides (RULES.md,
 * "Ends that the referee decides"), take-backs, and reading a game back from a log.
 */
class GameRecordTest {

    /** The first seat marks a1, a2, a3: a line in column a on the fifth move. */
    static final String[] FIRST_SEAT_LINE = {"a1", "b1", "a2", "b2", "a3"};
    /** The second seat marks b1, b2, b3: a line in column b on the sixth move. */
    static final String[] SECOND_SEAT_LINE = {"a1", "b1", "c3", "b2", "a3", "b3"};
    /** A drawn game of tic-tac-toe, cut where the rules end it (full or dead board). */
    static final String[] DRAWN = drawnTicTacToe();

    private static String[] drawnTicTacToe() {
        String[] candidate = {"b2", "a1", "c1", "a3", "a2", "c2", "b3", "b1", "c3"};
        Position position = Games.TIC_TAC_TOE.start();
        List<String> played = new ArrayList<>();
        for (String move : candidate) {
            if (position.isOver()) {
                break;
            }
            position = position.play(move);
            played.add(move);
        }
        return played.toArray(new String[0]);
    }

    static List<PlayedMove> moves(String... notation) {
        List<PlayedMove> list = new ArrayList<>();
        for (int i = 0; i < notation.length; i++) {
            list.add(new PlayedMove(Move.parse(notation[i]), 100L * (i + 1)));
        }
        return list;
    }

    static GameRecord play(GameRecord record, String... notation) {
        for (String move : notation) {
            record = record.play(Move.parse(move), 7);
        }
        return record;
    }

    static Position replay(Game game, List<PlayedMove> moves, int plies) {
        Position position = game.start();
        for (int i = 0; i < plies; i++) {
            position = position.play(moves.get(i).move());
        }
        return position;
    }

    /** Two positions agree on everything a player or a bot can read from them. */
    static void assertSamePosition(Position expected, Position actual, String what) {
        assertEquals(expected.toString(), actual.toString(), what + ": the board as text");
        assertEquals(expected.toMove(), actual.toMove(), what + ": the seat to move");
        assertEquals(expected.outcome(), actual.outcome(), what + ": the outcome");
        assertEquals(expected.moveCount(), actual.moveCount(), what + ": the move count");
        assertEquals(expected.lastMove(), actual.lastMove(), what + ": the last move");
        for (int column = 0; column < expected.columns(); column++) {
            for (int row = 0; row < expected.rows(); row++) {
                Point point = Point.of(column, row);
                assertEquals(expected.at(point), actual.at(point), what + ": the mark on " + point);
            }
        }
        assertEquals(expected.legalMoves(), actual.legalMoves(), what + ": the legal moves");
    }

    /** A real game of {@code game}: seeded random legal moves until the rules end it or {@code limit} plies. */
    static List<PlayedMove> randomGame(Game game, long seed, int limit) {
        Random random = new Random(seed);
        Position position = game.start();
        List<PlayedMove> moves = new ArrayList<>();
        while (!position.isOver() && moves.size() < limit) {
            List<Move> legal = position.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(new PlayedMove(move, random.nextInt(5000)));
            position = position.play(move);
        }
        return moves;
    }

    static Stream<Game> allGames() {
        return Games.all().stream();
    }

    // --- a new game -------------------------------------------------------------------------

    @ParameterizedTest
    @EnumSource(Side.class)
    void aNewGameIsAFreshBoardWithItsFirstSideToMoveFromTheFirstSeat(Side first) {
        GameRecord record = GameRecord.start(Games.TIC_TAC_TOE, first);
        assertEquals(first, record.first());
        assertEquals(first, record.sideToMove());
        assertEquals(Seat.FIRST, record.seatOf(first));
        assertEquals(Seat.SECOND, record.seatOf(first.other()));
        assertEquals(first, record.sideOf(Seat.FIRST));
        assertEquals(first.other(), record.sideOf(Seat.SECOND));
        assertEquals(0, record.plies());
        assertTrue(record.moves().isEmpty());
        assertFalse(record.isOver());
        assertNull(record.outcome());
        assertNull(record.winner());
        assertEquals(0, record.takeBacks());
        assertSamePosition(Games.TIC_TAC_TOE.start(), record.position(), "a new game");
        assertSamePosition(Games.TIC_TAC_TOE.start(), record.positionAt(0), "ply 0 of a new game");
    }

    // --- playing through the record -----------------------------------------------------------

    @Test
    void playingThroughTheRecordGivesTheSamePositionAsPlayingThroughTheRules() {
        GameRecord record = GameRecord.start(Games.TIC_TAC_TOE, Side.ONE);
        Position rules = Games.TIC_TAC_TOE.start();
        for (String move : new String[] {"b2", "a1", "c3", "a3"}) {
            record = record.play(Move.parse(move), 10);
            rules = rules.play(Move.parse(move));
            assertSamePosition(rules, record.position(), "after " + move);
        }
        assertEquals(Side.ONE, record.sideToMove(), "four moves played: the first side is to move again");
    }

    @ParameterizedTest
    @MethodSource("allGames")
    void thePositionAtEveryPlyOfARealGameIsTheReplayedPosition(Game game) {
        List<PlayedMove> moves = randomGame(game, 20240611L + game.id().hashCode(), 120);
        GameRecord record = GameRecord.start(game, Side.ONE);
        for (PlayedMove move : moves) {
            record = record.play(move.move(), move.millis());
        }
        assertEquals(moves.size(), record.plies());
        for (int ply = 0; ply <= moves.size(); ply++) {
            assertSamePosition(replay(game, moves, ply), record.positionAt(ply), game.id() + " at ply " + ply);
        }
        assertSamePosition(replay(game, moves, moves.size()), record.position(), game.id() + " at the end");
    }

    @Test
    void aPlyBeforeTheStartOrAfterTheLastMoveHasNoPosition() {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), "b2", "a1");
        assertThrows(IndexOutOfBoundsException.class, () -> record.positionAt(-1));
        assertThrows(IndexOutOfBoundsException.class, () -> record.positionAt(3));
    }

    @Test
    void eachMoveKeepsItsOwnTime() {
        GameRecord record = GameRecord.start(Games.TIC_TAC_TOE, Side.ONE)
                .play(Move.parse("b2"), 1500)
                .play(Move.parse("a1"), 0)
                .play(Move.parse("c3"), 42);
        assertEquals(Arrays.asList(new PlayedMove(Move.parse("b2"), 1500), new PlayedMove(Move.parse("a1"), 0),
                new PlayedMove(Move.parse("c3"), 42)), record.moves());
    }

    @Test
    void aMoveCannotTakeNegativeTime() {
        GameRecord record = GameRecord.start(Games.TIC_TAC_TOE, Side.ONE);
        assertThrows(IllegalArgumentException.class, () -> record.play(Move.parse("b2"), -1));
    }

    @Test
    void aMoveTheRulesRefuseIsRefusedAndLeavesTheRecordAsItWas() {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), "b2");
        assertThrows(IllegalArgumentException.class, () -> record.play(Move.parse("b2"), 5), "a taken square");
        assertThrows(IllegalArgumentException.class, () -> record.play(Move.parse("d4"), 5), "off the board");
        assertEquals(1, record.plies());
        assertEquals(Side.TWO, record.sideToMove());
    }

    // --- ends the rules decide -----------------------------------------------------------------

    @Test
    void aLineEndsTheRecordWithTheRulesOutcome() {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), FIRST_SEAT_LINE);
        assertTrue(record.isOver());
        assertEquals(Outcome.win(Seat.FIRST, Reason.LINE), record.outcome());
        assertEquals(record.position().outcome(), record.outcome());
        assertEquals(Side.ONE, record.winner());
        assertNull(record.sideToMove(), "nobody is to move in a finished game");
        assertNull(record.forfeit());
        assertNull(record.detail());
    }

    @Test
    void aLineByTheFirstSeatIsAWinForSideTwoWhenSideTwoMovedFirst() {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, Side.TWO), FIRST_SEAT_LINE);
        assertEquals(Outcome.win(Seat.FIRST, Reason.LINE), record.outcome(), "the outcome is read by seat");
        assertEquals(Side.TWO, record.winner(), "side two sat in the first seat");
    }

    @Test
    void aLineByTheSecondSeatIsAWinForTheSideThatAnswered() {
        assertEquals(Side.TWO, play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), SECOND_SEAT_LINE).winner());
        assertEquals(Side.ONE, play(GameRecord.start(Games.TIC_TAC_TOE, Side.TWO), SECOND_SEAT_LINE).winner());
    }

    @Test
    void inMisereTheSideThatCompletesALineLosesTheGame() {
        GameRecord record = play(GameRecord.start(Games.MISERE, Side.TWO), FIRST_SEAT_LINE);
        assertEquals(Outcome.win(Seat.SECOND, Reason.LINE), record.outcome());
        assertEquals(Side.ONE, record.winner(), "side two made the line from the first seat and lost");
    }

    @Test
    void aDrawnGameIsOverWithNoWinner() {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), DRAWN);
        assertTrue(record.isOver());
        assertEquals(org.katakuti.api.rules.Status.DRAW, record.outcome().status());
        assertNull(record.winner());
    }

    @Test
    void noMoveIsPlayedOnceTheRulesEndedTheGame() {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), FIRST_SEAT_LINE);
        assertThrows(IllegalStateException.class, () -> record.play(Move.parse("c3"), 5));
    }

    // --- ends the referee decides ----------------------------------------------------------------

    @ParameterizedTest
    @EnumSource(Side.class)
    void aForfeitGivesTheGameToTheOtherSideWithItsKindAndDetail(Side first) {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, first), "b2", "a1");
        GameRecord forfeited = record.forfeitedBy(Side.TWO, Forfeit.ILLEGAL, "answered b2, a square already taken");
        assertTrue(forfeited.isOver());
        assertEquals(Side.ONE, forfeited.winner());
        assertEquals(Outcome.win(forfeited.seatOf(Side.ONE), Reason.FORFEIT), forfeited.outcome());
        assertEquals(Forfeit.ILLEGAL, forfeited.forfeit());
        assertEquals("answered b2, a square already taken", forfeited.detail());
        assertEquals(record.moves(), forfeited.moves(), "the moves played before the forfeit are kept");
        assertSamePosition(record.position(), forfeited.position(), "the board at the forfeit");
        assertNull(forfeited.sideToMove());
    }

    @Test
    void aForfeitNeedsItsKind() {
        GameRecord record = GameRecord.start(Games.TIC_TAC_TOE, Side.ONE);
        assertThrows(NullPointerException.class, () -> record.forfeitedBy(Side.ONE, null, "no kind"));
    }

    @Test
    void aSideMayResignOnTheOtherSidesTurnAndTheOtherWins() {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), "b2");
        assertEquals(Side.TWO, record.sideToMove());
        GameRecord resigned = record.resignedBy(Side.ONE);
        assertEquals(Side.TWO, resigned.winner());
        assertEquals(Outcome.win(Seat.SECOND, Reason.RESIGNED), resigned.outcome());
        assertNull(resigned.forfeit(), "only a forfeit has a kind");
        assertNull(resigned.detail());
    }

    @Test
    void aSideMayResignBeforeAnyMove() {
        GameRecord resigned = GameRecord.start(Games.TIGADI, Side.TWO).resignedBy(Side.TWO);
        assertEquals(Side.ONE, resigned.winner());
        assertEquals(Outcome.win(Seat.SECOND, Reason.RESIGNED), resigned.outcome());
        assertEquals(0, resigned.plies());
    }

    @Test
    void anAbandonedGameIsWonByTheSideThatClaimedIt() {
        GameRecord abandoned = play(GameRecord.start(Games.TIC_TAC_TOE, Side.TWO), "b2", "a1", "c3")
                .abandonedBy(Side.ONE);
        assertEquals(Side.TWO, abandoned.winner());
        assertEquals(Outcome.win(Seat.FIRST, Reason.ABANDONED), abandoned.outcome());
        assertNull(abandoned.forfeit());
    }

    @Test
    void theRefereeCannotEndAGameTheRulesAlreadyEnded() {
        GameRecord over = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), FIRST_SEAT_LINE);
        assertThrows(IllegalStateException.class, () -> over.forfeitedBy(Side.ONE, Forfeit.TIME, null));
        assertThrows(IllegalStateException.class, () -> over.resignedBy(Side.ONE));
        assertThrows(IllegalStateException.class, () -> over.abandonedBy(Side.ONE));
    }

    @Test
    void theRefereeCannotEndAGameTwiceNorPlayOnAfterIt() {
        GameRecord resigned = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), "b2").resignedBy(Side.TWO);
        assertThrows(IllegalStateException.class, () -> resigned.forfeitedBy(Side.ONE, Forfeit.CRASH, null));
        assertThrows(IllegalStateException.class, () -> resigned.resignedBy(Side.ONE));
        assertThrows(IllegalStateException.class, () -> resigned.play(Move.parse("a1"), 5));
        assertThrows(IllegalStateException.class, () -> resigned.takeBack(1));
    }

    // --- take-backs ----------------------------------------------------------------------------

    @Test
    void takingBackRemovesTheLastMovesAndReturnsToTheEarlierPosition() {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), "b2", "a1", "c3", "a3");
        GameRecord back = record.takeBack(2);
        assertEquals(record.moves().subList(0, 2), back.moves());
        assertSamePosition(record.positionAt(2), back.position(), "after taking back two of four");
        assertEquals(Side.ONE, back.sideToMove());
        GameRecord one = record.takeBack(1);
        assertSamePosition(record.positionAt(3), one.position(), "after taking back one of four");
        assertEquals(Side.TWO, one.sideToMove());
    }

    @Test
    void takingBackEveryMoveGivesTheEmptyBoard() {
        GameRecord back = play(GameRecord.start(Games.TIGADI, Side.TWO), "a1", "d1").takeBack(2);
        assertEquals(0, back.plies());
        assertSamePosition(Games.TIGADI.start(), back.position(), "everything taken back");
        assertEquals(Side.TWO, back.sideToMove());
    }

    @Test
    void eachTakeBackCountsOnceHoweverManyMovesItTakes() {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), "b2", "a1", "c3", "a3");
        GameRecord back = record.takeBack(2);
        assertEquals(1, back.takeBacks());
        back = back.takeBack(1);
        assertEquals(2, back.takeBacks());
        back = play(back, "c1").takeBack(1);
        assertEquals(3, back.takeBacks());
        assertEquals(3, play(back, "c1", "a3").takeBacks(), "playing on keeps the count");
    }

    @Test
    void theMovesLeftAfterATakeBackKeepTheirTimes() {
        GameRecord record = GameRecord.start(Games.TIC_TAC_TOE, Side.ONE)
                .play(Move.parse("b2"), 111).play(Move.parse("a1"), 222).play(Move.parse("c3"), 333);
        assertEquals(Arrays.asList(new PlayedMove(Move.parse("b2"), 111), new PlayedMove(Move.parse("a1"), 222)),
                record.takeBack(1).moves());
    }

    @Test
    void aGameCanGoOnWithADifferentMoveAfterATakeBack() {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), "b2", "a1").takeBack(1);
        GameRecord other = play(record, "c3");
        Position rules = Games.TIC_TAC_TOE.start().play("b2").play("c3");
        assertSamePosition(rules, other.position(), "b2, a1 taken back, c3");
    }

    @Test
    void takingBackMoreMovesThanWerePlayedOrNoneIsRefused() {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), "b2", "a1");
        assertThrows(IllegalArgumentException.class, () -> record.takeBack(3));
        assertThrows(IllegalArgumentException.class, () -> record.takeBack(0));
        assertThrows(IllegalArgumentException.class, () -> record.takeBack(-1));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.start(Games.TIC_TAC_TOE, Side.ONE).takeBack(1));
    }

    @Test
    void aFinishedGameCannotBeTakenBack() {
        GameRecord over = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), FIRST_SEAT_LINE);
        assertThrows(IllegalStateException.class, () -> over.takeBack(1));
    }

    // --- immutability --------------------------------------------------------------------------

    @Test
    void anOldRecordIsUnchangedByPlayTakeBackAndTheReferee() {
        GameRecord record = play(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE), "b2", "a1");
        String before = record.position().toString();
        List<PlayedMove> movesBefore = new ArrayList<>(record.moves());

        record.play(Move.parse("c3"), 5);
        record.takeBack(2);
        record.forfeitedBy(Side.ONE, Forfeit.TIME, "thought for 12 s of 10 s");
        record.resignedBy(Side.TWO);
        record.abandonedBy(Side.ONE);

        assertEquals(movesBefore, record.moves());
        assertEquals(2, record.plies());
        assertEquals(before, record.position().toString());
        assertFalse(record.isOver());
        assertNull(record.outcome());
        assertNull(record.forfeit());
        assertNull(record.detail());
        assertEquals(0, record.takeBacks());
        assertEquals(Side.ONE, record.sideToMove());
    }

    @Test
    void theMovesOfARecordCannotBeChangedFromOutside() {
        GameRecord fresh = GameRecord.start(Games.TIC_TAC_TOE, Side.ONE);
        GameRecord played = play(fresh, "b2", "a1");
        GameRecord back = played.takeBack(1);
        GameRecord resigned = played.resignedBy(Side.ONE);
        GameRecord restored = GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE, moves("b2"), null, null, null, 0);
        PlayedMove extra = new PlayedMove(Move.parse("c3"), 1);
        for (GameRecord record : Arrays.asList(fresh, played, back, resigned, restored)) {
            assertThrows(UnsupportedOperationException.class, () -> record.moves().add(extra), record.toString());
        }
        assertThrows(UnsupportedOperationException.class, () -> played.moves().remove(0));
    }

    @Test
    void aRestoredRecordDoesNotFollowLaterChangesToTheListItWasReadFrom() {
        List<PlayedMove> list = moves("b2", "a1");
        GameRecord restored = GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE, list, null, null, null, 0);
        list.add(new PlayedMove(Move.parse("c3"), 1));
        list.remove(0);
        assertEquals(moves("b2", "a1"), restored.moves());
        assertSamePosition(Games.TIC_TAC_TOE.start().play("b2").play("a1"), restored.position(), "restored");
    }

    // --- reading a game back from a log --------------------------------------------------------

    @Test
    void aValidGameGoingOnIsRestoredWithItsMovesTimesAndTakeBacks() {
        GameRecord restored = GameRecord.restore(Games.TIC_TAC_TOE, Side.TWO, moves("b2", "a1", "c3"), null, null,
                null, 2);
        assertEquals(moves("b2", "a1", "c3"), restored.moves());
        assertEquals(Side.TWO, restored.first());
        assertFalse(restored.isOver());
        assertEquals(Side.ONE, restored.sideToMove(), "three moves from side two: side one answers");
        assertEquals(2, restored.takeBacks());
        assertSamePosition(Games.TIC_TAC_TOE.start().play("b2").play("a1").play("c3"), restored.position(),
                "restored");
    }

    @Test
    void aGameGoingOnMayBeRestoredWithTheOngoingOutcomeAsWellAsWithNone() {
        GameRecord restored = GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE, moves("b2"), Outcome.ONGOING, null,
                null, 0);
        assertFalse(restored.isOver());
        assertNull(restored.outcome(), "a game going on has no outcome, however the log wrote it");
        assertEquals(Side.TWO, restored.sideToMove());
    }

    @Test
    void aGameTheRulesEndedIsRestoredWithTheRulesOutcome() {
        Outcome line = Outcome.win(Seat.FIRST, Reason.LINE);
        GameRecord restored = GameRecord.restore(Games.TIC_TAC_TOE, Side.TWO, moves(FIRST_SEAT_LINE), line, null,
                null, 0);
        assertEquals(line, restored.outcome());
        assertEquals(Side.TWO, restored.winner());
        GameRecord played = play(GameRecord.start(Games.TIC_TAC_TOE, Side.TWO), FIRST_SEAT_LINE);
        assertSamePosition(played.position(), restored.position(), "restored and played");
    }

    @Test
    void aDrawnGameIsRestoredWithTheRulesDraw() {
        Outcome draw = Games.replay(Games.TIC_TAC_TOE, Arrays.asList(DRAWN)).outcome();
        GameRecord restored = GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE, moves(DRAWN), draw, null, null, 0);
        assertEquals(draw, restored.outcome());
        assertNull(restored.winner());
    }

    @Test
    void aForfeitedGameIsRestoredWithItsKindAndDetail() {
        GameRecord restored = GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE, moves("b2", "a1"),
                Outcome.win(Seat.SECOND, Reason.FORFEIT), Forfeit.TIME, "thought for 12 s of 10 s", 0);
        assertTrue(restored.isOver());
        assertEquals(Side.TWO, restored.winner());
        assertEquals(Forfeit.TIME, restored.forfeit());
        assertEquals("thought for 12 s of 10 s", restored.detail());
    }

    @ParameterizedTest
    @EnumSource(value = Reason.class, names = {"RESIGNED", "ABANDONED"})
    void aResignedOrAbandonedGameIsRestoredOnAPositionTheRulesLeftOpen(Reason reason) {
        GameRecord restored = GameRecord.restore(Games.TIC_TAC_TOE, Side.TWO, moves("b2"),
                Outcome.win(Seat.FIRST, reason), null, null, 0);
        assertEquals(reason, restored.outcome().reason());
        assertEquals(Side.TWO, restored.winner());
        assertNull(restored.forfeit());
    }

    @Test
    void anIllegalMoveInTheLogIsRefusedNamingItsIndex() {
        MoveListException e = assertThrows(MoveListException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE,
                Side.ONE, moves("b2", "a1", "c3", "a1", "c1"), null, null, null, 0));
        assertEquals(3, e.index(), "the second a1 is the first bad move");
        assertEquals("a1", e.move());
    }

    @Test
    void aMoveOffTheBoardInTheLogIsRefusedNamingItsIndex() {
        MoveListException e = assertThrows(MoveListException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE,
                Side.ONE, moves("b2", "d4"), null, null, null, 0));
        assertEquals(1, e.index());
        assertEquals("d4", e.move());
    }

    @Test
    void aMoveAfterTheRulesEndedTheGameIsRefusedNamingItsIndex() {
        List<PlayedMove> tooMany = moves(FIRST_SEAT_LINE);
        tooMany.add(new PlayedMove(Move.parse("c3"), 1));
        MoveListException e = assertThrows(MoveListException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE,
                Side.ONE, tooMany, Outcome.win(Seat.FIRST, Reason.LINE), null, null, 0));
        assertEquals(FIRST_SEAT_LINE.length, e.index());
        assertEquals("c3", e.move());
    }

    @Test
    void aWinClaimedOnMovesTheRulesDrawIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE,
                moves(DRAWN), Outcome.win(Seat.FIRST, Reason.LINE), null, null, 0));
    }

    @Test
    void theWrongWinnerOrReasonForALineIsRefused() {
        List<PlayedMove> line = moves(FIRST_SEAT_LINE);
        assertThrows(IllegalArgumentException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE, line,
                Outcome.win(Seat.SECOND, Reason.LINE), null, null, 0));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE, line,
                Outcome.draw(Reason.FULL), null, null, 0));
    }

    @Test
    void aGameTheRulesEndedCannotBeClaimedAsGoingOn() {
        List<PlayedMove> line = moves(FIRST_SEAT_LINE);
        assertThrows(IllegalArgumentException.class,
                () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE, line, null, null, null, 0));
        assertThrows(IllegalArgumentException.class,
                () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE, line, Outcome.ONGOING, null, null, 0));
    }

    @ParameterizedTest
    @EnumSource(value = Reason.class, names = {"FORFEIT", "RESIGNED", "ABANDONED"})
    void theRefereeCannotBeClaimedToHaveEndedAGameTheRulesEnded(Reason reason) {
        Forfeit kind = reason == Reason.FORFEIT ? Forfeit.ILLEGAL : null;
        assertThrows(IllegalArgumentException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE,
                moves(FIRST_SEAT_LINE), Outcome.win(Seat.FIRST, reason), kind, null, 0));
    }

    @ParameterizedTest
    @EnumSource(value = Reason.class, names = {"LINE", "FULL", "DEAD"})
    void anEndByTheRulesCannotBeClaimedOnMovesThatLeaveTheGameOpen(Reason reason) {
        List<PlayedMove> open = moves("b2", "a1");
        assertThrows(IllegalArgumentException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE, open,
                Outcome.win(Seat.FIRST, reason), null, null, 0));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE, open,
                Outcome.draw(reason), null, null, 0));
    }

    @ParameterizedTest
    @EnumSource(value = Reason.class, names = {"FORFEIT", "RESIGNED", "ABANDONED"})
    void theRefereeNeverDrawsAGame(Reason reason) {
        Forfeit kind = reason == Reason.FORFEIT ? Forfeit.CRASH : null;
        assertThrows(IllegalArgumentException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE,
                moves("b2", "a1"), Outcome.draw(reason), kind, null, 0));
    }

    @Test
    void aForfeitReadBackNeedsItsKind() {
        assertThrows(IllegalArgumentException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE,
                moves("b2"), Outcome.win(Seat.FIRST, Reason.FORFEIT), null, "no kind", 0));
    }

    @Test
    void onlyAForfeitReadBackHasAKind() {
        assertThrows(IllegalArgumentException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE,
                moves("b2"), Outcome.win(Seat.FIRST, Reason.RESIGNED), Forfeit.TIME, null, 0));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE,
                moves("b2"), null, Forfeit.TIME, null, 0));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE,
                moves(FIRST_SEAT_LINE), Outcome.win(Seat.FIRST, Reason.LINE), Forfeit.ILLEGAL, null, 0));
    }

    @Test
    void negativeTakeBacksAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE,
                moves("b2"), null, null, null, -1));
    }

    @ParameterizedTest
    @MethodSource("allGames")
    void aRealGameRestoredFromItsMovesEqualsTheGamePlayed(Game game) {
        List<PlayedMove> moves = randomGame(game, 77L + game.id().hashCode(), 150);
        GameRecord played = GameRecord.start(game, Side.TWO);
        for (PlayedMove move : moves) {
            played = played.play(move.move(), move.millis());
        }
        GameRecord restored = GameRecord.restore(game, Side.TWO, moves, played.outcome(), null, null, 0);
        assertEquals(played.moves(), restored.moves());
        assertEquals(played.outcome(), restored.outcome());
        assertEquals(played.winner(), restored.winner());
        assertEquals(played.sideToMove(), restored.sideToMove());
        assertSamePosition(played.position(), restored.position(), game.id() + " restored");
        assertSame(game, restored.game());
        assertEquals(Collections.unmodifiableList(moves), restored.moves());
    }
}
