package org.katakuti.api.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.katakuti.api.match.GameRecordTest.DRAWN;
import static org.katakuti.api.match.GameRecordTest.FIRST_SEAT_LINE;
import static org.katakuti.api.match.GameRecordTest.SECOND_SEAT_LINE;
import static org.katakuti.api.match.GameRecordTest.assertSamePosition;
import static org.katakuti.api.match.GameRecordTest.moves;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/**
 * A match as data (MatchRecord), against RULES.md "Matches" (first to 1/3/5, the game
 * limit, the first move changing hands every game) and "Ends that the referee decides";
 * and the players kept in it (PlayerInfo, PlayerKind) with the notations of the log.
 */
class MatchRecordTest {

    private static final PlayerInfo ASHA = PlayerInfo.person("Asha");
    private static final PlayerInfo HARD = PlayerInfo.bot(PlayerKind.BUILT_IN, "hard", "Hard", "1.2", 42L);
    private static final PlayerInfo RAVI = PlayerInfo.person("Ravi");
    private static final long STARTED = 1_718_000_000_000L;

    private static MatchRecord start(int firstTo) {
        return MatchRecord.start(Games.TIC_TAC_TOE, firstTo, ASHA, HARD, STARTED);
    }

    private static MatchRecord play(MatchRecord match, String... notation) {
        for (String move : notation) {
            match = match.play(Move.parse(move), 3);
        }
        return match;
    }

    /** Side {@code winner} wins the current game on the board: by a line from the seat it holds. */
    private static MatchRecord winByLine(MatchRecord match, Side winner) {
        return play(match, match.current().seatOf(winner) == Seat.FIRST ? FIRST_SEAT_LINE : SECOND_SEAT_LINE);
    }

    // --- a new match ---------------------------------------------------------------------------

