package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;

import org.junit.jupiter.api.Test;

class BesideTest {

    private static final Rectangle SCREEN = new Rectangle(0, 0, 1280, 1024);

    @Test
    void withRoomOnTheRightTheHelpOpensThereAndTheTableStays() {
        Rectangle table = new Rectangle(0, 0, 760, 720);
        Rectangle[] placed = Beside.place(SCREEN, table, 460, 720, 420);
        assertThat(placed[0]).isEqualTo(new Rectangle(768, 0, 460, 720));
        assertThat(placed[1]).isEqualTo(table);
    }

    @Test
    void withLittleRoomOnTheRightTheHelpNarrowsToFitRatherThanCoverTheTable() {
        Rectangle table = new Rectangle(0, 0, 820, 760);
        Rectangle help = Beside.place(SCREEN, table, 460, 760, 420)[0];
        assertThat(help.x).isGreaterThanOrEqualTo(table.x + table.width);
        assertThat(help.x + help.width).isLessThanOrEqualTo(1280);
    }

    @Test
    void withRoomOnlyOnTheLeftTheHelpOpensOnTheLeft() {
        Rectangle table = new Rectangle(500, 40, 760, 720);
        Rectangle help = Beside.place(SCREEN, table, 460, 720, 420)[0];
        assertThat(help.x + help.width).isLessThanOrEqualTo(500);
        assertThat(help.x).isGreaterThanOrEqualTo(0);
    }

    @Test
    void aTableFillingTheScreenMakesRoomAndTheHelpDocksAtTheRightEdgeWithoutCoveringIt() {
        Rectangle table = new Rectangle(0, 0, 1280, 1024);
        Rectangle[] placed = Beside.place(SCREEN, table, 460, 1024, 420);
        assertThat(placed[0].x + placed[0].width).isEqualTo(1280);
        assertThat(placed[0].intersects(placed[1])).isFalse();
        assertThat(placed[1].width).isGreaterThanOrEqualTo(420);
    }
}
