package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.Match;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

class MatchControllerTest {

    /** Stands in for the event thread: runs what was posted when the test says so. */
    static final class PostedWork implements Executor {
        private final Queue<Runnable> queue = new ArrayDeque<>();

        @Override
        public synchronized void execute(Runnable work) {
            queue.add(work);
            notifyAll();
        }

        /** Waits for the next piece of posted work (the bot's answer) and runs it. */
        void runNext() throws InterruptedException {
            Runnable work;
            synchronized (this) {
                long until = System.currentTimeMillis() + 5000;
                while (queue.isEmpty() && System.currentTimeMillis() < until) {
                    wait(100);
                }
                work = queue.poll();
            }
            assertThat(work).as("the bot's answer was posted to the event thread").isNotNull();
            work.run();
        }

        synchronized boolean isEmpty() {
            return queue.isEmpty();
        }
    }

    /** A bot factory whose bots answer with {@code choice}, for every game. */
    static BotFactory botChoosing(Function<Position, Move> choice) {
        return factoryOf((position, deadline) -> choice.apply(position));
    }

    /** A factory that plays every game with {@code bot}. */
    static BotFactory factoryOf(Bot bot) {
        return new BotFactory() {
            @Override
            public String id() {
                return "test";
            }

            @Override
            public String name() {
                return "Test";
            }

            @Override
            public boolean plays(Game game) {
                return true;
            }

            @Override
            public Bot create(Game game, long seed) {
                return bot;
            }
        };
    }

    private static MatchController friends(Game game, int firstTo) {
        MatchController controller = new MatchController(MatchSetup.friends(game, firstTo, "Asha", "Bikash"),
                Runnable::run, null);
        controller.start();
        return controller;
    }

    private static void play(MatchController controller, String... moves) {
        for (String move : moves) {
            assertThat(controller.play(Move.parse(move))).as("playing " + move).isNull();
        }
    }

    @Test
    void sideOneStartsGameOneAndTheFirstMoveChangesHandsEveryGameDrawsIncluded() {
        MatchController controller = friends(Games.TIC_TAC_TOE, 3);
        assertThat(controller.sideToMove()).isEqualTo(Side.ONE);
        play(controller, "a1", "b1", "a2", "b2", "a3");
        assertThat(controller.match().wins(Side.ONE)).isEqualTo(1);

        controller.nextGame();
        assertThat(controller.gameNumber()).isEqualTo(2);
        assertThat(controller.sideToMove()).as("game 2 opens with side two").isEqualTo(Side.TWO);
        // a drawn game: b2 a1 c1 a3 a2 c2 b1 b3 c3 (full grid, no line)
        play(controller, "b2", "a1", "c1", "a3", "a2", "c2", "b1", "b3", "c3");
        assertThat(controller.position().outcome().status().notation()).isEqualTo("draw");
        assertThat(controller.match().draws()).isEqualTo(1);

        controller.nextGame();
        assertThat(controller.sideToMove()).as("after a barabari game the first move still changes hands")
                .isEqualTo(Side.ONE);
    }

    @Test
    void aWinIsCreditedToTheSideInTheWinningSeatNotToTheSeat() {
        MatchController controller = friends(Games.TIC_TAC_TOE, 3);
        play(controller, "a1", "b1", "a2", "b2", "a3");
        controller.nextGame();
        // side two moves first now; it wins from the first seat
        play(controller, "a1", "b1", "a2", "b2", "a3");
        assertThat(controller.position().outcome().winner()).isEqualTo(Seat.FIRST);
        assertThat(controller.match().wins(Side.TWO)).isEqualTo(1);
        assertThat(controller.match().wins(Side.ONE)).isEqualTo(1);
    }

    @Test
    void aFirstToOneMatchIsOverAfterOneWinAndRefusesMoreMoves() {
        MatchController controller = friends(Games.TIC_TAC_TOE, 1);
        play(controller, "a1", "b1", "a2", "b2", "a3");
        assertThat(controller.isMatchOver()).isTrue();
        assertThat(controller.match().winner()).isEqualTo(Side.ONE);
        assertThat(controller.isInProgress()).as("a finished match needs no 'are you sure'").isFalse();
        assertThat(controller.play(Move.parse("c3"))).isEqualTo(MatchController.Refusal.GAME_OVER);
    }

