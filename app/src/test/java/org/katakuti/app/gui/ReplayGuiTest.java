package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.Arrays;
import java.util.List;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.app.board.BoardView;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.prefs.TablePrefs.Theme;
import org.katakuti.app.replay.ReplayWindow;
import org.katakuti.app.table.MatchSetup;

/**
 * The replay window beside the table: stepping with the buttons, the keys, the
 * slider and the move list, choosing a game, autoplay, and how it looks in
 * both themes and both languages (screenshots under {@code target/screenshots}).
 */
class ReplayGuiTest {

    private TableFixture table;

    @AfterEach
    void close() {
        if (table != null) {
            table.close();
        }
    }

    private static MatchRecord play(MatchRecord record, List<String> moves) {
        for (String move : moves) {
            record = record.play(Move.parse(move), 10);
        }
        return record;
    }

    /** Two finished games of tic-tac-toe between Asha and Bikash: Asha's line, then Bikash's. */
    private static MatchRecord twoGames() {
        MatchRecord record = MatchRecord.start(Games.TIC_TAC_TOE, 3, PlayerInfo.person("Asha"),
                PlayerInfo.person("Bikash"), 0);
        record = play(record, Arrays.asList("a1", "b1", "a2", "b2", "a3"));
        return play(record.nextGame(), Arrays.asList("b2", "a1", "c3", "a2", "a3", "b1", "c1"));
    }

    private DialogFixture open(MatchRecord record) {
        GuiActionRunner.execute(() -> table.frame.openReplay(record));
        return showing();
    }

    /** The replay window on show (one closed before is disposed, not shown). */
    private DialogFixture showing() {
        TableFixture.waitFor("a replay window is on show", () -> Arrays.stream(java.awt.Window.getWindows())
                .anyMatch(w -> w instanceof ReplayWindow && w.isShowing()));
        ReplayWindow shown = GuiActionRunner.execute(() -> (ReplayWindow) Arrays.stream(java.awt.Window.getWindows())
                .filter(w -> w instanceof ReplayWindow && w.isShowing()).findFirst().get());
        DialogFixture dialog = new DialogFixture(table.robot, shown);
        dialog.requireVisible();
        return dialog;
    }

    private static ReplayWindow window(DialogFixture dialog) {
        return (ReplayWindow) dialog.target();
    }

    private static int ply(DialogFixture dialog) {
        return GuiActionRunner.execute(() -> window(dialog).replay().ply());
    }

    /** Waits for the replay to reach {@code ply} of game {@code game} (from 0), then checks the board drawn. */
    private void requireAt(DialogFixture dialog, MatchRecord record, int game, int ply) {
        TableFixture.waitFor("game " + (game + 1) + " at ply " + ply, () -> window(dialog).replay().gameIndex() == game
                && window(dialog).replay().ply() == ply);
        BoardView board = (BoardView) table.robot.finder().findByName(dialog.target(), "replay-board", true);
        Position shown = GuiActionRunner.execute(board::position);
        assertThat(picture(shown)).as("the board at game " + (game + 1) + ", ply " + ply)
                .isEqualTo(picture(record.games().get(game).positionAt(ply)));
        assertThat(GuiActionRunner.execute(() -> dialog.slider("replay-slider").target().getValue())).isEqualTo(ply);
        assertThat(GuiActionRunner.execute(() -> dialog.list("replay-moves").target().getSelectedIndex()))
                .isEqualTo(ply);
    }

    /** The board as text, point by point, with the seat to move, the outcome and the struck lines. */
    private static String picture(Position position) {
        StringBuilder text = new StringBuilder();
        for (int row = position.rows() - 1; row >= 0; row--) {
            for (int column = 0; column < position.columns(); column++) {
                Point point = Point.of(column, row);
                text.append(!position.isOnBoard(point) ? ' '
                        : position.at(point) == null ? '.' : position.at(point).notation().charAt(0));
            }
            text.append('\n');
        }
        return text.append(position.toMove()).append(' ').append(position.outcome()).append(' ')
                .append(position.moveCount()).append(' ').append(position.struckLines()).toString();
    }

