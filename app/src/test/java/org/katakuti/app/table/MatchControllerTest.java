package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.Forfeit;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.player.BotPlayer;
import org.katakuti.app.player.BotRunner;
import org.katakuti.app.player.Person;
import org.katakuti.app.player.Player;
import org.katakuti.app.player.TestFactories;

class MatchControllerTest {

    /** A bot factory whose bots answer with {@code choice}, for every game. */
    static BotFactory botChoosing(Function<Position, Move> choice) {
        return factoryOf((position, deadline) -> choice.apply(position));
    }

    /** A factory that plays every game with {@code bot}. */
    static BotFactory factoryOf(Bot bot) {
        return TestFactories.of("test", "Test", bot);
    }

    /** A computer player of {@code factory}, with a short grace so that time forfeits come quickly. */
    static BotPlayer computer(BotFactory factory, Game game, long budgetMillis) {
        return new BotPlayer(new BotRunner(factory, game, 1, 300),
                PlayerInfo.bot(PlayerKind.PLUGIN, factory.id(), factory.name(), null, 1), budgetMillis);
    }

    static MatchController controller(Game game, int firstTo, Player one, Player two, EventLoop loop) {
        return new MatchController(MatchRecord.start(game, firstTo, one.info(), two.info(), 0), one, two, loop);
    }

