package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.Forfeit;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Reason;
import org.katakuti.app.prefs.MemoryPrefsStore;
import org.katakuti.app.player.TestFactories;
import org.katakuti.app.prefs.TablePrefs;
import org.katakuti.app.table.MatchSetup;

/** Any two players at the table: two computers watched, take-back, resignation, a hung bot, the remembered choice. */
class SeatsGuiTest {

    /** The pace of the speed box's "Slow". */
    private static final long SLOW_PACE_MILLIS = 1500;

    private TableFixture table;

    @AfterEach
    void close() {
        if (table != null) {
            table.close();
        }
    }

    private void start(MatchSetup setup) {
        GuiActionRunner.execute(() -> table.frame.startMatch(setup));
        table.robot.waitForIdle();
    }

    private int plies() {
        return GuiActionRunner.execute(() -> table.controller().record().current().plies());
    }

    /** A factory of bots that play the first legal move at once. */
    private static BotFactory quick(String id) {
        return factory(id, (position, deadline) -> position.legalMoves().get(0));
    }

    private static BotFactory factory(String id, Bot bot) {
        return TestFactories.of(id, "Bot " + id, bot);
    }

    @Test
    void twoComputersPlayEachOtherInTheWindowAndCanBePausedAndStepped() {
        table = TableFixture.open();
        MatchSetup setup = new MatchSetup(Games.TIC_TAC_TOE, 1, MatchSetup.Choice.bot(quick("a")),
                MatchSetup.Choice.bot(quick("b")));
        // Slow from the first move, in the same event as the start: the game lasts 7 moves, and at the steady
        // pace a slow robot choosing "Slow" let it reach its 6th before the pause, so the step ended it and
        // "Go on" was disabled.
        GuiActionRunner.execute(() -> {
            table.frame.startMatch(setup);
            table.controller().setPaceMillis(SLOW_PACE_MILLIS);
        });
        table.robot.waitForIdle();
        table.window.comboBox("speed").selectItem("Slow");
        TableFixture.waitFor("the computers have played a move", () -> plies() >= 1);
        // pressed on the event thread: a robot click right after a combo box's popup closes can be lost
        javax.swing.JToggleButton pause = table.window.toggleButton("pause").target();
        GuiActionRunner.execute(() -> pause.doClick(0));
        TableFixture.waitFor("the pause has taken hold", () -> table.controller().isPaused() && table.controller().thinking() == null);
        int paused = plies();
        table.window.button("step").requireEnabled();
        table.robot.waitForIdle();
        assertThat(plies()).as("no move is asked for while paused").isEqualTo(paused);
        table.window.button("step").click();
        TableFixture.waitFor("one step played one move", () -> plies() == paused + 1);
        table.window.comboBox("speed").selectItem("Fast");
        TableFixture.waitFor("the fast speed is set", () -> table.controller().paceMillis() < 500);
        table.window.toggleButton("pause").requireText("Go on");
        GuiActionRunner.execute(() -> pause.doClick(0));
        TableFixture.waitFor("the match goes on", () -> !table.controller().isPaused());
        TableFixture.waitFor("the game is played to its end", () -> table.controller().isGameOver());
        table.screenshot("watch-two-computers");
        assertThat(GuiActionRunner.execute(() -> table.controller().record().current().outcome().reason()))
                .isEqualTo(Reason.LINE);
    }

    @Test
    void controlZTakesBackTheComputersAnswerAndThePersonsMove() {
        table = TableFixture.open();
        start(new MatchSetup(Games.TIC_TAC_TOE, 3, MatchSetup.Choice.person("Asha"),
                MatchSetup.Choice.bot(quick("a"))));
        table.click("b2");
        TableFixture.waitFor("the computer has answered", () -> plies() == 2);
        table.window.menuItem("menu-takeBack").requireEnabled();
        table.board().requestFocusInWindow();
        table.window.pressAndReleaseKey(org.assertj.swing.core.KeyPressInfo.keyCode(KeyEvent.VK_Z)
                .modifiers(java.awt.Toolkit.getDefaultToolkit().getMenuShortcutKeyMask()));
        TableFixture.waitFor("both moves are taken back", () -> plies() == 0);
        assertThat(GuiActionRunner.execute(() -> table.controller().personToMove())).isTrue();
        assertThat(GuiActionRunner.execute(() -> table.controller().record().current().takeBacks())).isEqualTo(1);
        table.window.menuItem("menu-takeBack").requireDisabled();
        table.click("c3");
        TableFixture.waitFor("the game goes on after the take-back", () -> plies() == 2);
    }

