package org.katakuti.app.online.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;

/**
 * The browser page, served from the jar: {@code /} (open or join a room),
 * {@code /r/CODE} (a room), and its script and style under {@code /web/}.
 * Plain files, no build step; the page loads nothing from elsewhere, which
 * its Content-Security-Policy also says to the browser.
 */
final class WebFiles implements HttpHandler {

    private static final String FOLDER = "/org/katakuti/app/online/web/";
    private static final String[] FILES = {"index.html", "room.html", "table.js", "table.css"};

    private final Map<String, byte[]> files = new HashMap<>();

    WebFiles() {
        for (String name : FILES) {
            files.put(name, read(name));
        }
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
            if (!method.equals("GET") && !method.equals("HEAD")) {
                Exchanges.sendError(exchange, 405, "use GET here, not " + method);
                return;
            }
            String path = exchange.getRequestURI().getPath();
            String name;
            if (path.equals("/")) {
                name = "index.html";
            } else if (path.matches("/r/[A-Za-z0-9]{1,8}/?")) {
                name = "room.html";
            } else if (path.startsWith("/web/") && files.containsKey(path.substring(5))) {
                name = path.substring(5);
            } else {
                Exchanges.sendError(exchange, 404, "there is no page " + (path.length() > 60 ? "here" : path));
                return;
            }
            exchange.getResponseHeaders().set("Content-Security-Policy",
                    "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'");
            exchange.getResponseHeaders().set("Referrer-Policy", "no-referrer");
            Exchanges.send(exchange, 200, type(name), files.get(name));
        } catch (IOException e) {
            exchange.close();
        }
    }

    private static String type(String name) {
        if (name.endsWith(".html")) {
            return "text/html; charset=utf-8";
        }
        if (name.endsWith(".js")) {
            return "text/javascript; charset=utf-8";
        }
        return "text/css; charset=utf-8";
    }

    private static byte[] read(String name) {
        try (InputStream in = WebFiles.class.getResourceAsStream(FOLDER + name)) {
            if (in == null) {
                throw new IllegalStateException("the jar lacks the web page's " + name);
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            int read;
            while ((read = in.read(buffer)) > 0) {
                bytes.write(buffer, 0, read);
            }
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the web page's " + name + ": " + e.getMessage(), e);
        }
    }
}
