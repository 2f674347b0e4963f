package org.katakuti.app.player;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.match.Forfeit;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/**
 * The time contract and the forfeits of the one guarded runner for every bot.
 *
 * <p>Ordering is by latches, never by sleeps. Where a test must see that
 * nothing happens, it waits a short bounded while after everything that could
 * make it happen is known to be over. Time bounds are generous: the build runs
 * on a loaded machine.
 */
class BotRunnerTest {

    private static final Game GAME = Games.TIC_TAC_TOE;
    private static final long SEED = 77;
    /** For tests that wait for a time forfeit: it comes at budget plus this. */
    private static final long SHORT_GRACE = 200;
    /** For tests where no bot may run out of time, however loaded the machine. */
    private static final long LONG_GRACE = 30_000;
    /** A budget no test waits for. */
    private static final long LONG_BUDGET = 60_000;
    /** The longest any test waits for something that must happen. */
    private static final long WAIT_SECONDS = 10;
    /** How long a test watches for something that must not happen. */
    private static final long QUIET_MILLIS = 200;

    /** Lets every stuck bot go at the end of each test, so that no bot thread outlives it. */
    private final CountDownLatch release = new CountDownLatch(1);
    private final List<BotRunner> runners = new ArrayList<>();

    @AfterEach
    void releaseStuckBotsAndCloseRunners() {
        release.countDown();
        runners.forEach(BotRunner::close);
    }

    // --- answers ---------------------------------------------------------