    @Test
    void stepsThroughBothGamesWithButtonsKeysSliderAndTheMoveList() {
        table = TableFixture.open();
        MatchRecord record = twoGames();
        DialogFixture dialog = open(record);
        requireAt(dialog, record, 0, 0);
        dialog.button("replay-first").requireDisabled();
        dialog.button("replay-previous").requireDisabled();
        dialog.label("replay-message").requireText("The board before the first move: Asha moves first.");

        dialog.button("replay-next").click();
        requireAt(dialog, record, 0, 1);
        dialog.button("replay-next").click();
        requireAt(dialog, record, 0, 2);
        dialog.label("replay-message").requireText("2. Bikash: b1");
        dialog.button("replay-previous").click();
        requireAt(dialog, record, 0, 1);
        dialog.button("replay-last").click();
        requireAt(dialog, record, 0, 5);
        dialog.label("replay-result").requireVisible().requireText("Asha wins: a line.");
        dialog.button("replay-next").requireDisabled();
        assertThat(GuiActionRunner.execute(() -> window(dialog).board().position().struckLines())).isNotEmpty();
        table.screenshot(window(dialog), "replay-tic-tac-toe-light-en");
        dialog.button("replay-first").click();
        requireAt(dialog, record, 0, 0);

        // the keys, with the focus in the move list (which lets Left, Right, Home and End through)
        org.assertj.swing.fixture.JListFixture list = dialog.list("replay-moves");
        list.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        requireAt(dialog, record, 0, 1);
        list.pressAndReleaseKeys(KeyEvent.VK_RIGHT, KeyEvent.VK_RIGHT);
        requireAt(dialog, record, 0, 3);
        list.pressAndReleaseKeys(KeyEvent.VK_LEFT);
        requireAt(dialog, record, 0, 2);
        list.pressAndReleaseKeys(KeyEvent.VK_END);
        requireAt(dialog, record, 0, 5);
        list.pressAndReleaseKeys(KeyEvent.VK_HOME);
        requireAt(dialog, record, 0, 0);
        list.pressAndReleaseKeys(KeyEvent.VK_DOWN);
        requireAt(dialog, record, 0, 1);
        // and with the focus on a button
        org.assertj.swing.fixture.JButtonFixture playButton = dialog.button("replay-play");
        playButton.pressAndReleaseKeys(KeyEvent.VK_END);
        requireAt(dialog, record, 0, 5);
        playButton.pressAndReleaseKeys(KeyEvent.VK_LEFT);
        requireAt(dialog, record, 0, 4);

        dialog.slider("replay-slider").slideTo(2);
        requireAt(dialog, record, 0, 2);
        dialog.slider("replay-slider").slideToMaximum();
        requireAt(dialog, record, 0, 5);
        dialog.list("replay-moves").clickItem(3);
        requireAt(dialog, record, 0, 3);
        dialog.label("replay-message").requireText("3. Asha: a2");
        assertThat(GuiActionRunner.execute(() -> table.robot.finder().findByName(dialog.target(), "replay-result",
                false).isVisible())).as("no result before the end").isFalse();

        dialog.comboBox("replay-game").requireItemCount(2).selectItem(1);
        requireAt(dialog, record, 1, 0);
        dialog.label("replay-message").requireText("The board before the first move: Bikash moves first.");
        assertThat(dialog.comboBox("replay-game").contents())
                .containsExactly("Game 1: Asha wins: a line.", "Game 2: Bikash wins: a line.");
        dialog.button("replay-last").click();
        requireAt(dialog, record, 1, 7);
        dialog.label("replay-result").requireText("Bikash wins: a line.");
        dialog.label("replay-two-wins").requireText("1");
        dialog.label("replay-one-wins").requireText("1");
        dialog.button("replay-previous").click();
        requireAt(dialog, record, 1, 6);
        dialog.label("replay-two-wins").requireText("0");
        dialog.label("replay-message").requireText("6. Asha: b1");
    }

