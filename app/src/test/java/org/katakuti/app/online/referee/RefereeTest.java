package org.katakuti.app.online.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Reason;

class RefereeTest {

    private final ManualClock clock = new ManualClock(1_764_000_000_000L);
    private final List<MatchRecord> saved = new ArrayList<>();
    private final Referee referee = new Referee(clock, new Random(7), saved::add);

    private Room room;
    private String one;
    private String two;

    private void seated(String game, int firstTo) {
        Referee.Created created = referee.create(game, firstTo, "Asha");
        room = created.room();
        one = created.ticket().token();
        two = room.join("Bikash").token();
    }

    private RefereeException refused(Refusal refusal, org.junit.jupiter.api.function.Executable request) {
        RefereeException e = assertThrows(RefereeException.class, request);
        assertEquals(refusal, e.refusal(), e.getMessage());
        return e;
    }

    @Test
    void theCreatorHoldsSideOneAndTheMatchStartsWhenTheFriendJoins() {
        Referee.Created created = referee.create("tic-tac-toe", 3, "Asha");
        assertEquals(Side.ONE, created.ticket().side());
        assertEquals("waiting", created.room().state().status());
        assertNull(created.room().state().toMove());
        Room.Ticket friend = created.room().join("Bikash");
        assertEquals(Side.TWO, friend.side());
        RoomState state = created.room().state();
        assertEquals("playing", state.status());
        assertEquals("one", state.toMove());
        assertEquals(9, state.legal().size());
        MatchRecord record = created.room().record();
        assertEquals(PlayerKind.REMOTE, record.player(Side.ONE).kind());
        assertEquals("Asha", record.player(Side.ONE).name());
        assertEquals("Bikash", record.player(Side.TWO).name());
    }

    @Test
    void aCodeNeverGrantsATakenSeat() {
        seated("tic-tac-toe", 3);
        refused(Refusal.CONFLICT, () -> room.join("Chandra"));
    }

    @Test
    void movesAlternateAndOutOfTurnIsRefused() {
        seated("tic-tac-toe", 3);
        refused(Refusal.CONFLICT, () -> room.move(two, 1, 0, "b2"));
        room.move(one, 1, 0, "b2");
        RoomState state = room.move(two, 1, 1, "a1");
        assertEquals(Arrays.asList("b2", "a1"), state.moves());
        assertEquals("one", state.toMove());
        refused(Refusal.CONFLICT, () -> room.move(two, 1, 2, "c3"));
    }

    @Test
    void aStalePlyIsRefused() {
        seated("tic-tac-toe", 3);
        room.move(one, 1, 0, "b2");
        room.move(two, 1, 1, "a1");
        refused(Refusal.CONFLICT, () -> room.move(one, 1, 1, "c3"));
        refused(Refusal.CONFLICT, () -> room.move(one, 1, 5, "c3"));
    }

    @Test
    void theSameMoveSentTwiceIsHarmless() {
        seated("tic-tac-toe", 3);
        RoomState first = room.move(one, 1, 0, "b2");
        RoomState again = room.move(one, 1, 0, "b2");
        assertSame(first, again);
        assertEquals(Arrays.asList("b2"), room.state().moves());
        refused(Refusal.CONFLICT, () -> room.move(one, 1, 0, "c3"));
    }

    @Test
    void anIllegalMoveIsRefusedWithTheRulesWords() {
        seated("tic-tac-toe", 3);
        room.move(one, 1, 0, "b2");
        refused(Refusal.ILLEGAL_MOVE, () -> room.move(two, 1, 1, "b2"));
        refused(Refusal.ILLEGAL_MOVE, () -> room.move(two, 1, 1, "z9"));
        refused(Refusal.ILLEGAL_MOVE, () -> room.move(two, 1, 1, "not a move"));
        assertEquals(1, room.state().moves().size());
    }

    @Test
    void aBadTokenIsRefused() {
        seated("tic-tac-toe", 3);
        refused(Refusal.BAD_TOKEN, () -> room.move("forged", 1, 0, "b2"));
        refused(Refusal.BAD_TOKEN, () -> room.resign(null, null));
    }

    @Test
    void aTokenOfAnotherRoomHoldsNoSeatHere() {
        seated("tic-tac-toe", 3);
        Referee.Created other = referee.create("tic-tac-toe", 3, "Dev");
        refused(Refusal.BAD_TOKEN, () -> room.move(other.ticket().token(), 1, 0, "b2"));
    }

