package org.katakuti.app.store;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.Charset;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a file so that it holds either its old content or the whole new one,
 * never a mix or a stump.
 *
 * <p>Writing a file in place truncates it first, so a crash, a power cut or an
 * exception midway leaves it empty or half written, and the user's
 * preferences or match log are lost. Instead the new content goes to a
 * temporary file in the same folder (a rename is only atomic within one file
 * system), is forced to the disk, and then the temporary file is renamed over
 * the target in one step. When anything fails the temporary file is deleted
 * and the target is untouched.
 *
 * <p>The file is replaced, not rewritten: it is a new file, which on POSIX
 * systems is readable and writable by its owner only.
 */
public final class AtomicFile {

    /** Writes the new content of a file to {@code out}; it need not flush or close it. */
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Writes the new content of a text file to {@code out}; it need not flush or close it. */
    public interface Text {
        void writeTo(Writer out) throws IOException;
    }

    private AtomicFile() {
    }

    /** Replaces {@code target} with exactly {@code bytes}, creating its folder if needed. */
    public static void write(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes));
    }

    /** Replaces {@code target} with the text {@code content} writes, in {@code charset}. */
    public static void writeText(Path target, Charset charset, Text content) throws IOException {
        write(target, out -> {
            Writer writer = new OutputStreamWriter(out, charset);
            content.writeTo(writer);
            writer.flush();
        });
    }

    /**
     * Replaces {@code target} with what {@code content} writes, creating its
     * folder if needed. If {@code content} or the disk fails, this throws and
     * {@code target} keeps its old content (or stays absent).
     */
    public static void write(Path target, Content content) throws IOException {
        Path file = target.toAbsolutePath();
        Path folder = file.getParent();
        if (folder == null) {
            throw new IOException("not a file: " + target);
        }
        Files.createDirectories(folder);
        Path temporary = Files.createTempFile(folder, "." + file.getFileName() + ".", ".tmp");
        boolean replaced = false;
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel));
                content.writeTo(new KeptOpen(out));
                out.flush();
                // Without this, a power cut soon after the rename can leave the new name on an empty file.
                channel.force(true);
            }
            moveOver(temporary, file);
            replaced = true;
        } finally {
            if (!replaced) {
                deleteQuietly(temporary);
            }
        }
        syncFolder(folder);
    }

    private static void moveOver(Path temporary, Path file) throws IOException {
        try {
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            // Some file systems cannot promise atomicity; a plain replace is still better than writing in place.
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Makes the rename itself durable where the system allows it (POSIX; Windows cannot open a folder). */
    private static void syncFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | RuntimeException e) {
            // The new content is in place either way; only its survival of a power cut is less sure.
        }
    }

    private static void deleteQuietly(Path temporary) {
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException e) {
            // The failure that brought us here is the one worth reporting.
        }
    }

    /** The stream handed to {@link Content}: closing it only flushes, so the file can still be forced. */
    private static final class KeptOpen extends FilterOutputStream {
        KeptOpen(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            out.write(bytes, offset, length);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
