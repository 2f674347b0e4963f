package org.katakuti.app.bots.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongFunction;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.Status;
import org.katakuti.api.rules.tigadi.TigadiBoard;
import org.katakuti.app.bots.Level;
import org.katakuti.app.bots.LevelBotFactory;

class TigadiBotsTest {

    /** first has a1 and a4, second g7 and g1: both threaten a tigadi, first to move. */
    private static final List<String> BOTH_THREATEN = List.of("a1", "g7", "a4", "g1");
    /** first has a1 and a4 and threatens a7; second to move. */
    private static final List<String> FIRST_THREATENS = List.of("a1", "g7", "a4");
    /**
     * Second has a complete tigadi g7-g4-g1 and two loose gotis a7 and b6; first
     * closes a tigadi at d1 or e3 whatever it does.
     */
    private static final List<String> SECOND_HAS_A_TIGADI =
            List.of("b4", "g7", "d6", "g4", "d2", "g1xb4", "c3", "a7", "d3", "b6");
    /** All 18 placed without a capture; every goti of first is hemmed in, first to move. */
    private static final List<String> FIRST_BLOCKED = List.of("d3", "f4", "f6", "e3", "d1", "b4", "c4", "d6",
            "f2", "c5", "g4", "g7", "b2", "a1", "c3", "d2", "g1", "e5");
    /** Moving phase, first down to three gotis; all but one slide let second close a tigadi and win. */
    private static final List<String> FIRST_ON_THREE = List.of("d3", "f2", "f6", "d6", "c4", "f4", "d5", "d2",
            "d1", "b2xd1", "g4", "b4", "g1", "b6xg1", "e3", "c3", "a7", "a1xe3", "a7-d7", "d2-d1", "g4-g7",
            "f2-g1xg7", "f6-e5", "f4-f6xd5", "e5-d5", "b4-a4", "c4-b4", "b6-a7xd7");

    /**
     * Moving phase, second to move. To a search 8 plies deep b6-d6 looks best; a search 12 deep sees that
     * a4-a7 then wins by force, in 13 plies. Found by comparing hard's moves with and without singular extensions.
     */
    private static final List<String> LOSS_PAST_THE_HORIZON = List.of("b6", "b2", "f6", "d6", "a7", "c5", "g7",
            "e5", "d7xc5", "c5", "f2", "f4", "g1", "g4", "a1", "e4xg1", "a4xd6", "e3xf6", "g7-f6", "e5-d5",
            "d7-d6xd5", "e4-e5", "a7-d7", "e3-e4xa4", "d6-d5", "e4-e3", "d7-d6xf4", "g4-f4", "d6-d7", "f4-e4xb6",
            "f2-f4", "c5-b6", "a1-a4");

    private static Position replay(List<String> moves) {
        return Games.replay(Games.TIGADI, moves);
    }

    /** The hard bot held to a few plies: quick and reproducible whatever the machine. */
    private static Bot cappedHard(long seed) {
        return SearchBot.hard(seed, 4, 300_000);
    }

    private static List<Bot> everyLevel(long seed) {
        TigadiBots family = new TigadiBots();
        List<Bot> bots = new ArrayList<>();
        for (Level level : Level.values()) {
            bots.add(family.create(level, Games.TIGADI, seed));
        }
        return bots;
    }

    @Test
    void hardClosesATigadiWhenItCan() {
        Move move = cappedHard(1).choose(replay(BOTH_THREATEN), Deadline.none());

        assertEquals("a7", String.valueOf(move.to()), "closes a1-a4-a7, got " + move);
        assertTrue(move.hasCapture(), "a closing move carries its capture: " + move);
    }

    @Test
    void hardTakesAnAvailableCaptureEvenWithNoTimeToThink() {
        Move move = SearchBot.hard(1).choose(replay(BOTH_THREATEN), Deadline.in(0));

        assertTrue(move.hasCapture(), "the first ply is always searched: " + move);
    }

    @Test
    void hardWithAHelperThreadOnAClockStillClosesATigadi() {
        SearchBot helped = SearchBot.hard(1, 2);
        try {
            Move move = helped.choose(replay(BOTH_THREATEN), Deadline.in(300));

            assertEquals("a7", String.valueOf(move.to()), "closes a1-a4-a7, got " + move);
        } finally {
            helped.close();
        }
    }