    @Test
    void aWonGameIsStruckAndTheNextStartsAtOnceWithTheOtherSide() {
        seated("tic-tac-toe", 3);
        play(1, "a1", "b1", "a2", "b2");
        RoomState won = room.move(one, 1, 4, "a3");
        assertEquals(2, won.gameNumber());
        assertEquals("two", won.firstMover());
        assertEquals("two", won.toMove());
        assertEquals(1, won.score("one"));
        assertEquals("one", won.games().get(0).winner());
        assertEquals("line", won.games().get(0).reason());
        // The move of the finished game sent again is still harmless.
        assertSame(won, room.move(one, 1, 4, "a3"));
        refused(Refusal.CONFLICT, () -> room.move(one, 1, 5, "c3"));
    }

    @Test
    void theStateCarriesTheStruckLineOfTheLastGameInTheBoardOfTheFinishedGame() {
        seated("tic-tac-toe", 1);
        play(1, "a1", "b1", "a2", "b2");
        RoomState over = room.move(one, 1, 4, "a3");
        assertEquals("over", over.status());
        assertEquals("one", over.winner());
        assertNull(over.toMove());
        assertEquals(Arrays.asList(Arrays.asList("a1", "a3")), over.board().struck());
        assertTrue(over.legal().isEmpty());
        refused(Refusal.CONFLICT, () -> room.resign(one, null));
    }

    @Test
    void resigningLosesTheCurrentGameOnEitherTurnAndASecondResignationOfIt() {
        seated("tic-tac-toe", 3);
        RoomState state = room.resign(two, 1);
        assertEquals(1, state.score("one"));
        assertEquals("resigned", state.games().get(0).reason());
        assertEquals(2, state.gameNumber());
        assertSame(state, room.resign(two, 1));
        assertEquals(2, room.state().gameNumber());
    }

    @Test
    void theFirstMoveAlternatesEveryGameDrawsIncluded() {
        seated("tic-tac-toe", 3);
        play(1, "b2", "a1", "c1", "a3", "a2", "c2", "b1", "b3", "c3");
        RoomState state = room.state();
        assertEquals("full", state.games().get(0).reason());
        assertNull(state.games().get(0).winner());
        assertEquals("two", state.firstMover());
        room.resign(one, 2);
        assertEquals("one", room.state().firstMover());
    }

    @Test
    void aSeatIsHereWhileItsStreamIsOpenAndFifteenSecondsAfter() {
        seated("tic-tac-toe", 3);
        List<RoomState> sent = new ArrayList<>();
        Room.Watch watch = room.watch(two, sent::add);
        assertEquals(1, sent.size());
        clock.advance(60_000);
        room.tick();
        assertTrue(room.state().seat("two").connected());
        assertTrue(!room.state().seat("one").connected());
        watch.close();
        clock.advance(Room.SEEN_MILLIS - 1);
        room.tick();
        assertTrue(room.state().seat("two").connected());
        clock.advance(1);
        room.tick();
        assertTrue(!room.state().seat("two").connected());
    }

    @Test
    void theGameMayBeClaimedOnlyAfterTheGraceTime() {
        seated("tic-tac-toe", 3);
        room.move(one, 1, 0, "b2");
        Room.Watch stays = room.watch(one, s -> { });
        clock.advance(Room.SEEN_MILLIS + Room.GRACE_MILLIS - 1);
        room.tick();
        assertNull(room.state().claim());
        refused(Refusal.CONFLICT, () -> room.claim(one, 1));
        clock.advance(1);
        room.tick();
        assertNotNull(room.state().claim());
        assertEquals("one", room.state().claim().side());
        RoomState claimed = room.claim(one, 1);
        assertEquals("abandoned", claimed.games().get(0).reason());
        assertEquals("one", claimed.games().get(0).winner());
        assertEquals(2, claimed.gameNumber());
        assertSame(claimed, room.claim(one, 1));
        stays.close();
    }

    @Test
    void aPlayerBackWithinTheGraceTimePlaysOn() {
        seated("tic-tac-toe", 3);
        room.move(one, 1, 0, "b2");
        clock.advance(Room.SEEN_MILLIS + Room.GRACE_MILLIS - 1000);
        room.touch(two);
        assertTrue(room.state().seat("two").connected());
        clock.advance(1000);
        refused(Refusal.CONFLICT, () -> room.claim(one, 1));
        room.move(two, 1, 1, "a1");
    }

    @Test
    void theAbandonedGameIsARefereesEndInTheRecord() {
        seated("tic-tac-toe", 1);
        clock.advance(Room.SEEN_MILLIS + Room.GRACE_MILLIS);
        room.touch(one);
        room.claim(one, null);
        MatchRecord record = room.record();
        assertEquals(Reason.ABANDONED, record.current().outcome().reason());
        assertTrue(record.isOver());
    }

    @Test
    void everyChangeOfTheMatchGoesToTheSaverAndWatchers() {
        seated("tic-tac-toe", 3);
        List<RoomState> sent = new ArrayList<>();
        room.watch(null, sent::add);
        int before = saved.size();
        room.move(one, 1, 0, "b2");
        assertEquals(before + 1, saved.size());
        assertEquals(Arrays.asList("b2"), sent.get(sent.size() - 1).moves());
    }

