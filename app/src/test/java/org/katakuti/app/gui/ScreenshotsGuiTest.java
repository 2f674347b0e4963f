package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.prefs.TablePrefs.Theme;
import org.katakuti.app.table.MatchSetup;

/**
 * Saves a picture of every board, mid-game and finished (struck lines and
 * all), in the light and dark themes, plus a Nepali match, under
 * {@code target/screenshots/} for a person to look at. It checks only that the
 * games reached the states pictured.
 */
class ScreenshotsGuiTest {

    /** Per game: moves to a finished game (a win where one shows struck lines). */
    private static Map<Game, List<String>> finished() {
        Map<Game, List<String>> games = new LinkedHashMap<>();
        games.put(Games.TIC_TAC_TOE, Arrays.asList("a1", "a2", "b2", "a3", "c3"));
        games.put(Games.MISERE, Arrays.asList("a1", "b1", "a2", "b3", "a3"));
        games.put(Games.FOUR_BY_FOUR, Arrays.asList("a1", "b1", "a2", "b2", "a3", "b3", "a4"));
        games.put(Games.FIVE_IN_A_ROW, Arrays.asList("c3", "c4", "d4", "d5", "e5", "e6", "f6", "f7", "g7"));
        games.put(Games.GOMOKU, Arrays.asList("h8", "h9", "i8", "i9", "j8", "g8", "j9", "j10", "k7", "l6", "i7",
                "i6", "h6", "g5", "k8", "l8", "j7", "h7", "l7", "m7", "g7", "f7", "k6", "j6", "k9", "k10", "k5"));
        games.put(Games.ULTIMATE, Playouts.randomWin(Games.ULTIMATE, 7));
        games.put(Games.TIGADI, Playouts.randomWin(Games.TIGADI, 11));
        return games;
    }

    @Test
    void everyBoardMidGameAndFinishedInLightAndDark() {
        Map<Game, List<String>> games = finished();
        try (TableFixture table = TableFixture.open()) {
            for (Theme theme : new Theme[] {Theme.LIGHT, Theme.DARK}) {
                GuiActionRunner.execute(() -> table.frame.setTheme(theme));
                String suffix = theme.name().toLowerCase();
                for (Map.Entry<Game, List<String>> entry : games.entrySet()) {
                    Game game = entry.getKey();
                    List<String> moves = entry.getValue();
                    start(table, game);
                    table.play(moves.subList(0, moves.size() * 2 / 3));
                    assertThat(table.controller().position().isOver()).as(game.id() + " mid-game").isFalse();
                    table.screenshot(game.id() + "-mid-" + suffix);
                    table.play(moves.subList(moves.size() * 2 / 3, moves.size()));
                    assertThat(table.controller().position().isOver()).as(game.id() + " finished").isTrue();
                    table.screenshot(game.id() + "-over-" + suffix);
                }
            }
            GuiActionRunner.execute(() -> table.frame.setTheme(Theme.LIGHT));
            GuiActionRunner.execute(() -> table.frame.setLanguage(Language.NEPALI));
            start(table, Games.TIGADI);
            table.play(games.get(Games.TIGADI).subList(0, 12));
            table.screenshot("nepali-tigadi");
            start(table, Games.TIC_TAC_TOE);
            table.play(games.get(Games.TIC_TAC_TOE));
            table.screenshot("nepali-tic-tac-toe-over");
        }
        assertThat(new File(TableFixture.SCREENSHOTS, "gomoku-over-dark.png")).exists();
    }