    @Test
    void hardWithAHelperInterruptedWhileItWaitsAnswersAtOnceAndKeepsTheInterrupt() throws InterruptedException {
        SearchBot helped = SearchBot.hard(1, 2);
        Position position = Games.TIGADI.start();
        AtomicReference<Move> answer = new AtomicReference<>();
        AtomicBoolean keptInterrupt = new AtomicBoolean();
        Thread thinking = new Thread(() -> {
            answer.set(helped.choose(position, Deadline.in(120_000)));
            keptInterrupt.set(Thread.currentThread().isInterrupted());
        });
        try {
            thinking.start();
            Thread.sleep(300); // from the empty board a search with that clock does not end on its own

            thinking.interrupt();
            thinking.join(10_000);

            assertFalse(thinking.isAlive(), "an interrupted bot still thought 10 s later");
            assertTrue(position.legalMoves().contains(answer.get()), "not a legal move: " + answer.get());
            assertTrue(keptInterrupt.get(), "the interrupt was swallowed");
        } finally {
            helped.close();
        }
    }

    @Test
    void aHelperSearchStopsSoonAfterItIsHaltedThoughItsClockRunsOn() throws InterruptedException {
        TranspositionTable table = new TranspositionTable(SearchBot.HARD_TABLE_BITS);
        AlphaBetaSearch helper = new AlphaBetaSearch(new PositionalEvaluation(), table, true, 0);
        TigadiBoard board = new TigadiBoard();
        int[] moves = new int[TigadiBoard.MAX_MOVES];
        int count = board.legalMoves(moves);
        Deadline deadline = Deadline.in(120_000);
        AtomicBoolean halt = new AtomicBoolean();
        Thread thread = new Thread(() -> helper.help(board, moves, count, AlphaBetaSearch.MAX_DEPTH, deadline,
                deadline.elapsedNanos() + TimeUnit.SECONDS.toNanos(110), halt));
        thread.setDaemon(true);
        thread.start();
        Thread.sleep(200); // from the empty board no search of that clock ends on its own

        halt.set(true);
        thread.join(10_000);

        assertFalse(thread.isAlive(), "a halted helper still searched 10 s later: the move it helps would wait");
        assertTrue(helper.nodes() > 0, "the helper searched before it was halted");
    }

    @Test
    void hardReadsAForcedLinePastItsDepthWhereOneMoveStandsOut() {
        Position position = replay(LOSS_PAST_THE_HORIZON);

        for (long seed = 1; seed <= 4; seed++) {
            Move move = SearchBot.hard(seed, 8, Long.MAX_VALUE).choose(position, Deadline.none());

            assertNotEquals(Move.parse("b6-d6"), move, "seed " + seed + ": b6-d6 loses by force to a4-a7; "
                    + "the singular extension reads that line a ply deeper at each forced step");
        }
    }

    @Test
    void hardBlocksAnEnemyTigadi() {
        Move move = cappedHard(1).choose(replay(FIRST_THREATENS), Deadline.none());

        assertEquals(Move.parse("a7"), move, "a7 is the only block of a1-a4-a7");
    }

    @Test
    void normalTakesACaptureAndBlocksATigadi() {
        Move capture = SearchBot.normal(1).choose(replay(BOTH_THREATEN), Deadline.in(1000));
        Move block = SearchBot.normal(1).choose(replay(FIRST_THREATENS), Deadline.in(1000));

        assertTrue(capture.hasCapture(), "normal closes its tigadi: " + capture);
        assertEquals(Move.parse("a7"), block, "normal blocks a1-a4-a7");
    }

    @Test
    void capturesAnUnprotectedGotiNotAProtectedOne() {
        Position position = replay(SECOND_HAS_A_TIGADI);
        Set<Point> loose = Set.of(Point.parse("a7"), Point.parse("b6"));
        for (long seed = 1; seed <= 5; seed++) {
            for (Bot bot : everyLevel(seed)) {
                Move move = bot.choose(position, Deadline.in(200));
                assertTrue(position.isLegal(move), "legal: " + move);
                if (move.hasCapture()) {
                    assertTrue(loose.contains(move.capture()), "g7, g4, g1 stand in a tigadi; took " + move);
                }
            }
        }
        assertTrue(cappedHard(1).choose(position, Deadline.none()).hasCapture(), "hard closes a tigadi here");
    }

    @Test
    void passesWhenBlocked() {
        Position position = replay(FIRST_BLOCKED);
        assertEquals(List.of(Move.PASS), position.legalMoves(), "the position is meant to block first");

        for (Bot bot : everyLevel(3)) {
            assertEquals(Move.PASS, bot.choose(position, Deadline.in(200)));
        }
    }

