package org.katakuti.app.bots.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import org.katakuti.api.rules.tigadi.TigadiBoard;

/** The evaluation counts slides by shifting whole masks; that must be the rule book's neighbours. */
class GeometryTest {

    @Test
    void theFourStepsOfAPointAreExactlyItsNeighboursOnTheLines() {
        for (int point = 0; point < Geometry.POINTS; point++) {
            int mask = 1 << point;
            int[] steps = {Geometry.forward(mask), Geometry.back(mask), Geometry.inwards(mask),
                Geometry.outwards(mask)};
            int union = 0;
            int count = 0;
            for (int step : steps) {
                union |= step;
                count += Integer.bitCount(step);
            }
            assertEquals(TigadiBoard.neighbourMask(point), union, "the neighbours of point " + point);
            assertEquals(Integer.bitCount(union), count, "each neighbour of point " + point + " reached once");
        }
    }
}