    @Test
    void anIllegalMoveIsRefusedWithoutThrowingAndChangesNothing() {
        MatchController controller = friends(Games.TIC_TAC_TOE, 3);
        play(controller, "b2");
        Position before = controller.position();
        assertThat(controller.play(Move.parse("b2"))).isEqualTo(MatchController.Refusal.ILLEGAL);
        assertThat(controller.play(Move.parse("z9"))).isEqualTo(MatchController.Refusal.ILLEGAL);
        assertThat(controller.position()).isSameAs(before);
    }

    @Test
    void aMatchIsInProgressFromItsFirstMoveUntilLeft() {
        MatchController controller = friends(Games.GOMOKU, 3);
        assertThat(controller.isInProgress()).as("nothing played yet").isFalse();
        play(controller, "h8");
        assertThat(controller.isInProgress()).isTrue();
        controller.leave();
        assertThat(controller.isInProgress()).isFalse();
        assertThat(controller.play(Move.parse("h9"))).isEqualTo(MatchController.Refusal.GAME_OVER);
    }

    @Test
    void listenersHearEveryMoveAndTheEndOfEachGame() {
        MatchController controller = new MatchController(MatchSetup.friends(Games.TIC_TAC_TOE, 1, "", ""),
                Runnable::run, null);
        List<String> heard = new ArrayList<>();
        controller.addListener(new MatchListener() {
            @Override
            public void gameStarted(int number, Side first, Position start) {
                heard.add("game " + number + " " + first);
            }

            @Override
            public void moved(Side side, Move move, Position after) {
                heard.add(side + " " + move);
            }

            @Override
            public void gameEnded(Outcome outcome, Match match) {
                heard.add(outcome + " " + match.wins(Side.ONE) + "-" + match.wins(Side.TWO));
            }
        });
        controller.start();
        play(controller, "a1", "b1", "a2", "b2", "a3");
        assertThat(heard).containsExactly("game 1 ONE", "ONE a1", "TWO b1", "ONE a2", "TWO b2", "ONE a3",
                "first wins (line) 1-0");
    }

    @Test
    void theComputersMoveIsAskedOffTheEventThreadAndAppliedThere() throws Exception {
        PostedWork eventThread = new PostedWork();
        List<String> threads = new ArrayList<>();
        BotFactory factory = botChoosing(position -> {
            threads.add(Thread.currentThread().getName());
            return position.legalMoves().get(0);
        });
        MatchSetup setup = MatchSetup.againstBot(Games.TIC_TAC_TOE, 3, "Asha", factory, Side.TWO);
        MatchController controller = new MatchController(setup, eventThread,
                new BotDriver(factory, setup.game(), 1, 1000));
        controller.start();
        assertThat(controller.personToMove()).isTrue();
        play(controller, "b2");
        assertThat(controller.isThinking()).as("the thinking sign is up").isTrue();
        assertThat(controller.personToMove()).isFalse();
        assertThat(controller.play(Move.parse("c3"))).isEqualTo(MatchController.Refusal.NOT_YOUR_PALO);

        eventThread.runNext();
        assertThat(controller.isThinking()).isFalse();
        assertThat(controller.position().at(org.katakuti.api.rules.Point.parse("a1"))).isEqualTo(Seat.SECOND);
        assertThat(threads).singleElement().asString().startsWith("katakuti-bot");
        controller.leave();
    }