    @Test
    void neverFlies() {
        for (Bot bot : List.of(cappedHard(5), SearchBot.normal(5), new EasyTigadiBot(5))) {
            Position position = Games.TIGADI.start();
            Bot easy = new EasyTigadiBot(6);
            while (!position.isOver()) {
                Move move = (position.toMove() == Seat.FIRST ? bot : easy).choose(position, Deadline.in(200));
                assertTrue(position.legalMoves().contains(move), move + " is not legal after " + position.moveCount());
                if (move.isSlide()) {
                    int from = TigadiBoard.index(move.from());
                    int to = TigadiBoard.index(move.to());
                    assertTrue(Set.of(boxed(TigadiBoard.neighbours(from))).contains(to), move + " jumps");
                }
                position = position.play(move);
            }
        }
    }

    @Test
    void avoidsLosingToReduction() {
        Position position = replay(FIRST_ON_THREE);
        for (Bot bot : List.of(cappedHard(2), SearchBot.normal(2))) {
            Position after = position.play(bot.choose(position, Deadline.in(1000)));

            for (Move reply : after.legalMoves()) {
                assertFalse(reply.hasCapture(), "after first's move second can capture and win: " + reply);
            }
        }
    }

    @Test
    void sameSeedSameMove() {
        assertEquals(playOut(9, 40), playOut(9, 40), "same seed, same game");
    }

    @Test
    void variesAmongEquallyGoodMoves() {
        Set<Move> openings = new HashSet<>();
        for (long seed = 1; seed <= 8; seed++) {
            openings.add(SearchBot.hard(seed, 2, Long.MAX_VALUE).choose(Games.TIGADI.start(), Deadline.none()));
        }
        assertTrue(openings.size() > 1, "the board is symmetric, yet every seed opened " + openings);
    }

    @Test
    void botsAnswerWithinTheirDeadline() {
        Position position = replay(FIRST_ON_THREE.subList(0, 22));
        for (Bot bot : everyLevel(4)) {
            long start = System.nanoTime();
            Move move = bot.choose(position, Deadline.in(150));
            long millis = (System.nanoTime() - start) / 1_000_000;

            assertTrue(position.isLegal(move));
            assertTrue(millis < 150 + 350, "answered after " + millis + " ms on a 150 ms budget");
            SearchReport report = bot.lastReport();
            assertNotNull(report, "every level reports its last search");
            assertTrue(report.depth() >= 1, "searched at least one ply: " + report);
        }
    }

    @Test
    void hardBeatsEasy() {
        for (int game = 0; game < 2; game++) {
            Bot hard = cappedHard(game);
            Bot easy = new EasyTigadiBot(100 + game);
            Seat hardSeat = game == 0 ? Seat.FIRST : Seat.SECOND;
            Position position = Games.TIGADI.start();
            while (!position.isOver()) {
                Bot bot = position.toMove() == hardSeat ? hard : easy;
                position = position.play(bot.choose(position, Deadline.in(500)));
            }
            assertEquals(Status.WIN, position.outcome().status(), "game " + game + ": " + position.outcome());
            assertEquals(hardSeat, position.outcome().winner(), "game " + game + ": " + position.outcome());
        }
    }

    @Test
    void everyLevelFactoryPlaysTigadi() {
        for (LevelBotFactory factory : List.of(new LevelBotFactory.Easy(), new LevelBotFactory.Normal(),
                new LevelBotFactory.Hard())) {
            assertTrue(factory.plays(Games.TIGADI), factory.id());
            Position start = Games.TIGADI.start();
            assertTrue(start.isLegal(factory.create(Games.TIGADI, 1).choose(start, Deadline.in(100))), factory.id());
        }
    }

    /** Two capped hard bots with the same seeds play {@code turns} turns (or to the end). */
    private static List<Move> playOut(long seed, int turns) {
        LongFunction<Bot> make = s -> SearchBot.hard(s, 3, 50_000);
        Bot first = make.apply(seed);
        Bot second = make.apply(seed + 1);
        List<Move> moves = new ArrayList<>();
        Position position = Games.TIGADI.start();
        while (!position.isOver() && moves.size() < turns) {
            Move move = (position.toMove() == Seat.FIRST ? first : second).choose(position, Deadline.none());
            moves.add(move);
            position = position.play(move);
        }
        return moves;
    }

    private static Integer[] boxed(int[] values) {
        Integer[] boxed = new Integer[values.length];
        for (int i = 0; i < values.length; i++) {
            boxed[i] = values[i];
        }
        return boxed;
    }
}
