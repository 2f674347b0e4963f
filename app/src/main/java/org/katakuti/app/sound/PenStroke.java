package org.katakuti.app.sound;

import java.util.Random;

import javax.sound.sampled.AudioFormat;

/**
 * The table's two sounds, made here rather than shipped as files: a pen's short
 * scratch for a mark, and a tap with a longer scratch for a capture. Both are
 * quiet (far below full scale) and short, so they go with the game, not over it.
 */
public enum PenStroke {
    /** A mark or a goti put down or slid. */
    MARK(0.07, 0, 0.06),
    /** A goti taken: a tap on the table, then the pen. */
    CAPTURE(0.16, 0.05, 0.07);

    /** 16-bit mono at 22.05 kHz, signed, little-endian: every sound card plays it. */
    public static final AudioFormat FORMAT = new AudioFormat(22050f, 16, 1, true, false);
    /** The loudest a sample may be, as a share of full scale. */
    public static final double LOUDEST = 0.12;

    private final double seconds;
    private final double tapSeconds;
    private final double scratchLevel;

    PenStroke(double seconds, double tapSeconds, double scratchLevel) {
        this.seconds = seconds;
        this.tapSeconds = tapSeconds;
        this.scratchLevel = scratchLevel;
    }

    /** @return the sound in {@link #FORMAT}, the same every time */
    public byte[] samples() {
        float rate = FORMAT.getSampleRate();
        int count = (int) (seconds * rate);
        byte[] bytes = new byte[count * 2];
        Random noise = new Random(ordinal() + 7);
        double smooth = 0;
        for (int i = 0; i < count; i++) {
            double t = i / rate;
            // the scratch: noise, softened (a pencil is no hiss), rising in 4 ms and fading away
            smooth += (noise.nextDouble() * 2 - 1 - smooth) * 0.35;
            double scratchStart = tapSeconds;
            double scratch = 0;
            if (t >= scratchStart) {
                double s = t - scratchStart;
                scratch = smooth * scratchLevel * Math.min(1, s / 0.004) * Math.exp(-s / ((seconds - scratchStart) / 3));
            }
            // the tap: a low, quickly damped tone
            double tap = tapSeconds > 0 ? 0.05 * Math.sin(2 * Math.PI * 190 * t) * Math.exp(-t / 0.012) : 0;
            double value = Math.max(-LOUDEST, Math.min(LOUDEST, scratch + tap));
            short sample = (short) Math.round(value * Short.MAX_VALUE);
            bytes[2 * i] = (byte) sample;
            bytes[2 * i + 1] = (byte) (sample >> 8);
        }
        return bytes;
    }
}