    @Test
    void aComputerPlayingSideOneOpensGameOneAndSideTwoOpensGameTwo() throws Exception {
        PostedWork eventThread = new PostedWork();
        BotFactory factory = botChoosing(position -> position.legalMoves().get(0));
        MatchSetup setup = MatchSetup.againstBot(Games.TIC_TAC_TOE, 3, "Asha", factory, Side.ONE);
        MatchController controller = new MatchController(setup, eventThread,
                new BotDriver(factory, setup.game(), 1, 1000));
        controller.start();
        assertThat(controller.isThinking()).isTrue();
        eventThread.runNext();
        assertThat(controller.position().moveCount()).isEqualTo(1);
        controller.leave();
    }

    @Test
    void anIllegalComputerMoveStopsTheGameWithAClearTroubleAndCanBeAskedAgain() throws Exception {
        PostedWork eventThread = new PostedWork();
        final boolean[] behave = {false};
        BotFactory factory = botChoosing(position -> behave[0] ? position.legalMoves().get(0) : Move.parse("b2"));
        MatchSetup setup = MatchSetup.againstBot(Games.TIC_TAC_TOE, 3, "Asha", factory, Side.TWO);
        MatchController controller = new MatchController(setup, eventThread,
                new BotDriver(factory, setup.game(), 1, 1000));
        List<BotTrouble> troubles = new ArrayList<>();
        controller.addListener(new MatchListener() {
            @Override
            public void botFailed(BotTrouble trouble) {
                troubles.add(trouble);
            }
        });
        controller.start();
        play(controller, "b2");
        eventThread.runNext();
        assertThat(troubles).singleElement().satisfies(trouble -> {
            assertThat(trouble.kind()).isEqualTo(BotTrouble.Kind.ILLEGAL);
            assertThat(trouble.detail()).isEqualTo("b2");
        });
        assertThat(controller.position().moveCount()).as("the illegal move was not played").isEqualTo(1);
        assertThat(controller.isThinking()).isFalse();

        behave[0] = true;
        controller.askAgain();
        eventThread.runNext();
        assertThat(controller.position().moveCount()).isEqualTo(2);
        assertThat(controller.trouble()).isNull();
        controller.leave();
    }

    @Test
    void aCrashingComputerGivesATroubleNamingTheErrorNotAStackTrace() throws Exception {
        PostedWork eventThread = new PostedWork();
        BotFactory factory = botChoosing(position -> {
            throw new IllegalStateException("lost its marbles");
        });
        MatchSetup setup = MatchSetup.againstBot(Games.TIC_TAC_TOE, 3, "Asha", factory, Side.ONE);
        MatchController controller = new MatchController(setup, eventThread,
                new BotDriver(factory, setup.game(), 1, 1000));
        controller.start();
        eventThread.runNext();
        assertThat(controller.trouble().kind()).isEqualTo(BotTrouble.Kind.CRASHED);
        assertThat(controller.trouble().detail()).isEqualTo("IllegalStateException: lost its marbles");
        controller.leave();
    }

    @Test
    void leavingCancelsTheComputersDeadlineAndDropsItsLateAnswer() throws Exception {
        PostedWork eventThread = new PostedWork();
        CountDownLatch asked = new CountDownLatch(1);
        CountDownLatch cancelled = new CountDownLatch(1);
        BotFactory factory = factoryOf((position, deadline) -> {
            asked.countDown();
            while (!deadline.isCancelled()) {
                Thread.onSpinWait();
            }
            cancelled.countDown();
            return position.legalMoves().get(0);
        });
        MatchSetup setup = MatchSetup.againstBot(Games.TIC_TAC_TOE, 3, "Asha", factory, Side.ONE);
        MatchController controller = new MatchController(setup, eventThread,
                new BotDriver(factory, setup.game(), 1, 60_000));
        controller.start();
        assertThat(asked.await(5, TimeUnit.SECONDS)).isTrue();
        controller.leave();
        assertThat(cancelled.await(5, TimeUnit.SECONDS)).as("the deadline was cancelled").isTrue();
        assertThat(controller.isThinking()).isFalse();
        Thread.sleep(50);
        synchronized (eventThread) {
            assertThat(eventThread.isEmpty()).as("a cancelled bot's answer is not posted").isTrue();
        }
        assertThat(controller.position().moveCount()).isZero();
    }
}