    @Test
    void aRoomTakesTwentySpectators() {
        seated("tic-tac-toe", 3);
        for (int i = 0; i < Room.MAX_SPECTATORS; i++) {
            room.watch(null, s -> { });
        }
        refused(Refusal.TOO_MANY, () -> room.watch(null, s -> { }));
        refused(Refusal.BAD_TOKEN, () -> room.watch("forged", s -> { }));
    }

    @Test
    void aRoomNobodyJoinsIsClosedAfterThirtyMinutes() {
        Referee.Created created = referee.create("gomoku", 3, "Asha");
        String code = created.room().code();
        clock.advance(Room.UNJOINED_MILLIS - 1);
        referee.tick();
        assertSame(created.room(), referee.room(code));
        clock.advance(1);
        referee.tick();
        refused(Refusal.NO_SUCH_ROOM, () -> referee.room(code));
    }

    @Test
    void aClosedUnfinishedMatchIsSavedAsPutAway() {
        seated("tic-tac-toe", 3);
        room.move(one, 1, 0, "b2");
        referee.closeAll();
        MatchRecord last = saved.get(saved.size() - 1);
        assertTrue(last.isAbandoned());
        assertEquals(1, last.current().plies());
    }

    @Test
    void codesAreFourCharactersOfTheUnmistakableAlphabetAndFoundInAnyCase() {
        Referee.Created created = referee.create("tic-tac-toe", 3, "Asha");
        String code = created.room().code();
        assertTrue(code.matches("[23456789BCDFGHJKMNPQRSTVWXZ]{4}"), code);
        assertSame(created.room(), referee.room(code.toLowerCase()));
        refused(Refusal.NO_SUCH_ROOM, () -> referee.room("AAAA"));
        refused(Refusal.NO_SUCH_ROOM, () -> referee.room("../etc"));
    }

    @Test
    void aCodeIsNotHandedOutAgainWithinADay() {
        // A tiny random source that repeats: the codes must still all differ within the day.
        Random repeating = new Random(1) {
            private static final long serialVersionUID = 1L;
            private int calls;

            @Override
            public int nextInt(int bound) {
                return (calls++ / 4) % 3 % bound;
            }
        };
        RoomCodes codes = new RoomCodes(repeating, clock);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            assertTrue(seen.add(codes.issue()));
        }
    }

    @Test
    void aCodeComesBackOnlyAfterADay() {
        Random same = new Random(1) {
            private static final long serialVersionUID = 1L;

            @Override
            public int nextInt(int bound) {
                return 0;
            }
        };
        Random thenOther = new Random(1) {
            private static final long serialVersionUID = 1L;
            private int calls;

            @Override
            public int nextInt(int bound) {
                // The first code drawn twice, then another.
                return calls++ < 8 ? 0 : 1;
            }
        };
        RoomCodes codes = new RoomCodes(thenOther, clock);
        assertEquals("2222", codes.issue());
        assertEquals("3333", codes.issue());
        clock.advance(RoomCodes.NO_REUSE_MILLIS);
        RoomCodes later = new RoomCodes(same, clock);
        assertEquals("2222", later.issue());
    }

    @Test
    void namesAreTrimmedCutAndNeverEmpty() {
        assertEquals("Asha", Referee.name("  Asha\n"));
        assertEquals(Referee.MAX_NAME, Referee.name("x".repeat(500)).length());
        refused(Refusal.BAD_REQUEST, () -> Referee.name("   "));
        refused(Refusal.BAD_REQUEST, () -> Referee.name(null));
        refused(Refusal.BAD_REQUEST, () -> referee.create("chess", 3, "Asha"));
        refused(Refusal.BAD_REQUEST, () -> referee.create("gomoku", 2, "Asha"));
    }

    @Test
    void tigadiAndUltimateBoardsCarryWhatThePageDraws() {
        seated("tigadi", 3);
        RoomState state = room.move(one, 1, 0, "d2");
        assertEquals("tigadi", state.board().kind());
        assertEquals("one", state.board().marks().get("d2"));
        assertEquals(Integer.valueOf(8), state.board().inHand().get("one"));
        assertTrue(state.board().placing());
        seated("ultimate", 3);
        RoomState ultimate = room.move(one, 1, 0, "e5");
        assertEquals(9, ultimate.board().grids().size());
        assertEquals(1, ultimate.board().grids().stream().filter(RoomState.SmallGrid::target).count());
        assertTrue(ultimate.board().grids().get(4).target());
    }

    private void play(int game, String... moves) {
        for (String move : moves) {
            RoomState state = room.state();
            room.move("one".equals(state.toMove()) ? one : two, game, state.moves().size(), move);
        }
    }
}
