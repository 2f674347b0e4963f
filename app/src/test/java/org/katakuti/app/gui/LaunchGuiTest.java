package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Frame;

import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.NameMatcher;
import org.assertj.swing.core.Robot;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.katakuti.app.prefs.MemoryPrefsStore;
import org.katakuti.app.prefs.TablePrefs;
import org.katakuti.app.table.TableLauncher;

/** Start-up as a player sees it: the window comes up with its start screen ready to use. */
class LaunchGuiTest {

    @Test
    void theLaunchedWindowShowsTheStartScreen() {
        TableFixture.requireDisplay();
        Robot robot = InputSyncedRobot.withNewAwtHierarchy();
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
            Pause.pause(new Condition("the start screen is on show") {
                @Override
                public boolean test() {
                    return !robot.finder().findAll(window.target(), new NameMatcher("start", true)).isEmpty();
                }
            }, Timeout.timeout(10_000));
            window.panel("start").requireVisible();
            window.button("play").requireEnabled();
            assertThat(window.target().getTitle()).isEqualTo("Katakuti");
        } finally {
            robot.cleanUp();
        }
    }
}