    @Test
    void autoplayGoesToTheEndAndStops() {
        table = TableFixture.open();
        MatchRecord record = twoGames();
        DialogFixture dialog = open(record);
        // Slow while the test looks for the playing state: at Fast the five moves can all be played, and
        // autoplay stopped, before a loaded machine has even finished the click.
        dialog.comboBox("replay-speed").selectItem("Slow");
        dialog.button("replay-play").click();
        TableFixture.waitFor("autoplay has started", () -> window(dialog).isPlaying());
        dialog.button("replay-play").requireText("Pause");
        dialog.comboBox("replay-speed").selectItem("Fast");
        TableFixture.waitFor("autoplay has reached the end and stopped", () -> window(dialog).replay().isAtEnd()
                && !window(dialog).isPlaying());
        requireAt(dialog, record, 0, 5);
        dialog.button("replay-play").requireText("Play");
        // slow now, so the replay stays seconds in the game where the test looks for it
        dialog.comboBox("replay-speed").selectItem("Slow");
        dialog.button("replay-play").click();
        TableFixture.waitFor("autoplay from the end starts again from the start", () -> window(dialog).isPlaying()
                && window(dialog).replay().ply() < 5);
        dialog.button("replay-play").click();
        TableFixture.waitFor("paused", () -> !window(dialog).isPlaying());
        int paused = ply(dialog);
        table.robot.waitForIdle();
        assertThat(ply(dialog)).as("no step while paused").isEqualTo(paused);
    }

    @Test
    void aTigadiCaptureShowsWhereItHappensInBothThemesAndLanguages() {
        table = TableFixture.open();
        List<String> moves = Playouts.randomWin(Games.TIGADI, 11);
        MatchRecord record = play(MatchRecord.start(Games.TIGADI, 1, PlayerInfo.person("Asha"),
                PlayerInfo.person("Bikash"), 0), moves);
        int capture = 0;
        while (!Move.parse(moves.get(capture)).hasCapture()) {
            capture++;
        }
        int ply = capture + 1;
        Point taken = Move.parse(moves.get(capture)).capture();
        DialogFixture dialog = open(record);
        dialog.list("replay-moves").clickItem(ply);
        requireAt(dialog, record, 0, ply);
        assertThat(GuiActionRunner.execute(() -> window(dialog).board().position().at(taken))).isNull();
        assertThat(dialog.label("replay-message").text()).endsWith("Tigadi: the goti on " + taken + " is taken");
        table.screenshot(window(dialog), "replay-tigadi-capture-light-en");
        dialog.button("replay-previous").click();
        requireAt(dialog, record, 0, ply - 1);
        assertThat(GuiActionRunner.execute(() -> window(dialog).board().position().at(taken))).isNotNull();
        dialog.button("replay-last").click();
        requireAt(dialog, record, 0, moves.size());
        assertThat(dialog.label("replay-result").text()).contains("wins");
        table.screenshot(window(dialog), "replay-tigadi-over-light-en");

        GuiActionRunner.execute(() -> table.frame.setTheme(Theme.DARK));
        table.screenshot(window(dialog), "replay-tigadi-over-dark-en");
        GuiActionRunner.execute(() -> table.frame.setLanguage(Language.NEPALI));
        dialog.button("replay-next").requireText("अर्को ›");
        assertThat(dialog.label("replay-result").text()).contains("जित्यो");
        table.screenshot(window(dialog), "replay-tigadi-over-dark-ne");
        dialog.list("replay-moves").clickItem(ply);
        requireAt(dialog, record, 0, ply);
        assertThat(dialog.label("replay-message").text()).contains("गोटी खाइयो");
        table.screenshot(window(dialog), "replay-tigadi-capture-dark-ne");
        GuiActionRunner.execute(() -> table.frame.setTheme(Theme.LIGHT));
        table.screenshot(window(dialog), "replay-tigadi-capture-light-ne");
        dialog.pressAndReleaseKeys(KeyEvent.VK_HOME);
        requireAt(dialog, record, 0, 0);
    }

