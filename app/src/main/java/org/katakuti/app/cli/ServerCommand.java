package org.katakuti.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;

import org.katakuti.app.log.DataFolder;
import org.katakuti.app.online.server.OnlineServer;

/**
 * {@code katakuti server [--port P] [--bind ADDR] [--data-dir DIR]}: the online
 * server (docs/online-protocol.md), serving until stopped. Ctrl+C stops it
 * cleanly: every room's match is saved in the match logs first.
 */
public final class ServerCommand implements Command {

    static final int DEFAULT_PORT = 7350;

    @Override
    public String name() {
        return "server";
    }

    @Override
    public String summary() {
        return "serve online rooms: friends play by a code or a link, in the app or a browser";
    }

    @Override
    public String usage() {
        return "usage: katakuti server [--port P] [--bind ADDR] [--data-dir DIR]\n"
                + "\n"
                + "Serves rooms for two players and their spectators (the protocol is in\n"
                + "docs/online-protocol.md). Prints its address and serves until stopped;\n"
                + "Ctrl+C stops it, with every room's match saved in the match logs.\n"
                + "\n"
                + "  --port P        the port to listen on (default " + DEFAULT_PORT + "; 0 for any free one)\n"
                + "  --bind ADDR     the address to listen on (default 0.0.0.0, every network;\n"
                + "                  127.0.0.1 for this computer only)\n"
                + "  --data-dir DIR  where the match logs go (default: the table's data folder)\n";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
        Options options = new Options(name()).value("--port").value("--bind").value("--data-dir").parse(args);
        int port = (int) Arguments.number(options, "--port", DEFAULT_PORT, 0, 65535);
        String bind = options.get("--bind", "0.0.0.0");
        Path logs = DataFolder.matches(DataFolder.current(options.get("--data-dir")));
        OnlineServer server;
        try {
            server = OnlineServer.start(bind, port, logs);
        } catch (IOException e) {
            throw new UsageException("cannot listen on " + bind + " port " + port + ": " + e.getMessage());
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Thread stop = new Thread(() -> {
            server.close();
            out.println("katakuti server: stopped; every room's match is saved in " + logs);
            out.flush();
            stopped.countDown();
        }, "katakuti-server-stop");
        Runtime.getRuntime().addShutdownHook(stop);
        out.println("katakuti server: serving at " + server.baseUri() + " (match logs in " + logs + ")");
        out.println("katakuti server: Ctrl+C stops it");
        out.flush();
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            server.close();
        }
        return 0;
    }
}