    @Test
    void resigningFromTheMatchMenuGivesTheGameToTheComputerAfterAQuestion() {
        table = TableFixture.open();
        start(new MatchSetup(Games.GOMOKU, 3, MatchSetup.Choice.person("Asha"),
                MatchSetup.Choice.bot(quick("a"))));
        table.click("h8");
        TableFixture.waitFor("the computer has answered", () -> plies() == 2);
        javax.swing.JMenuItem resignItem = table.window.menuItem("menu-resign").requireEnabled().target();
        // clicked later on the event thread: the question it opens is modal and would block here
        javax.swing.SwingUtilities.invokeLater(() -> resignItem.doClick(0));
        JOptionPaneFixture question = table.window.optionPane(Timeout.timeout(5_000));
        question.requireMessage("Asha resigns this game: Computer (Bot a) wins it.");
        javax.swing.JButton resign = question.buttonWithText("Resign").target();
        GuiActionRunner.execute(() -> resign.doClick(0));
        TableFixture.waitFor("the game is over", () -> table.controller().isGameOver());
        assertThat(table.window.label("message").text()).isEqualTo("Computer (Bot a) wins: Asha resigned.");
        assertThat(GuiActionRunner.execute(() -> table.controller().match().wins(Side.TWO))).isEqualTo(1);
        table.window.button("next").requireVisible();
    }

    @Test
    void aComputerThatNeverAnswersForfeitsOnTimeAndTheWindowSaysWhy() {
        table = TableFixture.open();
        java.util.concurrent.CountDownLatch never = new java.util.concurrent.CountDownLatch(1);
        BotFactory hung = factory("hung", (position, deadline) -> {
            try {
                never.await();
            } catch (InterruptedException e) {
                // a plugin that swallows the interrupt and still never answers
                while (never.getCount() > 0) {
                    Thread.onSpinWait();
                }
            }
            return position.legalMoves().get(0);
        });
        try {
            start(new MatchSetup(Games.TIC_TAC_TOE, 3, MatchSetup.Choice.bot(hung),
                    MatchSetup.Choice.person("Asha")));
            TableFixture.waitFor("the computer has forfeited", () -> table.controller().isGameOver());
            assertThat(GuiActionRunner.execute(() -> table.controller().record().current().forfeit()))
                    .isEqualTo(Forfeit.TIME);
            javax.swing.JProgressBar thinking = table.robot.finder().findByName(table.frame, "thinking",
                    javax.swing.JProgressBar.class, false);
            assertThat(GuiActionRunner.execute(thinking::isVisible)).as("no 'thinking' past the grace").isFalse();
            assertThat(table.window.label("message").text())
                    .isEqualTo("Asha wins: Computer (Bot hung) forfeits: out of time.");
            assertThat(GuiActionRunner.execute(() -> table.window.label("message").target().getToolTipText()))
                    .as("what the computer did, in the referee's words").startsWith("gave no move within 2000 ms");
            table.screenshot("forfeit-on-time");
            table.window.button("next").click();
            TableFixture.waitFor("the retired computer forfeits game 2 at once, once Asha has moved", () ->
                    table.controller().personToMove());
            table.click("b2");
            TableFixture.waitFor("game 2 is forfeited too", () -> table.controller().isGameOver());
            assertThat(GuiActionRunner.execute(() -> table.controller().match().wins(Side.TWO))).isEqualTo(2);
        } finally {
            never.countDown();
        }
    }

    @Test
    void theComputerChosenLastTimeIsChosenAgainAtTheNextStart() {
        TablePrefs prefs = new TablePrefs(new MemoryPrefsStore());
        prefs.setPlayerId(Side.ONE, "first-legal");
        prefs.setPlayerId(Side.TWO, "");
        table = TableFixture.open(prefs);
        TableFixture.waitFor("the computer players are listed", () ->
                table.window.comboBox("playerOne").target().getItemCount() > 1);
        table.window.comboBox("playerOne").requireSelection("Computer: First legal");
        table.window.comboBox("playerTwo").requireSelection("A person at this computer");
        table.window.textBox("nameOne").requireDisabled();
        table.window.comboBox("playerTwo").selectItem("Computer: Hard");
        table.window.button("play").click();
        TableFixture.waitFor("the match is on", () -> table.controller() != null);
        assertThat(prefs.playerId(Side.TWO)).isEqualTo("hard");
        assertThat(GuiActionRunner.execute(() -> table.controller().isWatched())).isTrue();
    }
}