    @Test
    void theMatchMenuReplaysTheMatchAsItStands() {
        table = TableFixture.open();
        GuiActionRunner.execute(() -> table.frame.startMatch(MatchSetup.friends(Games.TIC_TAC_TOE, 3, "Asha",
                "Bikash")));
        table.robot.waitForIdle();
        table.window.menuItem("menu-replay").requireDisabled();
        table.play(Arrays.asList("a1", "b1", "a2", "b2", "a3"));
        table.window.button("next").click();
        TableFixture.waitFor("game 2 has started", () -> table.controller().gameNumber() == 2 && !table.controller().isGameOver());
        table.play(Arrays.asList("b2", "a1"));
        table.window.menuItem("menu-replay").requireEnabled().click();
        DialogFixture dialog = showing();
        MatchRecord record = table.controller().record();
        dialog.comboBox("replay-game").requireItemCount(2);
        assertThat(dialog.comboBox("replay-game").contents()[1]).isEqualTo("Game 2: not finished (moves played: 2)");
        dialog.comboBox("replay-game").selectItem(1);
        dialog.button("replay-last").click();
        requireAt(dialog, record, 1, 2);
        dialog.label("replay-result").requireText("The game goes on from here.");
        assertThat(GuiActionRunner.execute(() -> window(dialog).replay().sideToMove())).isEqualTo(Side.TWO);
        java.awt.Rectangle screen = GuiActionRunner.execute(() -> dialog.target().getGraphicsConfiguration()
                .getBounds());
        assertThat(screen.contains(GuiActionRunner.execute(() -> dialog.target().getBounds())))
                .as("the replay opens whole on the screen").isTrue();
        table.screenshot(window(dialog), "replay-from-menu-light-en");
        dialog.close();
        table.play(Arrays.asList("c3"));
        assertThat(GuiActionRunner.execute(() -> table.controller().record().current().plies()))
                .as("the match goes on after the replay").isEqualTo(3);
    }

    @Test
    void aForfeitIsSaidInWordsAndNothingIsCutInASmallNepaliWindow() {
        table = TableFixture.open();
        MatchRecord record = MatchRecord.start(Games.FIVE_IN_A_ROW, 3, PlayerInfo.person("Asha"),
                PlayerInfo.bot(org.katakuti.api.match.PlayerKind.BUILT_IN, "hard", "Hard", null, 7L), 0);
        record = play(record, Arrays.asList("e5", "d4", "f6"));
        MatchRecord forfeited = record.forfeit(Side.TWO, org.katakuti.api.match.Forfeit.TIME,
                "still thinking after 2000 ms");
        DialogFixture dialog = open(forfeited);
        dialog.button("replay-last").click();
        requireAt(dialog, forfeited, 0, 3);
        dialog.label("replay-result").requireText("Asha wins: Computer (Hard) forfeits: out of time.");
        assertThat(dialog.label("replay-result").target().getToolTipText()).isEqualTo("still thinking after 2000 ms");
        GuiActionRunner.execute(() -> table.frame.setLanguage(Language.NEPALI));
        dialog.resizeTo(new java.awt.Dimension(640, 560));
        table.robot.waitForIdle();
        dialog.label("replay-result").requireText("Asha जित्यो: कम्प्युटर (कठिन) हार्यो: समय सकियो।");
        table.screenshot(window(dialog), "replay-forfeit-small-light-ne");
        GuiActionRunner.execute(() -> {
            for (String name : new String[] {"replay-result", "replay-message", "replay-first", "replay-previous",
                "replay-play", "replay-next", "replay-last", "replay-speed"}) {
                javax.swing.JComponent part = (javax.swing.JComponent) table.robot.finder()
                        .findByName(dialog.target(), name, false);
                assertThat(part.getWidth()).as(name + " is not cut").isGreaterThanOrEqualTo(
                        part.getPreferredSize().width);
                java.awt.Point at = javax.swing.SwingUtilities.convertPoint(part, part.getWidth(), 0,
                        window(dialog).getContentPane());
                assertThat(at.x).as(name + " inside the window").isLessThanOrEqualTo(
                        window(dialog).getContentPane().getWidth());
            }
        });
    }

    /** A game of every kind opens in the replay with the right board; used for the screenshots of each. */
    @Test
    void everyGameOpensInTheReplay() {
        table = TableFixture.open();
        for (Game game : Games.all()) {
            List<String> moves = Playouts.randomWin(game, 7);
            MatchRecord record = play(MatchRecord.start(game, 1, PlayerInfo.person("Asha"),
                    PlayerInfo.person("Bikash"), 0), moves);
            DialogFixture dialog = open(record);
            dialog.pressAndReleaseKeys(KeyEvent.VK_END);
            requireAt(dialog, record, 0, moves.size());
            table.screenshot(window(dialog), "replay-" + game.id() + "-over-light-en");
        }
    }
}
