package org.katakuti.app.sound;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

class PenSoundsTest {

    @Test
    void withSoundsOffNothingIsPlayed() throws InterruptedException {
        AtomicInteger played = new AtomicInteger();
        PenSounds sounds = new PenSounds(samples -> played.incrementAndGet(), false);
        sounds.play(PenStroke.MARK);
        sounds.setOn(true);
        CountDownLatch heard = new CountDownLatch(1);
        PenSounds on = new PenSounds(samples -> heard.countDown(), true);
        on.play(PenStroke.MARK);
        assertThat(heard.await(10, TimeUnit.SECONDS)).as("a sound once they are on").isTrue();
        assertThat(played.get()).as("nothing while they were off").isZero();
    }

    @Test
    void aMachineWithoutSoundIsSilentFromThenOnAndNeverThrows() throws InterruptedException {
        AtomicInteger tries = new AtomicInteger();
        CountDownLatch failed = new CountDownLatch(1);
        PenSounds sounds = new PenSounds(samples -> {
            tries.incrementAndGet();
            failed.countDown();
            throw new javax.sound.sampled.LineUnavailableException("no audio device");
        }, true);
        sounds.play(PenStroke.CAPTURE);
        assertThat(failed.await(10, TimeUnit.SECONDS)).isTrue();
        while (sounds.works()) {
            Thread.sleep(5); // the player thread marks the failure just after the throw
        }
        sounds.play(PenStroke.MARK);
        sounds.play(PenStroke.MARK);
        assertThat(tries.get()).as("the speakers are not asked again").isEqualTo(1);
    }

    @Test
    void playingNeverWaitsForTheSpeakers() {
        CountDownLatch never = new CountDownLatch(1);
        PenSounds sounds = new PenSounds(samples -> never.await(), true);
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            for (int i = 0; i < 50; i++) {
                sounds.play(PenStroke.MARK); // one plays (forever), the rest are dropped
            }
        });
        never.countDown();
    }

    @Test
    void theSoundsAreShortAndQuiet() {
        for (PenStroke stroke : PenStroke.values()) {
            byte[] samples = stroke.samples();
            int frames = samples.length / 2;
            assertThat(frames / PenStroke.FORMAT.getSampleRate()).as(stroke + " seconds").isBetween(0.02f, 0.25f);
            int loudest = 0;
            for (int i = 0; i < frames; i++) {
                loudest = Math.max(loudest, Math.abs((short) ((samples[2 * i] & 0xff) | (samples[2 * i + 1] << 8))));
            }
            assertThat(loudest).as(stroke + " is heard").isGreaterThan(Short.MAX_VALUE / 100);
            assertThat(loudest).as(stroke + " is quiet").isLessThanOrEqualTo((int) (PenStroke.LOUDEST * Short.MAX_VALUE) + 1);
        }
    }
}