    private static MatchController friends(Game game, int firstTo) {
        MatchController controller = controller(game, firstTo, new Person("Asha"), new Person("Bikash"), new TestLoop());
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
        MatchRecord before = controller.record();
        assertThat(controller.play(Move.parse("b2"))).isEqualTo(MatchController.Refusal.ILLEGAL);
        assertThat(controller.play(Move.parse("z9"))).isEqualTo(MatchController.Refusal.ILLEGAL);
        assertThat(controller.record()).isSameAs(before);
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
    void aMatchWithAFinishedGameAndMoreToComeIsStillInProgress() {
        MatchController controller = friends(Games.TIC_TAC_TOE, 3);
        play(controller, "b2");
        controller.resign();
        assertThat(controller.record().current().plies()).isEqualTo(1);
        assertThat(controller.isInProgress()).as("after game 1, before game 2").isTrue();
    }

    @Test
    void theRecordKeepsEveryMoveOfEveryGameAndTheScoreIsDerivedFromIt() {
        MatchController controller = friends(Games.TIC_TAC_TOE, 3);
        play(controller, "a1", "b1", "a2", "b2", "a3");
        controller.nextGame();
        play(controller, "b2");
        MatchRecord record = controller.record();
        assertThat(record.games()).hasSize(2);
        assertThat(record.games().get(0).moves()).extracting(played -> played.move().toString())
                .containsExactly("a1", "b1", "a2", "b2", "a3");
        assertThat(record.games().get(0).outcome().reason()).isEqualTo(Reason.LINE);
        assertThat(record.current().first()).isEqualTo(Side.TWO);
        assertThat(record.score().wins(Side.ONE)).isEqualTo(1);
        assertThat(record.player(Side.ONE)).isEqualTo(PlayerInfo.person("Asha"));
    }

    @Test
    void listenersHearTheMatchStartEveryMoveEachGamesEndAndTheLeaving() {
        MatchController controller = controller(Games.TIC_TAC_TOE, 1, new Person(""), new Person(""), new TestLoop());
        List<String> heard = new ArrayList<>();
        controller.addListener(new MatchListener() {
            @Override
            public void matchStarted(MatchRecord record) {
                heard.add("match " + record.game().id());
            }

            @Override
            public void moved(MatchRecord record, Side side, Move move) {
                heard.add(side + " " + move + " (" + record.current().plies() + ")");
            }

            @Override
            public void gameEnded(MatchRecord record) {
                heard.add(record.current().outcome() + " " + record.score().wins(Side.ONE) + "-"
                        + record.score().wins(Side.TWO));
            }

            @Override
            public void matchLeft(MatchRecord record) {
                heard.add("left");
            }
        });
        controller.start();
        play(controller, "a1", "b1", "a2", "b2", "a3");
        controller.leave();
        assertThat(heard).containsExactly("match tic-tac-toe", "ONE a1 (1)", "TWO b1 (2)", "ONE a2 (3)",
                "TWO b2 (4)", "ONE a3 (5)", "first wins (line) 1-0", "left");
    }

    @Test
    void aListenerThatThrowsLeavesTheMoveWholeAndTheOthersStillHearIt() {
        MatchController controller = friends(Games.TIC_TAC_TOE, 3);
        List<Move> heard = new ArrayList<>();
        controller.addListener(new MatchListener() {
            @Override
            public void moved(MatchRecord record, Side side, Move move) {
                throw new IllegalStateException("a broken listener");
            }
        });
        controller.addListener(new MatchListener() {
            @Override
            public void moved(MatchRecord record, Side side, Move move) {
                heard.add(move);
            }
        });
        play(controller, "b2", "a1");
        assertThat(heard).containsExactly(Move.parse("b2"), Move.parse("a1"));
        assertThat(controller.record().current().plies()).isEqualTo(2);
        assertThat(controller.sideToMove()).isEqualTo(Side.ONE);
    }

    @Test
    void theComputersMoveIsAskedOffTheEventThreadAndAppliedThere() throws Exception {
        TestLoop loop = new TestLoop();
        List<String> threads = new ArrayList<>();
        BotFactory factory = botChoosing(position -> {
            threads.add(Thread.currentThread().getName());
            return position.legalMoves().get(0);
        });
        MatchController controller = controller(Games.TIC_TAC_TOE, 3, new Person("Asha"),
                computer(factory, Games.TIC_TAC_TOE, 1000), loop);
        controller.start();
        assertThat(controller.personToMove()).isTrue();
        play(controller, "b2");
        assertThat(controller.thinking()).as("the thinking sign is up").isEqualTo(Side.TWO);
        assertThat(controller.personToMove()).isFalse();
        assertThat(controller.play(Move.parse("c3"))).isEqualTo(MatchController.Refusal.NOT_YOUR_PALO);

        loop.runNext();
        assertThat(controller.thinking()).isNull();
        assertThat(controller.position().at(Point.parse("a1"))).isEqualTo(Seat.SECOND);
        assertThat(threads).singleElement().asString().startsWith("katakuti-bot");
        controller.leave();
    }

    @Test
    void aComputerThatAnswersAnIllegalMoveForfeitsTheGameAndTheMatchGoesOn() throws Exception {
        TestLoop loop = new TestLoop();
        BotFactory factory = botChoosing(position -> Move.parse("b2"));
        MatchController controller = controller(Games.TIC_TAC_TOE, 3, new Person("Asha"),
                computer(factory, Games.TIC_TAC_TOE, 1000), loop);
        controller.start();
        play(controller, "b2");
        loop.runNext();
        assertThat(controller.isGameOver()).isTrue();
        assertThat(controller.record().current().outcome().reason()).isEqualTo(Reason.FORFEIT);
        assertThat(controller.record().current().forfeit()).isEqualTo(Forfeit.ILLEGAL);
        assertThat(controller.record().current().detail()).contains("b2");
        assertThat(controller.match().wins(Side.ONE)).as("the forfeit is a win for the other side").isEqualTo(1);
        assertThat(controller.thinking()).isNull();
        assertThat(controller.position().moveCount()).as("the illegal move was not played").isEqualTo(1);

        controller.nextGame();
        assertThat(controller.sideToMove()).as("the next game starts with the computer").isEqualTo(Side.TWO);
        assertThat(controller.thinking()).isEqualTo(Side.TWO);
        controller.leave();
    }

    @Test
    void aCrashingComputerForfeitsWithTheErrorInWordsNotAStackTrace() throws Exception {
        TestLoop loop = new TestLoop();
        BotFactory factory = botChoosing(position -> {
            throw new IllegalStateException("lost its marbles");
        });
        MatchController controller = controller(Games.TIC_TAC_TOE, 3, computer(factory, Games.TIC_TAC_TOE, 1000),
                new Person("Asha"), loop);
        controller.start();
        loop.runNext();
        assertThat(controller.record().current().forfeit()).isEqualTo(Forfeit.CRASH);
        assertThat(controller.record().current().detail()).isEqualTo("failed: IllegalStateException: lost its marbles");
        assertThat(controller.match().wins(Side.TWO)).isEqualTo(1);
        controller.leave();
    }

    @Test
    void aComputerStillThinkingPastItsGraceForfeitsOnTimeAndIsNotAskedAgainInTheMatch() throws Exception {
        TestLoop loop = new TestLoop();
        CountDownLatch release = new CountDownLatch(1);
        int[] asked = {0};
        BotFactory factory = factoryOf((position, deadline) -> {
            asked[0]++;
            try {
                release.await(); // ignores its deadline, like a hung plugin
            } catch (InterruptedException e) {
                // still ignores it: keeps waiting no longer, but answers too late anyway
            }
            return position.legalMoves().get(0);
        });
        MatchController controller = controller(Games.TIC_TAC_TOE, 3, computer(factory, Games.TIC_TAC_TOE, 100),
                new Person("Asha"), loop);
        controller.start();
        loop.runNext();
        assertThat(controller.record().current().forfeit()).isEqualTo(Forfeit.TIME);
        assertThat(controller.thinking()).as("no 'thinking' past the grace").isNull();
        controller.nextGame();
        play(controller, "b2");
        loop.runNext();
        assertThat(controller.record().current().forfeit()).isEqualTo(Forfeit.TIME);
        release.countDown();
        controller.leave();
    }

    @Test
    void takingBackAgainstAComputerGoesBackToThePersonsLastTurnAndIsCounted() throws Exception {
        TestLoop loop = new TestLoop();
        BotFactory factory = botChoosing(position -> position.legalMoves().get(0));
        MatchController controller = controller(Games.TIC_TAC_TOE, 3, new Person("Asha"),
                computer(factory, Games.TIC_TAC_TOE, 1000), loop);
        controller.start();
        assertThat(controller.canTakeBack()).as("nothing to take back yet").isFalse();
        play(controller, "b2");
        loop.runNext();
        assertThat(controller.record().current().plies()).isEqualTo(2);
        controller.takeBack();
        assertThat(controller.record().current().plies()).as("the computer's answer and the person's move")
                .isZero();
        assertThat(controller.record().current().takeBacks()).isEqualTo(1);
        assertThat(controller.personToMove()).isTrue();
        play(controller, "c3");
        loop.runNext();
        assertThat(controller.record().current().moves()).extracting(played -> played.move().toString())
                .containsExactly("c3", "a1");
    }

    @Test
    void takingBackWhileTheComputerThinksDropsItsAnswer() throws Exception {
        TestLoop loop = new TestLoop();
        CountDownLatch thinking = new CountDownLatch(1);
        BotFactory factory = factoryOf((position, deadline) -> {
            thinking.countDown();
            while (!deadline.isUp()) {
                Thread.onSpinWait();
            }
            return position.legalMoves().get(0);
        });
        MatchController controller = controller(Games.TIC_TAC_TOE, 3, new Person("Asha"),
                computer(factory, Games.TIC_TAC_TOE, 60_000), loop);
        controller.start();
        play(controller, "b2");
        assertThat(thinking.await(5, TimeUnit.SECONDS)).isTrue();
        controller.takeBack();
        assertThat(controller.thinking()).isNull();
        assertThat(controller.record().current().plies()).isZero();
        Thread.sleep(100);
        while (!loop.isIdle()) {
            loop.runNext(); // the dropped answer, if it was posted, changes nothing
        }
        assertThat(controller.record().current().plies()).isZero();
        controller.leave();
    }

    @Test
    void betweenFriendsATakeBackUndoesOneMove() {
        MatchController controller = friends(Games.TIC_TAC_TOE, 3);
        play(controller, "b2", "a1");
        controller.takeBack();
        assertThat(controller.record().current().moves()).extracting(played -> played.move().toString())
                .containsExactly("b2");
        assertThat(controller.sideToMove()).isEqualTo(Side.TWO);
    }

    @Test
    void aResignationGivesTheGameToTheOtherSideAndCountsLikeAnyWin() throws Exception {
        TestLoop loop = new TestLoop();
        BotFactory factory = botChoosing(position -> position.legalMoves().get(0));
        MatchController controller = controller(Games.TIC_TAC_TOE, 1, computer(factory, Games.TIC_TAC_TOE, 1000),
                new Person("Asha"), loop);
        controller.start();
        loop.runNext();
        assertThat(controller.resigner()).as("the person at this board resigns").isEqualTo(Side.TWO);
        controller.resign();
        assertThat(controller.record().current().outcome().reason()).isEqualTo(Reason.RESIGNED);
        assertThat(controller.record().current().winner()).isEqualTo(Side.ONE);
        assertThat(controller.isMatchOver()).isTrue();
        assertThat(controller.resigner()).isNull();
    }

    @Test
    void betweenFriendsThePlayerOnTheMoveResigns() {
        MatchController controller = friends(Games.TIC_TAC_TOE, 3);
        play(controller, "b2");
        assertThat(controller.resigner()).isEqualTo(Side.TWO);
        controller.resign();
        assertThat(controller.record().current().winner()).isEqualTo(Side.ONE);
    }

    @Test
    void twoComputersAreWatchedAtTheChosenPaceAndCanBePausedAndStepped() throws Exception {
        TestLoop loop = new TestLoop();
        BotFactory factory = botChoosing(position -> position.legalMoves().get(0));
        MatchController controller = controller(Games.TIC_TAC_TOE, 1, computer(factory, Games.TIC_TAC_TOE, 1000),
                computer(factory, Games.TIC_TAC_TOE, 1000), loop);
        controller.setPaceMillis(250);
        controller.start();
        assertThat(controller.isWatched()).isTrue();
        assertThat(controller.canTakeBack()).isFalse();
        assertThat(controller.resigner()).as("nobody at this board to resign").isNull();
        assertThat(loop.waits).containsExactly(250L);
        loop.runTimed();
        loop.runNext();
        assertThat(controller.record().current().plies()).isEqualTo(1);

        controller.setPaused(true);
        loop.runTimed(); // the pace runs out while paused: nobody is asked
        assertThat(controller.thinking()).isNull();
        assertThat(loop.isIdle()).isTrue();
        controller.step();
        loop.runNext();
        assertThat(controller.record().current().plies()).as("one step, one move").isEqualTo(2);
        assertThat(loop.hasTimed()).as("paused again after the step").isFalse();

        controller.setPaused(false);
        loop.runTimed();
        loop.runNext();
        assertThat(controller.record().current().plies()).isEqualTo(3);
        controller.leave();
    }

    @Test
    void aStepTakenWhileThePaceRunsLeavesTheMatchFreeToGoOnWhenResumed() throws Exception {
        TestLoop loop = new TestLoop();
        BotFactory factory = botChoosing(position -> position.legalMoves().get(0));
        MatchController controller = controller(Games.TIC_TAC_TOE, 1, computer(factory, Games.TIC_TAC_TOE, 1000),
                computer(factory, Games.TIC_TAC_TOE, 1000), loop);
        controller.start();
        controller.setPaused(true); // while the first move's pace runs
        controller.step();
        loop.runNext();
        loop.runTimed(); // the pace's timer comes late: it is stale and asks nobody
        assertThat(controller.record().current().plies()).isEqualTo(1);
        controller.setPaused(false);
        loop.runTimed();
        loop.runNext();
        assertThat(controller.record().current().plies()).as("going on after the step").isEqualTo(2);
        controller.leave();
    }

    @Test
    void aControllerBuiltFromAnUnfinishedRecordGoesOnWhereItStood() throws Exception {
        TestLoop loop = new TestLoop();
        BotFactory factory = botChoosing(position -> position.legalMoves().get(0));
        Person asha = new Person("Asha");
        BotPlayer bot = computer(factory, Games.TIC_TAC_TOE, 1000);
        MatchRecord saved = MatchRecord.start(Games.TIC_TAC_TOE, 3, asha.info(), bot.info(), 0)
                .play(Move.parse("a1"), 0).play(Move.parse("b1"), 0).play(Move.parse("a2"), 0)
                .play(Move.parse("b2"), 0).play(Move.parse("a3"), 0).nextGame().play(Move.parse("b2"), 0);
        MatchController controller = new MatchController(saved, asha, bot, loop);
        controller.start();
        assertThat(controller.match().wins(Side.ONE)).isEqualTo(1);
        assertThat(controller.gameNumber()).isEqualTo(2);
        assertThat(controller.personToMove()).as("side two opened game 2 with b2: Asha's turn").isTrue();
        play(controller, "a1");
        loop.runNext();
        assertThat(controller.record().current().plies()).isEqualTo(3);
        controller.leave();
    }

    @Test
    void leavingCancelsTheComputersDeadlineAndDropsItsLateAnswer() throws Exception {
        TestLoop loop = new TestLoop();
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
        MatchController controller = controller(Games.TIC_TAC_TOE, 3, computer(factory, Games.TIC_TAC_TOE, 60_000),
                new Person("Asha"), loop);
        controller.start();
        assertThat(asked.await(5, TimeUnit.SECONDS)).isTrue();
        controller.leave();
        assertThat(cancelled.await(5, TimeUnit.SECONDS)).as("the deadline was cancelled").isTrue();
        assertThat(controller.thinking()).isNull();
        Thread.sleep(50);
        assertThat(loop.isIdle()).as("a cancelled bot's answer is not posted").isTrue();
        assertThat(controller.position().moveCount()).isZero();
    }

    @Test
    void theRecordsPlayersMustBeTheSeatedOnes() {
        Person asha = new Person("Asha");
        MatchRecord record = MatchRecord.start(Games.TIC_TAC_TOE, 3, PlayerInfo.person("Bikash"), asha.info(), 0);
        org.assertj.core.api.Assertions.assertThatThrownBy(
                () -> new MatchController(record, asha, new Person("Bikash"), new TestLoop()))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
