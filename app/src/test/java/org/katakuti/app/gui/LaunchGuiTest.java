package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Frame;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.Robot;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.Test;
import org.katakuti.app.prefs.MemoryPrefsStore;
import org.katakuti.app.prefs.TablePrefs;
import org.katakuti.app.table.TableLauncher;

/** Start-up as a player sees it: the window first shows a blank page, then furnishes itself. */
class LaunchGuiTest {

    @Test
    void theLaunchedWindowShowsTheStartScreenAfterItsBlankPage() {
        TableFixture.requireDisplay();
        Robot robot = BasicRobot.robotWithNewAwtHierarchy();
        try {
            TablePrefs prefs = new TablePrefs(new MemoryPrefsStore());
            prefs.setTheme(TablePrefs.Theme.LIGHT);
            prefs.setLanguage("en");
            TableLauncher.launch(prefs, LaunchGuiTest.class.getClassLoader());
            FrameFixture window = WindowFinder.findFrame(new GenericTypeMatcher<Frame>(Frame.class) {
                @Override
                protected boolean isMatching(Frame frame) {
                    return "table".equals(frame.getName()) && frame.isShowing();
                }
            }).withTimeout(10_000).using(robot);
            window.panel("start").requireVisible();
            window.button("play").requireEnabled();
            assertThat(window.target().getTitle()).isEqualTo("Katakuti");
        } finally {
            robot.cleanUp();
        }
    }
}
