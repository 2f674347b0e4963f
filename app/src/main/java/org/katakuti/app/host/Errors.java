package org.katakuti.app.host;

/** Throwables said in one line, for replies and reasons. */
final class Errors {

    private Errors() {
    }

    /** @return the class's simple name and the message, on one line */
    static String oneLine(Throwable e) {
        if (e == null) {
            return "an unknown error";
        }
        String text = e.getClass().getSimpleName();
        String message = e.getMessage();
        return (message == null || message.trim().isEmpty() ? text : text + ": " + message).replaceAll("\\R", " ");
    }
}