    /**
     * The signs beside the moves, in both themes: a tigadi capture's cross and
     * counts, a hint and threats on gomoku, an earlier move viewed from the
     * list, and help opened beside the table (a picture of the whole screen).
     * The hint is the real hard computer's, within the table's budget.
     */
    @Test
    void theTablesSignsHintsThreatsAndHelpBesideInLightAndDark() throws Exception {
        try (TableFixture table = TableFixture.open()) {
            table.chooseFromMenu("menu-threats");
            assertThat(table.prefs.warnThreats()).as("the setting is remembered").isTrue();
            for (Theme theme : new Theme[] {Theme.LIGHT, Theme.DARK}) {
                GuiActionRunner.execute(() -> table.frame.setTheme(theme));
                String suffix = theme.name().toLowerCase();
                start(table, Games.TIGADI);
                table.play(Arrays.asList("a1", "g7", "a4", "g4", "a7xg4"));
                table.screenshot("tigadi-capture-" + suffix);

                start(table, Games.GOMOKU);
                table.play(Arrays.asList("h8", "a1", "i8", "a2", "j8"));
                assertThat(GuiActionRunner.execute(() -> table.board().threats())).as("the open three").isNotEmpty();
                table.chooseFromMenu("menu-hint");
                TableFixture.waitFor("the hint is on the board", () -> table.board().hint() != null);
                table.screenshot("gomoku-hint-threats-" + suffix);

                start(table, Games.TIC_TAC_TOE);
                table.play(Arrays.asList("b2", "a1", "c3", "a3"));
                table.window.list("moveList").clickItem(1);
                table.screenshot("tic-tac-toe-viewing-" + suffix);
                table.robot.pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ESCAPE);

                GuiActionRunner.execute(() -> table.frame.openHelp());
                org.assertj.swing.fixture.DialogFixture help = org.assertj.swing.finder.WindowFinder
                        .findDialog("help").using(table.robot);
                table.robot.waitForIdle();
                java.awt.Rectangle both = GuiActionRunner.execute(
                        () -> table.frame.getBounds().union(help.target().getBounds()));
                javax.imageio.ImageIO.write(new java.awt.Robot().createScreenCapture(both), "png",
                        new File(TableFixture.SCREENSHOTS, "help-beside-" + suffix + ".png"));
                help.close();
            }
            table.chooseFromMenu("menu-threats");
        }
        assertThat(new File(TableFixture.SCREENSHOTS, "help-beside-dark.png")).exists();
    }

    @Test
    void theTableHoldsInA480By480WindowAndAt1024By768() {
        try (TableFixture table = TableFixture.open()) {
            table.window.resizeTo(new java.awt.Dimension(480, 480));
            table.screenshot("small-480-start");
            everyGameLineIsWhole(table);
            start(table, Games.GOMOKU);
            table.play(finished().get(Games.GOMOKU).subList(0, 12));
            table.screenshot("small-480-gomoku");
            assertThat(table.board().getHeight()).as("the board keeps a playable size").isGreaterThan(250);
            table.window.resizeTo(new java.awt.Dimension(1024, 768));
            start(table, Games.ULTIMATE);
            table.play(finished().get(Games.ULTIMATE).subList(0, 30));
            table.screenshot("large-1024-ultimate");
        }
    }

    @Test
    void theStartResultAndHelpScreensInLightDarkAndNepali() {
        try (TableFixture table = TableFixture.open()) {
            for (Language language : Language.values()) {
                GuiActionRunner.execute(() -> table.frame.setLanguage(language));
                for (Theme theme : new Theme[] {Theme.LIGHT, Theme.DARK}) {
                    GuiActionRunner.execute(() -> table.frame.setTheme(theme));
                    String suffix = language.tag() + "-" + theme.name().toLowerCase();
                    GuiActionRunner.execute(() -> table.frame.showStart());
                    table.screenshot("start-" + suffix);
                    GuiActionRunner.execute(() -> table.frame.startMatch(MatchSetup.friends(Games.TIC_TAC_TOE, 1,
                            "Asha", "Bikash")));
                    table.play(finished().get(Games.TIC_TAC_TOE));
                    table.window.button("next").click();
                    table.window.panel("result").requireVisible();
                    table.screenshot("result-" + suffix);
                    GuiActionRunner.execute(() -> table.frame.openHelp());
                    org.assertj.swing.fixture.DialogFixture help = org.assertj.swing.finder.WindowFinder
                            .findDialog("help").using(table.robot);
                    table.screenshot((javax.swing.JDialog) help.target(), "help-" + suffix);
                    help.close();
                }
            }
            GuiActionRunner.execute(() -> table.frame.setTheme(Theme.LIGHT));
            table.window.resizeTo(new java.awt.Dimension(480, 480));
            GuiActionRunner.execute(() -> table.frame.showStart());
            table.screenshot("small-480-start-ne");
            table.window.resizeTo(new java.awt.Dimension(1024, 768));
            table.screenshot("large-1024-start-ne");
        }
    }

    /**
     * No game's line is cut: each stays inside the form's width, wrapping onto
     * more lines where it must, and the form scrolls down to its last row.
     */
    private static void everyGameLineIsWhole(TableFixture table) {
        GuiActionRunner.execute(() -> {
            int oneLine = lineOf(table, Games.TIC_TAC_TOE).getHeight();
            for (Game game : Games.all()) {
                java.awt.Component line = lineOf(table, game);
                java.awt.Container form = line.getParent();
                assertThat(line.getX() + line.getWidth()).as(game.id() + " inside the form")
                        .isLessThanOrEqualTo(form.getWidth());
                java.awt.Component next = form.getComponent(java.util.Arrays.asList(form.getComponents()).indexOf(line) + 1);
                assertThat(next.getY()).as(game.id() + "'s line is not covered by what follows it")
                        .isGreaterThanOrEqualTo(line.getY() + line.getHeight());
            }
            assertThat(lineOf(table, Games.ULTIMATE).getHeight()).as("ultimate's line wraps onto a second line at 480")
                    .isGreaterThanOrEqualTo(2 * oneLine);
            java.awt.Container form = lineOf(table, Games.MISERE).getParent();
            java.awt.Component last = form.getComponent(form.getComponentCount() - 1);
            assertThat(last.getY() + last.getHeight()).as("the form is tall enough for its last row, wrapped lines and all")
                    .isLessThanOrEqualTo(form.getHeight());
            return null;
        });
    }

    private static java.awt.Component lineOf(TableFixture table, Game game) {
        return table.robot.finder().findByName(table.frame, "line-" + game.id(), false);
    }

    private static void start(TableFixture table, Game game) {
        GuiActionRunner.execute(() -> table.frame.startMatch(MatchSetup.friends(game, 3, "Asha", "Bikash")));
        table.robot.waitForIdle();
    }
}
