package org.katakuti.app.sound;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.SourceDataLine;

/**
 * Plays the {@link PenStroke}s, when they are on, on a daemon thread of its own,
 * so the event thread never waits for a sound card. The line to the speakers is
 * opened at the first sound, not at start-up. On a machine without sound (no
 * mixer, no line, a line that fails) the table is silent from then on: no message,
 * no delay. A sound asked for while one still plays is dropped, never queued.
 */
public final class PenSounds {

    /** Where the samples go: the speakers, or a test's stand-in. */
    public interface Speaker {
        /** Plays {@code samples} in {@link PenStroke#FORMAT}; may block while they play; may throw when there is no sound. */
        void play(byte[] samples) throws Exception;
    }

    private final Speaker speaker;
    private final Map<PenStroke, byte[]> made = new EnumMap<>(PenStroke.class);
    private final ThreadPoolExecutor player;
    private volatile boolean on;
    private volatile boolean broken;

    /** @param speaker where the sounds go; {@link #speakers()} for the real ones */
    public PenSounds(Speaker speaker, boolean on) {
        this.speaker = speaker;
        this.on = on;
        player = new ThreadPoolExecutor(1, 1, 10, TimeUnit.SECONDS, new SynchronousQueue<Runnable>(), runnable -> {
            Thread thread = new Thread(runnable, "katakuti-sound");
            thread.setDaemon(true);
            return thread;
        }, new ThreadPoolExecutor.DiscardPolicy());
        player.allowCoreThreadTimeOut(true);
    }

    /** @return the sounds of this computer's speakers */
    public static PenSounds speakers(boolean on) {
        return new PenSounds(new LineSpeaker(), on);
    }

    public void setOn(boolean value) {
        on = value;
    }

    public boolean isOn() {
        return on;
    }

    /** @return false once the machine has shown it cannot play a sound */
    public boolean works() {
        return !broken;
    }

    /** Plays {@code stroke} in the background when sounds are on and work; returns at once. */
    public void play(final PenStroke stroke) {
        if (!on || broken) {
            return;
        }
        player.execute(() -> {
            try {
                speaker.play(samples(stroke));
            } catch (Exception | LinkageError e) {
                broken = true; // no sound here: stay silent, as the player would expect of a quiet machine
            }
        });
    }

    private synchronized byte[] samples(PenStroke stroke) {
        byte[] samples = made.get(stroke);
        if (samples == null) {
            samples = stroke.samples();
            made.put(stroke, samples);
        }
        return samples;
    }

    /** The speakers, through one line opened at the first sound and kept open. */
    private static final class LineSpeaker implements Speaker {
        private SourceDataLine line;

        @Override
        public void play(byte[] samples) throws Exception {
            if (line == null) {
                SourceDataLine opened = AudioSystem.getSourceDataLine(PenStroke.FORMAT);
                opened.open(PenStroke.FORMAT);
                opened.start();
                line = opened;
            }
            line.write(samples, 0, samples.length);
        }
    }
}