    @Test
    void aNewMatchIsGameOneWithSideOneToMoveAtNilNilAndKeepsItsPlayers() {
        MatchRecord match = start(3);
        assertEquals(1, match.gameNumber());
        assertEquals(1, match.games().size());
        assertEquals(Side.ONE, match.current().first());
        assertEquals(Side.ONE, match.sideToMove());
        assertEquals(0, match.score().wins(Side.ONE));
        assertEquals(0, match.score().wins(Side.TWO));
        assertEquals(0, match.score().gamesPlayed());
        assertFalse(match.isOver());
        assertFalse(match.isAbandoned());
        assertEquals(3, match.firstTo());
        assertEquals(3, match.score().winsNeeded());
        assertSame(ASHA, match.player(Side.ONE));
        assertSame(HARD, match.player(Side.TWO));
        assertEquals(STARTED, match.startedMillis());
        assertSame(Games.TIC_TAC_TOE, match.game());
        assertSamePosition(Games.TIC_TAC_TOE.start(), match.position(), "a new match");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 2, 4, 6, -1})
    void aMatchIsFirstToOneThreeOrFiveOnly(int firstTo) {
        assertThrows(IllegalArgumentException.class,
                () -> MatchRecord.start(Games.TIC_TAC_TOE, firstTo, ASHA, HARD, STARTED));
    }

    @Test
    void thePlayersAndTheStartAreKeptThroughTheWholeMatch() {
        MatchRecord match = winByLine(start(1), Side.TWO);
        assertTrue(match.isOver());
        assertSame(ASHA, match.player(Side.ONE));
        assertSame(HARD, match.player(Side.TWO));
        assertEquals(STARTED, match.startedMillis());
    }

    // --- playing through the match -------------------------------------------------------------

    @Test
    void playingThroughTheMatchGivesTheSamePositionAsTheRulesAndKeepsTheTimes() {
        MatchRecord match = start(3).play(Move.parse("b2"), 800).play(Move.parse("a1"), 120);
        assertSamePosition(Games.TIC_TAC_TOE.start().play("b2").play("a1"), match.position(), "b2 a1");
        assertEquals(Arrays.asList(new PlayedMove(Move.parse("b2"), 800), new PlayedMove(Move.parse("a1"), 120)),
                match.current().moves());
        assertEquals(Side.ONE, match.sideToMove());
    }

    @Test
    void aLineInGameOneEndsItAndCountsForTheSideThatMadeIt() {
        MatchRecord match = play(start(3), FIRST_SEAT_LINE);
        assertTrue(match.current().isOver());
        assertEquals(Outcome.win(Seat.FIRST, Reason.LINE), match.current().outcome());
        assertEquals(1, match.score().wins(Side.ONE));
        assertEquals(0, match.score().wins(Side.TWO));
        assertNull(match.sideToMove());
        assertFalse(match.isOver());
    }

    @Test
    void inGameTwoSideTwoSitsInTheFirstSeatSoAFirstSeatLineCountsForSideTwo() {
        MatchRecord match = play(start(3), DRAWN).nextGame();
        assertEquals(2, match.gameNumber());
        assertEquals(Side.TWO, match.current().first());
        assertEquals(Side.TWO, match.current().sideOf(Seat.FIRST));
        assertEquals(Side.TWO, match.sideToMove());
        match = play(match, FIRST_SEAT_LINE);
        assertEquals(Outcome.win(Seat.FIRST, Reason.LINE), match.current().outcome());
        assertEquals(Side.TWO, match.current().winner());
        assertEquals(0, match.score().wins(Side.ONE));
        assertEquals(1, match.score().wins(Side.TWO));
        assertEquals(1, match.score().draws());
    }

    @Test
    void inGameTwoASecondSeatLineCountsForSideOne() {
        MatchRecord match = play(play(start(3), FIRST_SEAT_LINE).nextGame(), SECOND_SEAT_LINE);
        assertEquals(2, match.score().wins(Side.ONE));
        assertEquals(0, match.score().wins(Side.TWO));
    }

    // --- the next game -------------------------------------------------------------------------

    @Test
    void theFirstMoveChangesHandsEveryGameDrawnGamesIncluded() {
        MatchRecord match = start(5);
        Side[] expectedFirst = {Side.ONE, Side.TWO, Side.ONE, Side.TWO, Side.ONE, Side.TWO};
        for (int game = 0; game < expectedFirst.length; game++) {
            assertEquals(game + 1, match.gameNumber());
            assertEquals(expectedFirst[game], match.current().first(), "game " + (game + 1));
            assertEquals(expectedFirst[game], match.sideToMove(), "game " + (game + 1));
            assertEquals(0, match.current().plies(), "each game starts on a fresh board");
            assertSamePosition(Games.TIC_TAC_TOE.start(), match.position(), "game " + (game + 1));
            // draws, then a win by side one, then draws: the first move alternates whatever the result
            match = game == 2 ? winByLine(match, Side.ONE) : play(match, DRAWN);
            match = match.nextGame();
        }
        assertEquals(1, match.score().wins(Side.ONE));
        assertEquals(5, match.score().draws());
    }

    @Test
    void theNextGameAfterARefereeEndStartsWithTheOtherSideAsAlways() {
        MatchRecord match = start(3).resign(Side.ONE).nextGame();
        assertEquals(Side.TWO, match.current().first());
        match = match.forfeit(Side.TWO, Forfeit.CRASH, "exited with 1").nextGame();
        assertEquals(Side.ONE, match.current().first());
    }

    @Test
    void theNextGameKeepsTheGamesBeforeItAsTheyWere() {
        MatchRecord first = play(start(3), FIRST_SEAT_LINE);
        MatchRecord match = first.nextGame();
        assertEquals(2, match.games().size());
        assertSame(first.current(), match.games().get(0));
        assertEquals(1, match.score().wins(Side.ONE));
    }

    @Test
    void theNextGameIsRefusedWhileTheGameGoesOn() {
        MatchRecord match = play(start(3), "b2", "a1");
        assertThrows(IllegalStateException.class, match::nextGame);
        assertThrows(IllegalStateException.class, () -> start(3).nextGame());
    }

    @Test
    void theNextGameIsRefusedOnceTheMatchIsOver() {
        MatchRecord over = winByLine(start(1), Side.ONE);
        assertTrue(over.isOver());
        assertThrows(IllegalStateException.class, over::nextGame);
    }

    // --- the referee's ends --------------------------------------------------------------------

    @Test
    void aForfeitGivesTheGameToTheOtherSideWithItsKindAndDetail() {
        MatchRecord match = play(start(3), "b2").forfeit(Side.TWO, Forfeit.ILLEGAL, "answered b2, already taken");
        GameRecord game = match.current();
        assertTrue(game.isOver());
        assertEquals(Outcome.win(Seat.FIRST, Reason.FORFEIT), game.outcome());
        assertEquals(Side.ONE, game.winner());
        assertEquals(Forfeit.ILLEGAL, game.forfeit());
        assertEquals("answered b2, already taken", game.detail());
        assertEquals(1, match.score().wins(Side.ONE));
    }

    @Test
    void aForfeitInGameTwoGoesToTheSideInTheOtherSeat() {
        MatchRecord match = play(start(3), DRAWN).nextGame().forfeit(Side.TWO, Forfeit.TIME, "12 s of 10 s");
        assertEquals(Outcome.win(Seat.SECOND, Reason.FORFEIT), match.current().outcome(),
                "side two sat in the first seat, so the second seat wins");
        assertEquals(Side.ONE, match.current().winner());
        assertEquals(1, match.score().wins(Side.ONE));
    }

    @Test
    void aForfeitCountsForTheMatchLikeAnyWin() {
        MatchRecord computers = MatchRecord.start(Games.TIC_TAC_TOE, 1,
                PlayerInfo.bot(PlayerKind.PLUGIN, "minimax", "Minimax", null, 1L), HARD, STARTED);
        MatchRecord match = computers.forfeit(Side.ONE, Forfeit.CRASH, "threw NullPointerException");
        assertTrue(match.isOver(), "first to 1: the forfeit takes the match");
        assertEquals(Side.TWO, match.score().winner());
    }

    @Test
    void aPersonIsNeverForfeited() {
        MatchRecord match = play(start(3), "b2");
        for (Forfeit kind : Forfeit.values()) {
            assertThrows(IllegalArgumentException.class, () -> match.forfeit(Side.ONE, kind, "a person"),
                    "side one is a person: " + kind.notation());
        }
        MatchRecord online = MatchRecord.start(Games.TIC_TAC_TOE, 3, ASHA, PlayerInfo.remote("Ravi"), STARTED);
        assertThrows(IllegalArgumentException.class, () -> online.forfeit(Side.TWO, Forfeit.TIME, "a remote person"));
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aResignationGivesTheGameToTheOtherSideOnEitherTurn(Side loser) {
        MatchRecord match = play(start(3), "b2").resign(loser);
        assertEquals(Reason.RESIGNED, match.current().outcome().reason());
        assertEquals(loser.other(), match.current().winner());
        assertNull(match.current().forfeit());
        assertEquals(1, match.score().wins(loser.other()));
        assertEquals(0, match.score().wins(loser));
    }

    @Test
    void anAbandonedGameIsWonByTheClaimerAndCountsForTheMatch() {
        MatchRecord match = MatchRecord.start(Games.TIGADI, 1, ASHA, PlayerInfo.remote("Ravi"), STARTED)
                .play(Move.parse("a1"), 5).abandonGame(Side.TWO);
        assertEquals(Outcome.win(Seat.FIRST, Reason.ABANDONED), match.current().outcome());
        assertEquals(Side.ONE, match.current().winner());
        assertTrue(match.isOver());
        assertEquals(Side.ONE, match.score().winner());
    }

    @Test
    void theRefereeCannotEndAGameThatIsAlreadyOver() {
        MatchRecord match = MatchRecord.start(Games.TIC_TAC_TOE, 3, HARD, HARD, STARTED);
        MatchRecord won = play(match, FIRST_SEAT_LINE);
        assertThrows(IllegalStateException.class, () -> won.forfeit(Side.TWO, Forfeit.TIME, null));
        assertThrows(IllegalStateException.class, () -> won.resign(Side.TWO));
        assertThrows(IllegalStateException.class, () -> won.abandonGame(Side.TWO));
        MatchRecord resigned = match.resign(Side.ONE);
        assertThrows(IllegalStateException.class, () -> resigned.resign(Side.TWO));
        assertThrows(IllegalStateException.class, () -> resigned.forfeit(Side.ONE, Forfeit.CRASH, null));
    }

    // --- first to 1, 3, 5 and the game limit -----------------------------------------------------

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 5})
    void theFirstSideToTheWinsNeededTakesTheMatch(int firstTo) {
        MatchRecord match = start(firstTo);
        for (int win = 1; win <= firstTo; win++) {
            assertFalse(match.isOver(), "side two has " + (win - 1) + " of " + firstTo);
            match = winByLine(match, Side.TWO);
            if (win < firstTo) {
                match = play(match.nextGame(), DRAWN).nextGame();
            }
        }
        assertTrue(match.isOver());
        assertEquals(Side.TWO, match.score().winner());
        assertEquals(firstTo, match.score().wins(Side.TWO));
        assertEquals(2 * firstTo - 1, match.gameNumber());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 5})
    void aMatchOfDrawsStopsAtThreeGamesForEveryWinNeededAndIsDrawn(int firstTo) {
        MatchRecord match = start(firstTo);
        for (int game = 1; game < 3 * firstTo; game++) {
            match = play(match, DRAWN);
            assertFalse(match.isOver(), "first to " + firstTo + " goes on after " + game + " draws");
            match = match.nextGame();
        }
        match = play(match, DRAWN);
        assertTrue(match.isOver());
        assertEquals(3 * firstTo, match.gameNumber());
        assertNull(match.score().winner(), "equal wins draw the match");
    }

    @Test
    void atTheGameLimitTheSideWithMoreWinsTakesTheMatch() {
        MatchRecord match = winByLine(start(3), Side.ONE).nextGame();
        match = winByLine(match, Side.TWO).nextGame();
        match = winByLine(match, Side.ONE).nextGame();
        for (int game = 4; game < 9; game++) {
            match = play(match, DRAWN).nextGame();
        }
        assertFalse(match.isOver());
        match = play(match, DRAWN);
        assertTrue(match.isOver(), "nine games of a first to 3");
        assertEquals(Side.ONE, match.score().winner(), "2-1 at the limit");
    }

    @Test
    void onceTheMatchIsOverNoMoveNoRefereeEndNoTakeBackAndNoNextGame() {
        MatchRecord over = winByLine(start(1), Side.ONE);
        assertTrue(over.isOver());
        assertThrows(IllegalStateException.class, () -> over.play(Move.parse("c3"), 1));
        assertThrows(IllegalStateException.class, over::nextGame);
        assertThrows(IllegalStateException.class, () -> over.takeBack(1));
        assertThrows(IllegalStateException.class, () -> over.resign(Side.TWO));
    }

    // --- take-backs ----------------------------------------------------------------------------

    @Test
    void takingBackInTheMatchReturnsTheCurrentGameToTheEarlierPositionAndCountsOnce() {
        MatchRecord match = play(play(start(3), FIRST_SEAT_LINE).nextGame(), "b2", "a1", "c3");
        MatchRecord back = match.takeBack(2);
        assertSamePosition(match.current().positionAt(1), back.position(), "game 2 after taking back two");
        assertEquals(1, back.current().plies());
        assertEquals(1, back.current().takeBacks());
        assertEquals(Side.ONE, back.sideToMove(), "b2 by side two stays: side one answers");
        assertSame(match.games().get(0), back.games().get(0), "the finished game is not touched");
        assertEquals(1, back.score().wins(Side.ONE));
        assertEquals(2, back.takeBack(1).current().takeBacks());
    }

    @Test
    void takingBackMoreMovesThanThisGameHasIsRefused() {
        MatchRecord match = play(play(start(3), DRAWN).nextGame(), "b2");
        assertThrows(IllegalArgumentException.class, () -> match.takeBack(2),
                "the moves of game 1 cannot be taken back from game 2");
    }

    // --- immutability --------------------------------------------------------------------------

    @Test
    void anOldMatchRecordIsUnchangedByWhatIsDoneWithIt() {
        MatchRecord match = play(MatchRecord.start(Games.TIC_TAC_TOE, 3, HARD, HARD, STARTED), "b2", "a1");
        GameRecord current = match.current();

        match.play(Move.parse("c3"), 5);
        match.takeBack(1);
        match.forfeit(Side.ONE, Forfeit.TIME, "late");
        match.resign(Side.TWO);
        match.abandonGame(Side.ONE);
        match.abandon();
        play(match, "b1", "c1", "b3").nextGame(); // b1 b2 b3: side one wins game 1

        assertSame(current, match.current());
        assertEquals(1, match.games().size());
        assertEquals(2, match.current().plies());
        assertFalse(match.current().isOver());
        assertEquals(0, match.current().takeBacks());
        assertEquals(0, match.score().gamesPlayed());
        assertFalse(match.isAbandoned());
        assertEquals(Side.ONE, match.sideToMove());
    }

    @Test
    void theGamesOfAMatchCannotBeChangedFromOutside() {
        MatchRecord fresh = start(3);
        MatchRecord played = play(fresh, "b2");
        MatchRecord next = play(fresh, DRAWN).nextGame();
        MatchRecord restored = MatchRecord.restore(Games.TIC_TAC_TOE, 3, ASHA, HARD, STARTED,
                new ArrayList<>(next.games()), false);
        GameRecord extra = GameRecord.start(Games.TIC_TAC_TOE, Side.ONE);
        for (MatchRecord match : Arrays.asList(fresh, played, next, restored, played.abandon())) {
            assertThrows(UnsupportedOperationException.class, () -> match.games().add(extra), match.toString());
            assertThrows(UnsupportedOperationException.class, () -> match.games().set(0, extra), match.toString());
        }
    }

    @Test
    void aRestoredMatchDoesNotFollowLaterChangesToTheListItWasReadFrom() {
        List<GameRecord> games = new ArrayList<>(play(start(3), FIRST_SEAT_LINE).nextGame().games());
        MatchRecord restored = MatchRecord.restore(Games.TIC_TAC_TOE, 3, ASHA, HARD, STARTED, games, false);
        games.clear();
        assertEquals(2, restored.games().size());
        assertEquals(1, restored.score().wins(Side.ONE));
    }

    // --- reading a match back from a log -------------------------------------------------------

    @Test
    void aValidMatchIsRestoredWithItsScoreRebuiltFromTheGames() {
        MatchRecord played = winByLine(start(3), Side.ONE).nextGame();
        played = play(played, DRAWN).nextGame();
        played = winByLine(played, Side.TWO).nextGame();
        played = play(played, "b2", "a1");

        MatchRecord restored = MatchRecord.restore(Games.TIC_TAC_TOE, 3, ASHA, HARD, STARTED, played.games(), false);
        assertEquals(4, restored.gameNumber());
        assertEquals(1, restored.score().wins(Side.ONE));
        assertEquals(1, restored.score().wins(Side.TWO));
        assertEquals(1, restored.score().draws());
        assertEquals(played.score().games(), restored.score().games());
        assertEquals(Side.TWO, restored.sideToMove(), "game 4 began with side two; two moves later it is its turn");
        assertSamePosition(played.position(), restored.position(), "game 4");
        assertSame(ASHA, restored.player(Side.ONE));
        assertSame(HARD, restored.player(Side.TWO));
        assertEquals(STARTED, restored.startedMillis());
        assertFalse(restored.isAbandoned());
        // and it plays on like the match it was read from
        assertEquals(play(played, "c3").position().toString(), play(restored, "c3").position().toString());
    }

    @Test
    void aFinishedMatchIsRestoredAsOver() {
        MatchRecord played = winByLine(play(start(1), DRAWN).nextGame(), Side.TWO);
        MatchRecord restored = MatchRecord.restore(Games.TIC_TAC_TOE, 1, ASHA, HARD, STARTED, played.games(), false);
        assertTrue(restored.isOver());
        assertEquals(Side.TWO, restored.score().winner());
    }

    @Test
    void restoringGamesReadBackOneByOneGivesTheSameScore() {
        GameRecord one = GameRecord.restore(Games.TIC_TAC_TOE, Side.ONE, moves(DRAWN),
                Games.replay(Games.TIC_TAC_TOE, Arrays.asList(DRAWN)).outcome(), null, null, 0);
        GameRecord two = GameRecord.restore(Games.TIC_TAC_TOE, Side.TWO, moves("b2"),
                Outcome.win(Seat.SECOND, Reason.FORFEIT), Forfeit.TIME, "late", 0);
        MatchRecord restored = MatchRecord.restore(Games.TIC_TAC_TOE, 3, ASHA, HARD, STARTED,
                Arrays.asList(one, two), false);
        assertEquals(1, restored.score().wins(Side.ONE), "side two moved first in game 2 and forfeited it");
        assertEquals(0, restored.score().wins(Side.TWO));
    }

    @Test
    void aMatchWithNoGamesIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> MatchRecord.restore(Games.TIC_TAC_TOE, 3, ASHA, HARD,
                STARTED, Collections.<GameRecord>emptyList(), false));
    }

    @Test
    void aFirstGameStartedBySideTwoIsRefused() {
        List<GameRecord> games = Collections.singletonList(GameRecord.start(Games.TIC_TAC_TOE, Side.TWO));
        assertThrows(IllegalArgumentException.class,
                () -> MatchRecord.restore(Games.TIC_TAC_TOE, 3, ASHA, HARD, STARTED, games, false));
    }

    @Test
    void aSecondGameStartedByTheSameSideIsRefusedEvenAfterADraw() {
        GameRecord drawn = play(start(3), DRAWN).current();
        List<GameRecord> games = Arrays.asList(drawn, GameRecord.start(Games.TIC_TAC_TOE, Side.ONE));
        assertThrows(IllegalArgumentException.class,
                () -> MatchRecord.restore(Games.TIC_TAC_TOE, 3, ASHA, HARD, STARTED, games, false));
    }

    @Test
    void aGameAfterTheMatchWasOverIsRefused() {
        MatchRecord over = winByLine(start(1), Side.ONE);
        List<GameRecord> games = new ArrayList<>(over.games());
        games.add(GameRecord.start(Games.TIC_TAC_TOE, Side.TWO));
        assertThrows(IllegalArgumentException.class,
                () -> MatchRecord.restore(Games.TIC_TAC_TOE, 1, ASHA, HARD, STARTED, games, false));
    }

    @Test
    void anUnfinishedGameBeforeTheLastIsRefused() {
        GameRecord unfinished = GameRecord.start(Games.TIC_TAC_TOE, Side.ONE).play(Move.parse("b2"), 1);
        List<GameRecord> games = Arrays.asList(unfinished, GameRecord.start(Games.TIC_TAC_TOE, Side.TWO));
        assertThrows(IllegalArgumentException.class,
                () -> MatchRecord.restore(Games.TIC_TAC_TOE, 3, ASHA, HARD, STARTED, games, false));
    }

    @Test
    void aGameOfAnotherKindInTheMatchIsRefused() {
        List<GameRecord> games = Collections.singletonList(GameRecord.start(Games.MISERE, Side.ONE));
        assertThrows(IllegalArgumentException.class,
                () -> MatchRecord.restore(Games.TIC_TAC_TOE, 3, ASHA, HARD, STARTED, games, false));
    }

    @Test
    void aMatchReadBackIsFirstToOneThreeOrFiveOnly() {
        List<GameRecord> games = Collections.singletonList(GameRecord.start(Games.TIC_TAC_TOE, Side.ONE));
        assertThrows(IllegalArgumentException.class,
                () -> MatchRecord.restore(Games.TIC_TAC_TOE, 2, ASHA, HARD, STARTED, games, false));
    }

    @Test
    void aGameForfeitedByAPersonIsRefusedInAMatchReadBack() {
        GameRecord forfeited = GameRecord.start(Games.TIC_TAC_TOE, Side.ONE).forfeitedBy(Side.ONE, Forfeit.TIME, "");
        List<GameRecord> games = Collections.singletonList(forfeited);
        assertThrows(IllegalArgumentException.class,
                () -> MatchRecord.restore(Games.TIC_TAC_TOE, 3, ASHA, HARD, STARTED, games, false),
                "side one is a person");
        assertEquals(1, MatchRecord.restore(Games.TIC_TAC_TOE, 3, HARD, ASHA, STARTED, games, false)
                .score().wins(Side.TWO), "the same game is fine when side one is a computer");
    }

    @Test
    void anAbandonedMatchIsRestoredAsAbandonedAndTakesNoMoves() {
        MatchRecord restored = MatchRecord.restore(Games.TIC_TAC_TOE, 3, ASHA, HARD, STARTED,
                play(start(3), "b2").games(), true);
        assertTrue(restored.isAbandoned());
        assertThrows(IllegalStateException.class, () -> restored.play(Move.parse("a1"), 1));
    }

    @Test
    void aFinishedMatchCannotBeReadBackAsAbandoned() {
        List<GameRecord> games = winByLine(start(1), Side.ONE).games();
        assertThrows(IllegalArgumentException.class,
                () -> MatchRecord.restore(Games.TIC_TAC_TOE, 1, ASHA, HARD, STARTED, games, true));
    }

    // --- abandoning a match --------------------------------------------------------------------

    @Test
    void anAbandonedMatchIsMarkedAndRefusesEverythingThatWouldPlayOn() {
        MatchRecord abandoned = play(start(3), "b2").abandon();
        assertTrue(abandoned.isAbandoned());
        assertFalse(abandoned.isOver(), "an unfinished match is not a result");
        assertEquals(1, abandoned.current().plies(), "the moves are kept");
        assertThrows(IllegalStateException.class, () -> abandoned.play(Move.parse("a1"), 1));
        assertThrows(IllegalStateException.class, () -> abandoned.takeBack(1));
        assertThrows(IllegalStateException.class, () -> abandoned.resign(Side.ONE));
        assertThrows(IllegalStateException.class, () -> abandoned.forfeit(Side.TWO, Forfeit.CRASH, null));
        assertThrows(IllegalStateException.class, () -> abandoned.abandonGame(Side.TWO));
    }

    @Test
    void aMatchAbandonedBetweenGamesRefusesTheNextGame() {
        MatchRecord abandoned = play(start(3), DRAWN).abandon();
        assertTrue(abandoned.isAbandoned());
        assertThrows(IllegalStateException.class, abandoned::nextGame);
    }

    @Test
    void aFinishedMatchCannotBeAbandoned() {
        MatchRecord over = winByLine(start(1), Side.TWO);
        assertThrows(IllegalStateException.class, over::abandon);
    }

    // --- the players and the notations of the log ----------------------------------------------

    @Test
    void aComputerPlayerReadBackNeedsItsBotIdAndSeed() {
        assertThrows(IllegalArgumentException.class,
                () -> PlayerInfo.of(PlayerKind.BUILT_IN, "Hard", null, "1.2", 42L));
        assertThrows(IllegalArgumentException.class,
                () -> PlayerInfo.of(PlayerKind.ENGINE, "Stockfish-ish", "engine", null, null));
        PlayerInfo bot = PlayerInfo.of(PlayerKind.PLUGIN, "Minimax", "minimax", null, 7L);
        assertTrue(bot.isComputer());
        assertEquals("minimax", bot.botId());
        assertEquals(Long.valueOf(7L), bot.seed());
        assertNull(bot.botVersion());
        assertEquals(PlayerInfo.bot(PlayerKind.PLUGIN, "minimax", "Minimax", null, 7L), bot);
    }

    @Test
    void aComputerPlayerIsMadeOnlyOfAComputerKind() {
        assertThrows(IllegalArgumentException.class, () -> PlayerInfo.bot(PlayerKind.PERSON, "hard", "Hard", null, 1));
        assertThrows(IllegalArgumentException.class, () -> PlayerInfo.bot(PlayerKind.REMOTE, "hard", "Hard", null, 1));
        assertThrows(NullPointerException.class, () -> PlayerInfo.bot(PlayerKind.BUILT_IN, null, "Hard", null, 1));
    }

    @Test
    void aPersonOrARemotePlayerHasNoBotIdVersionOrSeed() {
        PlayerInfo person = PlayerInfo.of(PlayerKind.PERSON, "  Asha ", "hard", "1.0", 5L);
        assertEquals(PlayerInfo.person("Asha"), person);
        assertEquals("Asha", person.name(), "the name is trimmed");
        assertNull(person.botId());
        assertNull(person.botVersion());
        assertNull(person.seed());
        assertFalse(person.isComputer());
        assertEquals("", PlayerInfo.person(null).name(), "a person may have no name");
        PlayerInfo remote = PlayerInfo.remote("Ravi");
        assertEquals(PlayerKind.REMOTE, remote.kind());
        assertFalse(remote.isComputer());
        assertFalse(remote.equals(RAVI), "a remote Ravi is not the Ravi at this computer");
    }

    @Test
    void onlyBuiltInPluginAndEngineAreComputerKinds() {
        assertTrue(PlayerKind.BUILT_IN.isComputer());
        assertTrue(PlayerKind.PLUGIN.isComputer());
        assertTrue(PlayerKind.ENGINE.isComputer());
        assertFalse(PlayerKind.PERSON.isComputer());
        assertFalse(PlayerKind.REMOTE.isComputer());
    }

    @ParameterizedTest
    @EnumSource(Forfeit.class)
    void aForfeitKindRoundTripsThroughItsNotation(Forfeit kind) {
        assertEquals(kind, Forfeit.fromNotation(kind.notation()));
    }

    @ParameterizedTest
    @EnumSource(PlayerKind.class)
    void aPlayerKindRoundTripsThroughItsNotation(PlayerKind kind) {
        assertEquals(kind, PlayerKind.fromNotation(kind.notation()));
    }

    @ParameterizedTest
    @EnumSource(Reason.class)
    void aReasonRoundTripsThroughItsNotation(Reason reason) {
        assertEquals(reason, Reason.fromNotation(reason.notation()));
    }

    @Test
    void theNotationsAreTheWordsOfTheRuleBook() {
        assertEquals("forfeit", Reason.FORFEIT.notation());
        assertEquals("resigned", Reason.RESIGNED.notation());
        assertEquals("abandoned", Reason.ABANDONED.notation());
        assertEquals("illegal", Forfeit.ILLEGAL.notation());
        assertEquals("time", Forfeit.TIME.notation());
        assertEquals("crash", Forfeit.CRASH.notation());
        assertEquals("built-in", PlayerKind.BUILT_IN.notation());
    }

    @Test
    void onlyForfeitResignationAndAbandonmentAreTheRefereesDecisions() {
        for (Reason reason : Reason.values()) {
            boolean referee = reason == Reason.FORFEIT || reason == Reason.RESIGNED || reason == Reason.ABANDONED;
            assertEquals(referee, reason.isRefereeDecision(), reason.notation());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "Forfeit", "FORFEIT", " forfeit", "timeout", "built_in", "Person", "x"})
    void unknownNotationIsRefused(String text) {
        assertThrows(IllegalArgumentException.class, () -> Forfeit.fromNotation(text));
        assertThrows(IllegalArgumentException.class, () -> PlayerKind.fromNotation(text));
        assertThrows(IllegalArgumentException.class, () -> Reason.fromNotation(text));
    }

    @Test
    void noNotationIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Forfeit.fromNotation(null));
        assertThrows(IllegalArgumentException.class, () -> PlayerKind.fromNotation(null));
        assertThrows(IllegalArgumentException.class, () -> Reason.fromNotation(null));
    }
}