    @Test
    void aLegalAnswerIsReturnedWithItsTimeAndTheBotsReport() throws Exception {
        SearchReport report = new SearchReport(42, 3, 1_000_000, "forced win found");
        Bot bot = new Bot() {
            @Override
            public Move choose(Position position, Deadline deadline) {
                thinkFor(deadline, 30);
                return Move.parse("b2");
            }

            @Override
            public SearchReport lastReport() {
                return report;
            }
        };
        BotRunner runner = runner(new TestFactory(bot), LONG_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer answer = answers.next();

        assertThat(answer.isMove()).isTrue();
        assertThat(answer.move()).isEqualTo(Move.parse("b2"));
        assertThat(answer.forfeit()).isNull();
        assertThat(answer.why()).isNull();
        assertThat(answer.report()).isSameAs(report);
        assertThat(answer.isLate()).isFalse();
        assertThat(answer.nanos()).as("it thought for 30 ms").isGreaterThanOrEqualTo(30_000_000L);
        assertThat(answer.millis()).isEqualTo(answer.nanos() / 1_000_000L).isLessThan(WAIT_SECONDS * 1000);
        assertThat(answer.toString()).startsWith("b2 in ");
    }

    @Test
    void anAnswerAfterTheBudgetButInsideTheGraceIsTakenAndMarkedLate() throws Exception {
        long budget = 50;
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            while (!deadline.isUp()) {
                pause();
            }
            thinkFor(deadline, budget + 20); // 20 ms past the budget: well inside a grace of 30 s
            return Move.parse("a1");
        }), LONG_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), budget, answers);
        BotAnswer answer = answers.next();

        assertThat(answer.isMove()).as(answer.toString()).isTrue();
        assertThat(answer.move()).isEqualTo(Move.parse("a1"));
        assertThat(answer.isLate()).isTrue();
        assertThat(answer.millis()).isGreaterThan(budget);
    }

    @Test
    void aBotThatAnswersPastItsGraceForfeitsOnTimeAndItsLateAnswerIsNeverHeard() throws Exception {
        CountDownLatch letItAnswer = new CountDownLatch(1);
        CountDownLatch returned = new CountDownLatch(1);
        AtomicReference<Thread> worker = new AtomicReference<>();
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            worker.set(Thread.currentThread());
            awaitIgnoringInterrupts(letItAnswer); // ignores its deadline and the interrupt
            returned.countDown();
            return Move.parse("b2");
        }), SHORT_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), 50, answers);
        BotAnswer answer = answers.next();

        assertThat(answer.isMove()).isFalse();
        assertThat(answer.move()).isNull();
        assertThat(answer.forfeit()).isEqualTo(Forfeit.TIME);
        assertThat(answer.why()).isEqualTo("gave no move within 250 ms (its budget 50 ms and 200 ms of grace)");
        assertThat(answer.millis()).isGreaterThanOrEqualTo(50);

        letItAnswer.countDown();
        assertThat(returned.await(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        awaitIdle(worker.get());
        answers.expectNoneWithin(QUIET_MILLIS);
        assertThat(answers.calls()).as("the listener hears exactly one answer").isEqualTo(1);
        assertThat(runner.isRetired()).as("it came back before it was asked again").isFalse();
    }

    // --- crashes ---------------------------------------------------------

    @Test
    void aBotThatThrowsForfeitsAsCrashedWithTheErrorInOneLineNotAStackTrace() throws Exception {
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            throw new IllegalStateException("boom");
        }), LONG_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer answer = answers.next();

        assertThat(answer.forfeit()).isEqualTo(Forfeit.CRASH);
        assertThat(answer.why()).isEqualTo("failed: IllegalStateException: boom");
        assertThat(answer.move()).isNull();
        assertThat(answer.report()).isNull();
    }

    @Test
    void anErrorMessageOnManyLinesIsToldOnOneLine() throws Exception {
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            throw new IllegalStateException("boom\r\n\tat some.Plugin.think(Plugin.java:12)\nand more");
        }), LONG_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer answer = answers.next();

        assertThat(answer.forfeit()).isEqualTo(Forfeit.CRASH);
        assertThat(answer.why()).startsWith("failed: IllegalStateException: boom").doesNotContain("\n", "\r");
    }

    @Test
    void aFactoryThatCannotMakeTheBotForfeitsAsCrashed() throws Exception {
        TestFactory factory = new TestFactory(() -> {
            throw new IllegalArgumentException("does not play tic-tac-toe");
        });
        BotRunner runner = runner(factory, LONG_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer answer = answers.next();

        assertThat(answer.forfeit()).isEqualTo(Forfeit.CRASH);
        assertThat(answer.why())
                .isEqualTo("could not be made for tic-tac-toe: IllegalArgumentException: does not play tic-tac-toe");
    }

    @Test
    void evenAnErrorFromTheBotIsACrashAndTheRunnerStillAnswersTheNextQuestion() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            switch (asked.incrementAndGet()) {
                case 1:
                    throw new OutOfMemoryError("Java heap space");
                case 2:
                    return Move.parse("a" + deeper(0)); // a real stack overflow
                default:
                    return Move.parse("c3");
            }
        }), LONG_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer first = answers.next();
        assertThat(first.forfeit()).isEqualTo(Forfeit.CRASH);
        assertThat(first.why()).isEqualTo("failed: OutOfMemoryError: Java heap space");

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer second = answers.next();
        assertThat(second.forfeit()).isEqualTo(Forfeit.CRASH);
        assertThat(second.why()).isEqualTo("failed: StackOverflowError");

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer third = answers.next();
        assertThat(third.isMove()).as(third.toString()).isTrue();
        assertThat(third.move()).isEqualTo(Move.parse("c3"));
    }

    @Test
    void evenAnErrorFromTheFactoryIsACrashAndTheNextQuestionTriesToMakeTheBotAgain() throws Exception {
        AtomicInteger made = new AtomicInteger();
        TestFactory factory = new TestFactory(() -> {
            if (made.incrementAndGet() == 1) {
                throw new NoClassDefFoundError("org/example/Missing");
            }
            return (position, deadline) -> Move.parse("b2");
        });
        BotRunner runner = runner(factory, LONG_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer first = answers.next();
        assertThat(first.forfeit()).isEqualTo(Forfeit.CRASH);
        assertThat(first.why()).isEqualTo("could not be made for tic-tac-toe: NoClassDefFoundError: org/example/Missing");

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(answers.next().move()).isEqualTo(Move.parse("b2"));
        assertThat(factory.creates()).isEqualTo(2);
    }

    @Test
    void afterACrashTheBotIsMadeAfreshWithTheSameSeed() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        TestFactory factory = new TestFactory(() -> (position, deadline) -> {
            if (asked.incrementAndGet() == 1) {
                throw new IllegalStateException("boom");
            }
            return position.legalMoves().get(0);
        });
        BotRunner runner = runner(factory, LONG_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(answers.next().forfeit()).isEqualTo(Forfeit.CRASH);
        assertThat(factory.creates()).as("made on the first question").isEqualTo(1);

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(answers.next().isMove()).isTrue();
        assertThat(factory.creates()).as("made afresh after the crash").isEqualTo(2);

        runner.ask(GAME.start().play("b2"), LONG_BUDGET, answers);
        assertThat(answers.next().isMove()).isTrue();
        assertThat(factory.creates()).as("a bot that answered is kept").isEqualTo(2);
        assertThat(factory.seeds()).containsExactly(SEED, SEED);
        assertThat(factory.games()).containsOnly(GAME);
    }

    // --- illegal answers -------------------------------------------------

    @Test
    void aBotThatAnswersNoMoveForfeitsAsIllegal() throws Exception {
        BotRunner runner = runner(factoryOf((position, deadline) -> null), LONG_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer answer = answers.next();

        assertThat(answer.forfeit()).isEqualTo(Forfeit.ILLEGAL);
        assertThat(answer.why()).isEqualTo("answered no move");
        assertThat(answer.isMove()).isFalse();
    }

    @Test
    void aBotThatAnswersAnIllegalMoveForfeitsAsIllegalNamingTheMove() throws Exception {
        BotRunner runner = runner(factoryOf((position, deadline) -> Move.parse("b2")), LONG_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start().play("b2"), LONG_BUDGET, answers);
        BotAnswer answer = answers.next();

        assertThat(answer.forfeit()).isEqualTo(Forfeit.ILLEGAL);
        assertThat(answer.why()).startsWith("answered b2, which the rules refuse: ");
        assertThat(answer.move()).as("the refused move is not passed on").isNull();
        assertThat(answer.toString()).startsWith("forfeit (illegal): answered b2");
    }

    // --- bots that do not come back --------------------------------------

    @Test
    void aBotThatNeverComesBackForfeitsOnTimeAndWhenAskedAgainWhileStuckIsRetiredAtOnce() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        AtomicReference<Thread> worker = new AtomicReference<>();
        CountDownLatch back = new CountDownLatch(1);
        TestFactory factory = new TestFactory(() -> (position, deadline) -> {
            asked.incrementAndGet();
            worker.set(Thread.currentThread());
            awaitIgnoringInterrupts(release); // ignores its deadline and interrupts until the test is over
            back.countDown();
            return position.legalMoves().get(0);
        });
        BotRunner runner = runner(factory, SHORT_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), 50, answers);
        BotAnswer first = answers.next();
        assertThat(first.forfeit()).isEqualTo(Forfeit.TIME);
        assertThat(first.why()).startsWith("gave no move within 250 ms");
        assertThat(runner.isRetired()).as("not retired before it is asked again").isFalse();

        // A budget of a minute: an answer within WAIT_SECONDS can only be the forfeit at once.
        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer second = answers.next();
        assertThat(second.forfeit()).isEqualTo(Forfeit.TIME);
        assertThat(second.why())
                .isEqualTo("has not come back from an earlier move, so it is not asked again in this match");
        assertThat(runner.isRetired()).isTrue();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer third = answers.next();
        assertThat(third.forfeit()).as("every time").isEqualTo(Forfeit.TIME);
        assertThat(third.why()).startsWith("has not come back");
        assertThat(asked.get()).as("a retired bot is not asked again").isEqualTo(1);

        release.countDown();
        assertThat(back.await(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        awaitIdle(worker.get());
        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(answers.next().forfeit()).as("retired for the rest of the match, even once back")
                .isEqualTo(Forfeit.TIME);
        assertThat(asked.get()).isEqualTo(1);
        assertThat(factory.creates()).isEqualTo(1);
        answers.expectNoneWithin(QUIET_MILLIS);
        assertThat(answers.calls()).isEqualTo(4);
    }

    @Test
    void aBotStuckInADroppedQuestionIsRetiredOnceItHasForfeitedOnTime() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        CountDownLatch started = new CountDownLatch(1);
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            asked.incrementAndGet();
            started.countDown();
            awaitIgnoringInterrupts(release); // deaf to its cancelled deadline and to interrupts
            return position.legalMoves().get(0);
        }), SHORT_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(started.await(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        runner.cancel(); // a take-back: the question is dropped, but the bot does not come back

        runner.ask(GAME.start(), 50, answers);
        BotAnswer timedOut = answers.next();
        assertThat(timedOut.forfeit()).isEqualTo(Forfeit.TIME);
        assertThat(timedOut.why()).startsWith("gave no move within 250 ms");

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer retired = answers.next();
        assertThat(retired.forfeit()).isEqualTo(Forfeit.TIME);
        assertThat(retired.why()).startsWith("has not come back from an earlier move");
        assertThat(runner.isRetired()).isTrue();
        assertThat(asked.get()).isEqualTo(1);
    }

    @Test
    void aBotThatWasSlowOnceButHasComeBackByTheNextQuestionIsAskedAgainNormally() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        CountDownLatch letItAnswer = new CountDownLatch(1);
        CountDownLatch returned = new CountDownLatch(1);
        AtomicReference<Thread> worker = new AtomicReference<>();
        TestFactory factory = new TestFactory(() -> (position, deadline) -> {
            worker.set(Thread.currentThread());
            if (asked.incrementAndGet() == 1) {
                awaitIgnoringInterrupts(letItAnswer);
                returned.countDown();
            }
            return Move.parse("b2");
        });
        BotRunner runner = runner(factory, SHORT_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), 50, answers);
        assertThat(answers.next().forfeit()).isEqualTo(Forfeit.TIME);
        letItAnswer.countDown();
        assertThat(returned.await(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        awaitIdle(worker.get());

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        BotAnswer answer = answers.next();
        assertThat(answer.isMove()).as(answer.toString()).isTrue();
        assertThat(answer.move()).isEqualTo(Move.parse("b2"));
        assertThat(runner.isRetired()).isFalse();
        assertThat(asked.get()).isEqualTo(2);
        assertThat(factory.creates()).as("made afresh after it overran its grace").isEqualTo(2);
        assertThat(factory.seeds()).containsOnly(SEED);
    }

    @Test
    void aBotInterruptedAtTheEndOfItsGraceMayReturnAndIsAskedAgainNormally() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        CountDownLatch interrupted = new CountDownLatch(1);
        AtomicReference<Thread> worker = new AtomicReference<>();
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            worker.set(Thread.currentThread());
            if (asked.incrementAndGet() == 1) {
                try {
                    release.await(); // deaf to its deadline, but an interrupt wakes it
                } catch (InterruptedException e) {
                    interrupted.countDown();
                }
            }
            return Move.parse("b2");
        }), SHORT_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), 50, answers);
        assertThat(answers.next().forfeit()).isEqualTo(Forfeit.TIME);
        assertThat(interrupted.await(WAIT_SECONDS, TimeUnit.SECONDS)).as("the runner interrupts it").isTrue();
        awaitIdle(worker.get());
        answers.expectNoneWithin(QUIET_MILLIS);

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(answers.next().move()).isEqualTo(Move.parse("b2"));
        assertThat(answers.calls()).isEqualTo(2);
    }

    // --- threads -----------------------------------------------------------

    @Test
    void theBotIsMadeAndThinksOnADaemonThreadNamedForItsFactory() throws Exception {
        AtomicReference<Thread> making = new AtomicReference<>();
        AtomicReference<Thread> thinking = new AtomicReference<>();
        TestFactory factory = new TestFactory("random-walk", () -> {
            making.set(Thread.currentThread());
            return (position, deadline) -> {
                thinking.set(Thread.currentThread());
                return Move.parse("b2");
            };
        });
        BotRunner runner = runner(factory, LONG_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(answers.next().isMove()).isTrue();

        Thread thread = thinking.get();
        assertThat(thread.getName()).isEqualTo("katakuti-bot-random-walk");
        assertThat(thread.isDaemon()).isTrue();
        assertThat(thread).isNotSameAs(Thread.currentThread());
        assertThat(making.get()).as("made on its own thread too").isSameAs(thread);
        assertThat(runner.factory()).isSameAs(factory);
        assertThat(runner.graceMillis()).isEqualTo(LONG_GRACE);
    }

    @Test
    void theAnswerComesOnAThreadThatIsNotTheCallers() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            switch (asked.incrementAndGet()) {
                case 1:
                    return Move.parse("b2");
                case 2:
                    throw new IllegalStateException("boom");
                case 3:
                    return null;
                default:
                    awaitIgnoringInterrupts(release);
                    return Move.parse("b2");
            }
        }), SHORT_GRACE);
        Answers answers = new Answers();
        Thread caller = Thread.currentThread();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(answers.next().isMove()).isTrue();
        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(answers.next().forfeit()).isEqualTo(Forfeit.CRASH);
        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(answers.next().forfeit()).isEqualTo(Forfeit.ILLEGAL);
        runner.ask(GAME.start(), 50, answers);
        assertThat(answers.next().forfeit()).isEqualTo(Forfeit.TIME);

        assertThat(answers.threads()).hasSize(4).doesNotContain(caller);
        assertThat(answers.threads()).allSatisfy(thread -> assertThat(thread.isDaemon()).isTrue());
    }

    @Test
    void aRetiredBotsForfeitAlsoComesOnAThreadOfTheRunnersNotTheCallers() throws Exception {
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            awaitIgnoringInterrupts(release);
            return Move.parse("b2");
        }), SHORT_GRACE);
        Answers answers = new Answers();
        Thread caller = Thread.currentThread();

        runner.ask(GAME.start(), 50, answers);
        assertThat(answers.next().forfeit()).isEqualTo(Forfeit.TIME);
        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(answers.next().why()).startsWith("has not come back");

        assertThat(answers.threads()).hasSize(2).doesNotContain(caller);
    }

    // --- cancel and close --------------------------------------------------

    @Test
    void cancelBeforeTheAnswerDropsItAndCancelsTheDeadlineTheBotHolds() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch returned = new CountDownLatch(1);
        AtomicReference<Deadline> held = new AtomicReference<>();
        AtomicReference<Thread> worker = new AtomicReference<>();
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            worker.set(Thread.currentThread());
            if (asked.incrementAndGet() == 1) {
                held.set(deadline);
                started.countDown();
                while (!deadline.isUp()) { // a good bot: it thinks until its deadline is up
                    pause();
                }
                returned.countDown();
            }
            return Move.parse("b2");
        }), LONG_GRACE);
        Answers answers = new Answers();

        runner.cancel(); // nothing asked yet: nothing happens
        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(started.await(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        runner.cancel();

        assertThat(held.get().isCancelled()).isTrue();
        assertThat(returned.await(WAIT_SECONDS, TimeUnit.SECONDS)).as("a minute's budget, ended by the cancel")
                .isTrue();
        awaitIdle(worker.get());
        answers.expectNoneWithin(QUIET_MILLIS);
        assertThat(answers.calls()).as("the dropped answer is never heard").isZero();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(answers.next().move()).as("the next question is answered as usual").isEqualTo(Move.parse("b2"));
        assertThat(runner.isRetired()).isFalse();
    }

    @Test
    void askingAgainDropsTheQuestionStillOpen() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        AtomicReference<Deadline> held = new AtomicReference<>();
        AtomicInteger asked = new AtomicInteger();
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            if (asked.incrementAndGet() == 1) {
                held.set(deadline);
                started.countDown();
                while (!deadline.isUp()) {
                    pause();
                }
                return Move.parse("a1");
            }
            return Move.parse("c3");
        }), LONG_GRACE);
        Answers dropped = new Answers();
        Answers answers = new Answers();

        runner.ask(GAME.start(), LONG_BUDGET, dropped);
        assertThat(started.await(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        runner.ask(GAME.start(), LONG_BUDGET, answers);

        assertThat(answers.next().move()).isEqualTo(Move.parse("c3"));
        assertThat(held.get().isCancelled()).isTrue();
        dropped.expectNoneWithin(QUIET_MILLIS);
        assertThat(dropped.calls()).isZero();
    }

    @Test
    void closeStopsTheBotsThreadAndDropsTheAnswer() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch interrupted = new CountDownLatch(1);
        AtomicReference<Thread> worker = new AtomicReference<>();
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            worker.set(Thread.currentThread());
            started.countDown();
            try {
                release.await(); // deaf to its deadline; woken by an interrupt
            } catch (InterruptedException e) {
                interrupted.countDown();
            }
            return Move.parse("b2");
        }), LONG_GRACE);
        Answers answers = new Answers();

        runner.ask(GAME.start(), LONG_BUDGET, answers);
        assertThat(started.await(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        runner.close();

        assertThat(interrupted.await(WAIT_SECONDS, TimeUnit.SECONDS)).as("close interrupts a bot still thinking")
                .isTrue();
        worker.get().join(TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
        assertThat(worker.get().isAlive()).as("the bot's thread has ended").isFalse();
        answers.expectNoneWithin(QUIET_MILLIS);
        assertThat(answers.calls()).isZero();
    }

    // --- the synchronous form ----------------------------------------------

    @Test
    void chooseGivesTheSameAnswersAsAsk() throws Exception {
        Function<AtomicInteger, Bot> script = asked -> (position, deadline) -> {
            switch (asked.incrementAndGet()) {
                case 1:
                    return Move.parse("a1");
                case 2:
                    return null;
                case 3:
                    return Move.parse("b2"); // taken already
                case 4:
                    throw new IllegalStateException("boom");
                default:
                    return position.legalMoves().get(0);
            }
        };
        BotRunner asking = runner(factoryOf(script.apply(new AtomicInteger())), LONG_GRACE);
        BotRunner choosing = runner(factoryOf(script.apply(new AtomicInteger())), LONG_GRACE);
        Position afterB2 = GAME.start().play("b2");
        Answers answers = new Answers();
        List<Forfeit> kinds = new ArrayList<>();

        for (int question = 1; question <= 5; question++) {
            asking.ask(afterB2, LONG_BUDGET, answers);
            BotAnswer asked = answers.next();
            BotAnswer chosen = choosing.choose(afterB2, LONG_BUDGET);
            assertThat(chosen.move()).as("question " + question).isEqualTo(asked.move());
            assertThat(chosen.forfeit()).as("question " + question).isEqualTo(asked.forfeit());
            assertThat(chosen.why()).as("question " + question).isEqualTo(asked.why());
            assertThat(chosen.isLate()).as("question " + question).isFalse();
            kinds.add(chosen.forfeit());
        }
        assertThat(kinds).containsExactly(null, Forfeit.ILLEGAL, Forfeit.ILLEGAL, Forfeit.CRASH, null);
    }

    @Test
    void chooseWaitsOutTheGraceAndForfeitsOnTimeToo() throws Exception {
        BotRunner runner = runner(factoryOf((position, deadline) -> {
            awaitIgnoringInterrupts(release);
            return Move.parse("b2");
        }), SHORT_GRACE);

        BotAnswer first = runner.choose(GAME.start(), 50);
        assertThat(first.forfeit()).isEqualTo(Forfeit.TIME);
        assertThat(first.why()).startsWith("gave no move within 250 ms");

        BotAnswer second = runner.choose(GAME.start(), 50);
        assertThat(second.forfeit()).isEqualTo(Forfeit.TIME);
        assertThat(second.why()).startsWith("has not come back");
    }

    // --- helpers -----------------------------------------------------------

    private BotRunner runner(BotFactory factory, long graceMillis) {
        BotRunner runner = new BotRunner(factory, GAME, SEED, graceMillis);
        runners.add(runner);
        return runner;
    }

    /** A factory that plays every game with {@code bot}. */
    private static TestFactory factoryOf(Bot bot) {
        return new TestFactory(() -> bot);
    }

    /** Thinks (without looking at the deadline) until {@code millis} have passed since it was asked. */
    private static void thinkFor(Deadline deadline, long millis) {
        while (deadline.elapsedNanos() < millis * 1_000_000L) {
            pause();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits for {@code latch} like a hung plugin: interrupts do not stop it. */
    private static void awaitIgnoringInterrupts(CountDownLatch latch) {
        while (true) {
            try {
                latch.await();
                return;
            } catch (InterruptedException e) {
                // ignored on purpose
            }
        }
    }

    /** Recurses until the stack runs out. */
    private static int deeper(int depth) {
        return deeper(depth + 1) + 1;
    }

    /**
     * Waits until the bot's thread, known to have left the bot, is idle again
     * (parked waiting for its next question), so that the runner has finished
     * with the question.
     */
    private static void awaitIdle(Thread worker) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (true) {
            Thread.State state = worker.getState();
            if (state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING
                    || state == Thread.State.TERMINATED) {
                return;
            }
            if (System.nanoTime() > end) {
                fail("the bot's thread is still busy: " + state);
            }
            Thread.sleep(1);
        }
    }

    /** Hears answers, counting every call and the thread it came on. */
    private static final class Answers implements BotRunner.Listener {
        private final LinkedBlockingQueue<BotAnswer> queue = new LinkedBlockingQueue<>();
        private final List<Thread> threads = new CopyOnWriteArrayList<>();
        private final AtomicInteger calls = new AtomicInteger();

        @Override
        public void answered(BotAnswer answer) {
            calls.incrementAndGet();
            threads.add(Thread.currentThread());
            queue.add(answer);
        }

        BotAnswer next() throws InterruptedException {
            BotAnswer answer = queue.poll(WAIT_SECONDS, TimeUnit.SECONDS);
            if (answer == null) {
                fail("no answer within " + WAIT_SECONDS + " s");
            }
            return answer;
        }

        void expectNoneWithin(long millis) throws InterruptedException {
            BotAnswer answer = queue.poll(millis, TimeUnit.MILLISECONDS);
            assertThat(answer).as("an answer that must never be heard").isNull();
        }

        int calls() {
            return calls.get();
        }

        List<Thread> threads() {
            return threads;
        }
    }

    /** Makes bots with {@code maker}, counting the calls and keeping the seeds. */
    private static final class TestFactory implements BotFactory {
        private final String id;
        private final Supplier<Bot> maker;
        private final List<Long> seeds = new CopyOnWriteArrayList<>();
        private final List<Game> games = new CopyOnWriteArrayList<>();

        TestFactory(Supplier<Bot> maker) {
            this("test", maker);
        }

        TestFactory(Bot bot) {
            this("test", () -> bot);
        }

        TestFactory(String id, Supplier<Bot> maker) {
            this.id = id;
            this.maker = maker;
        }

        @Override
        public String id() {
            return id;
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
            seeds.add(seed);
            games.add(game);
            return maker.get();
        }

        int creates() {
            return seeds.size();
        }

        List<Long> seeds() {
            return seeds;
        }

        List<Game> games() {
            return games;
        }
    }
}
