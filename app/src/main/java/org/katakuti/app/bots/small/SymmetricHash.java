package org.katakuti.app.bots.small;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;

/**
 * A hash that is the same for a position and its mirror images and turns
 * (eight on a square grid), kept up to date mark by mark: the solver then
 * solves each shape of position once, which makes four-by-four eight times
 * cheaper near the start.
 *
 * <p>It keeps one Zobrist hash per symmetry (the hash of the position turned
 * that way); the smallest is the key, and the symmetry giving it is the
 * frame in which moves are remembered.
 */
final class SymmetricHash {

    private final int size;
    /** {@code images[s][square]}: where symmetry {@code s} takes {@code square}. */
    private final int[][] images;
    private final int[][] preimages;
    private final long[] keys;
    private final long[] hashes;
    private int frame;

    SymmetricHash(MnkGame game) {
        int columns = game.columns();
        int rows = game.rows();
        size = columns * rows;
        List<int[]> maps = new ArrayList<>();
        int variants = columns == rows ? 8 : 4;
        for (int s = 0; s < variants; s++) {
            int[] image = new int[size];
            for (int row = 0; row < rows; row++) {
                for (int column = 0; column < columns; column++) {
                    int c = (s & 1) == 0 ? column : columns - 1 - column;
                    int r = (s & 2) == 0 ? row : rows - 1 - row;
                    image[row * columns + column] = (s & 4) == 0 ? r * columns + c : c * columns + r;
                }
            }
            maps.add(image);
        }
        images = maps.toArray(new int[0][]);
        preimages = new int[images.length][size];
        for (int s = 0; s < images.length; s++) {
            for (int square = 0; square < size; square++) {
                preimages[s][images[s][square]] = square;
            }
        }
        SplittableRandom random = new SplittableRandom(0x5eed);
        keys = new long[3 * size];
        for (int i = size; i < keys.length; i++) {
            keys[i] = random.nextLong();
        }
        hashes = new long[images.length];
    }

    /** Starts over from the marks on {@code board}. */
    void reset(MnkBoard board) {
        Arrays.fill(hashes, 0L);
        for (int square = 0; square < size; square++) {
            toggle(square, board.cell(square));
        }
    }

    /** Adds {@code mark} on {@code square}, or takes it away again. */
    void toggle(int square, int mark) {
        for (int s = 0; s < images.length; s++) {
            hashes[s] ^= keys[mark * size + images[s][square]];
        }
    }

    /** @return the key of the position, the same for all its symmetric versions; sets the {@link #frame()} */
    long key() {
        long key = hashes[0];
        frame = 0;
        for (int s = 1; s < hashes.length; s++) {
            if (hashes[s] < key) {
                key = hashes[s];
                frame = s;
            }
        }
        return key;
    }

    /** @return the symmetry that gave the last {@link #key()} */
    int frame() {
        return frame;
    }

    /** @return {@code square} as seen in the key's frame */
    int toKeyFrame(int frame, int square) {
        return images[frame][square];
    }

    /** @return the square that {@code square} of the key's frame stands for on the board */
    int fromKeyFrame(int frame, int square) {
        return preimages[frame][square];
    }
}
