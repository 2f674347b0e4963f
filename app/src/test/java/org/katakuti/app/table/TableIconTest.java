package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Image;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class TableIconTest {

    @Test
    void theIconIsDrawnAtEverySizeADesktopAsksFor() {
        List<Integer> sizes = new ArrayList<>();
        for (Image image : TableIcon.images()) {
            BufferedImage drawn = (BufferedImage) image;
            assertThat(drawn.getWidth()).isEqualTo(drawn.getHeight());
            sizes.add(drawn.getWidth());
            int size = drawn.getWidth();
            assertThat(drawn.getRGB(size / 2, size / 2) >>> 24).as(size + " px: the page is solid").isEqualTo(255);
            assertThat(drawn.getRGB(0, 0) >>> 24).as(size + " px: rounded, clear at the corner").isLessThan(128);
            assertThat(inked(drawn)).as(size + " px: a cross and a nought are drawn").isTrue();
        }
        assertThat(sizes).containsExactly(16, 20, 24, 32, 40, 48, 64, 128, 256);
    }

    /** @return true when both the blue of the cross and the red of the nought appear */
    private static boolean inked(BufferedImage image) {
        boolean blue = false;
        boolean red = false;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y);
                int r = (rgb >> 16) & 0xff;
                int b = rgb & 0xff;
                blue |= b > r + 60;
                red |= r > b + 60;
            }
        }
        return blue && red;
    }
}
