package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;

class WindowPlaceTest {

    private static final Dimension MINIMUM = new Dimension(420, 420);
    private static final Rectangle LAPTOP = new Rectangle(0, 0, 1366, 728);
    private static final Rectangle MONITOR = new Rectangle(1366, 0, 1920, 1050);
    private static final List<Rectangle> BOTH = Arrays.asList(LAPTOP, MONITOR);
    private static final List<Rectangle> LAPTOP_ONLY = Collections.singletonList(LAPTOP);

    @Test
    void aWindowNeverPlacedIsLeftToTheSystem() {
        assertThat(WindowPlace.onScreen(null, BOTH, MINIMUM)).isNull();
    }

    @Test
    void aWindowOnAScreenStillThereComesBackWhereItWas() {
        Rectangle onMonitor = new Rectangle(1500, 100, 900, 800);
        assertThat(WindowPlace.onScreen(onMonitor, BOTH, MINIMUM)).isEqualTo(onMonitor);
        Rectangle onLaptop = new Rectangle(40, 30, 760, 680);
        assertThat(WindowPlace.onScreen(onLaptop, LAPTOP_ONLY, MINIMUM)).isEqualTo(onLaptop);
    }

    @Test
    void aWindowLeftOnAnUnpluggedMonitorComesToTheMainScreenAtASizeThatFits() {
        Rectangle place = WindowPlace.onScreen(new Rectangle(1500, 100, 900, 800), LAPTOP_ONLY, MINIMUM);
        assertThat(LAPTOP.contains(place)).as(place + " on the laptop's screen").isTrue();
        assertThat(place.width).isEqualTo(900);
        assertThat(place.height).as("no taller than the screen").isEqualTo(728);
    }

    @Test
    void aWindowWhoseTitleBarCannotBeGrabbedIsBroughtBack() {
        Rectangle aboveTheScreen = new Rectangle(100, -600, 760, 700);
        assertThat(LAPTOP.contains(WindowPlace.onScreen(aboveTheScreen, LAPTOP_ONLY, MINIMUM))).isTrue();
        Rectangle barelyAtTheRightEdge = new Rectangle(1330, 100, 760, 600);
        assertThat(LAPTOP.contains(WindowPlace.onScreen(barelyAtTheRightEdge, LAPTOP_ONLY, MINIMUM))).isTrue();
    }

    @Test
    void aWindowHangingOverTheEdgeOfItsScreenIsPulledInsideAtItsSize() {
        Rectangle place = WindowPlace.onScreen(new Rectangle(1000, 300, 760, 700), LAPTOP_ONLY, MINIMUM);
        assertThat(place).isEqualTo(new Rectangle(1366 - 760, 728 - 700, 760, 700));
    }

    @Test
    void aWindowIsNeverMadeSmallerThanTheSmallestAllowed() {
        Rectangle tiny = WindowPlace.onScreen(new Rectangle(10, 10, 100, 80), LAPTOP_ONLY, MINIMUM);
        assertThat(tiny.getSize()).isEqualTo(MINIMUM);
    }
}
