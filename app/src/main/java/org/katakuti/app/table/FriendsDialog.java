package org.katakuti.app.table;

import java.awt.CardLayout;
import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.io.IOException;
import java.net.URI;
import java.util.concurrent.ExecutionException;

import javax.swing.ButtonGroup;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JSeparator;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import javax.swing.WindowConstants;

import net.miginfocom.swing.MigLayout;

import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.rules.Game;
import org.katakuti.app.i18n.Texts;
import org.katakuti.app.online.client.OnlineClient;
import org.katakuti.app.online.client.OnlineException;
import org.katakuti.app.online.client.OnlineSeat;
import org.katakuti.app.online.client.RoomAddress;
import org.katakuti.app.online.client.SeatTicket;
import org.katakuti.app.prefs.OnlinePrefs;

/**
 * Play with friends: make a room (on a server whose address is a setting, or
 * hosted on this computer for a friend on the same network), join one by its
 * code or link, or go back to the room whose seat this table still holds. The
 * host then sees the room's code, its link with a Copy button and a QR code
 * of it for a phone, and waits for the friend; once the other seat is taken,
 * the dialog closes and the match begins at the table.
 *
 * <p>Every request runs off the event thread; a failure is said in the dialog
 * in plain words and the dialog stays open to try again.
 */
final class FriendsDialog extends JDialog implements OnlineSeat.Host {

    /** The QR code's size on screen, in pixels: big enough for a phone's camera across a table. */
    private static final int QR_PIXELS = 220;

    private final TableWindow window;
    private final OnlinePrefs prefs;
    private final Texts texts;
    private final Game game;
    private final int firstTo;
    private final CardLayout pages = new CardLayout();
    private final JPanel deck = new JPanel(pages);

    private final JTextField name = new JTextField(18);
    private final JRadioButton hostHere = new JRadioButton();
    private final JRadioButton onServer = new JRadioButton();
    private final JTextField server = new JTextField(22);
    private final JButton create = new JButton();
    private final JTextField roomText = new JTextField(22);
    private final JButton join = new JButton();
    private final JButton rejoin = new JButton();
    private final WrappingLabel status = new WrappingLabel(TextStyle.SMALL);

    private final JLabel roomCode = new JLabel();
    private final JTextField link = new JTextField(28);
    private final JButton copy = new JButton();
    private final JLabel qr = new JLabel();
    private final WrappingLabel hosting = new WrappingLabel(TextStyle.SMALL);
    private final JLabel waiting = new JLabel();

    /** The seat taken, while waiting for the friend; null before. */
    private OnlineSeat seat;
    private long startedMillis;

    FriendsDialog(TableWindow window, OnlinePrefs prefs, Game game, int firstTo, String fallbackName) {
        super(window, window.texts().get("friends.title"), true);
        this.window = window;
        this.prefs = prefs;
        this.texts = window.texts();
        this.game = game;
        this.firstTo = firstTo;
        setName("friends");
        setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        deck.add(choosePage(fallbackName), "choose");
        deck.add(roomPage(), "room");
        setContentPane(deck);
        fit();
        setLocationRelativeTo(window);
    }

    /**
     * Sizes the dialog to its page. Twice: the first layout gives the wrapped
     * lines their width, the second the height their text needs at it.
     */
    private void fit() {
        pack();
        for (java.awt.Component page : deck.getComponents()) {
            page.invalidate();
        }
        pack();
    }

    /** Says {@code words} under the buttons, the dialog growing to hold them. */
    private void say(String words) {
        status.setText(words);
        fit();
    }

    private JPanel choosePage(String fallbackName) {
        JPanel page = new JPanel(new MigLayout("insets 16 20 16 20, wrap 2, gap 10 6, hidemode 3", "[right][grow,fill]"));
        WrappingLabel match = new WrappingLabel(TextStyle.SMALL);
        match.setText(texts.format("friends.match", Names.game(texts, game), firstTo));
        page.add(match, "span 2, growx, wmin 0, w 420");
        name.setName("friendsName");
        name.setText(prefs.name().isEmpty() ? fallbackName : prefs.name());
        page.add(new JLabel(texts.get("friends.name")), "gaptop 8");
        page.add(name, "gaptop 8");

        JLabel make = new JLabel(texts.get("friends.make"));
        TextStyle.HEADING.applyTo(make);
        page.add(make, "span 2, left, gaptop 14");
        hostHere.setName("friendsHostHere");
        hostHere.setText(texts.get("friends.hostHere"));
        onServer.setName("friendsOnServer");
        onServer.setText(texts.get("friends.onServer"));
        ButtonGroup where = new ButtonGroup();
        where.add(hostHere);
        where.add(onServer);
        boolean remembered = !prefs.server().isEmpty();
        hostHere.setSelected(!remembered);
        onServer.setSelected(remembered);
        server.setName("friendsServer");
        server.setText(prefs.server());
        server.putClientProperty("JTextField.placeholderText", texts.get("friends.serverHint"));
        server.setEnabled(remembered);
        hostHere.addActionListener(e -> server.setEnabled(false));
        onServer.addActionListener(e -> {
            server.setEnabled(true);
            server.requestFocusInWindow();
        });
        page.add(hostHere, "span 2, left");
        page.add(onServer, "left");
        page.add(server);
        create.setName("friendsCreate");
        create.setText(texts.get("friends.create"));
        create.putClientProperty("JButton.buttonType", "default");
        create.addActionListener(e -> createRoom());
        page.add(create, "skip, left, growx 0");

        page.add(new JSeparator(), "span 2, growx, gaptop 12");
        JLabel joinLabel = new JLabel(texts.get("friends.join"));
        TextStyle.HEADING.applyTo(joinLabel);
        page.add(joinLabel, "span 2, left, gaptop 6");
        roomText.setName("friendsRoom");
        roomText.putClientProperty("JTextField.placeholderText", texts.get("friends.joinHint"));
        page.add(roomText, "span 2, split 2, growx");
        join.setName("friendsJoin");
        join.setText(texts.get("friends.joinButton"));
        join.addActionListener(e -> joinRoom());
        page.add(join);

        OnlinePrefs.SavedSeat saved = prefs.lastSeat();
        rejoin.setName("friendsRejoin");
        rejoin.setVisible(saved != null);
        if (saved != null) {
            rejoin.setText(texts.format("friends.rejoin", saved.code));
            rejoin.addActionListener(e -> rejoinRoom(saved));
        }
        page.add(rejoin, "span 2, left, gaptop 6");

        status.setName("friendsStatus");
        page.add(status, "span 2, growx, wmin 0, gaptop 10");
        JButton cancel = new JButton(texts.get("friends.cancel"));
        cancel.addActionListener(e -> dispose());
        page.add(cancel, "span 2, right, gaptop 8");
        getRootPane().setDefaultButton(create);
        return page;
    }

    private JPanel roomPage() {
        JPanel page = new JPanel(new MigLayout("insets 16 20 16 20, wrap 1, gap 6 8", "[center,grow]"));
        roomCode.setName("friendsCode");
        TextStyle.TITLE.applyTo(roomCode);
        page.add(roomCode);
        WrappingLabel send = new WrappingLabel(TextStyle.SMALL);
        send.setText(texts.get("friends.sendLink"));
        page.add(send, "growx, wmin 0, w 420");
        link.setName("friendsLink");
        link.setEditable(false);
        copy.setName("friendsCopy");
        copy.setText(texts.get("friends.copy"));
        copy.addActionListener(e -> copyLink());
        page.add(link, "split 2, growx");
        page.add(copy);
        qr.setName("friendsQr");
        page.add(qr, "gaptop 6");
        hosting.setName("friendsHosting");
        page.add(hosting, "growx, wmin 0");
        waiting.setName("friendsWaiting");
        TextStyle.STRONG.applyTo(waiting);
        waiting.setText(texts.get("friends.waitingFriend"));
        page.add(waiting, "gaptop 6");
        JButton cancel = new JButton(texts.get("friends.cancel"));
        cancel.addActionListener(e -> dispose());
        page.add(cancel, "right, gaptop 8");
        return page;
    }

    /** Stops waiting when the dialog is closed before the friend came: the room lives on at the server a while. */
    @Override
    public void dispose() {
        if (seat != null && !seat.isReady()) {
            seat.close();
        }
        super.dispose();
    }

    private void createRoom() {
        String me = myName();
        if (me == null) {
            return;
        }
        boolean here = hostHere.isSelected();
        URI chosen = null;
        if (!here) {
            chosen = serverAddress(server.getText());
            if (chosen == null) {
                return;
            }
        }
        prefs.setServer(here ? "" : server.getText());
        prefs.save();
        final URI typed = chosen;
        if (here) {
            HostedServer.stopWhenClosed(window);
        }
        ask(() -> {
            URI address;
            try {
                address = typed != null ? typed : HostedServer.address();
            } catch (IOException e) {
                throw new OnlineException(OnlineException.Problem.REFUSED,
                        texts.format("friends.hostFailed", e.getMessage()));
            }
            OnlineClient client = new OnlineClient(address);
            return new Taken(client, client.create(game.id(), firstTo, me), typed == null);
        });
    }

    private void joinRoom() {
        String me = myName();
        if (me == null) {
            return;
        }
        RoomAddress room;
        try {
            room = RoomAddress.parse(roomText.getText(), codesServer());
        } catch (IllegalArgumentException e) {
            say(e.getMessage());
            return;
        }
        if (room.server() == null) {
            say(texts.get("friends.needLink"));
            return;
        }
        OnlinePrefs.SavedSeat held = prefs.seat(room.code());
        if (held != null) {
            rejoinRoom(held); // this table holds a seat there already: that one, not a new one
            return;
        }
        ask(() -> {
            OnlineClient client = new OnlineClient(room.server());
            return new Taken(client, client.join(room.code(), me), false);
        });
    }

    private void rejoinRoom(OnlinePrefs.SavedSeat saved) {
        startedMillis = saved.startedMillis;
        ask(() -> {
            OnlineClient client = new OnlineClient(URI.create(saved.server));
            try {
                client.state(saved.code); // is the room still there?
            } catch (OnlineException e) {
                if (e.problem() == OnlineException.Problem.NO_SUCH_ROOM) {
                    prefs.forget(saved.code);
                }
                throw e;
            }
            return new Taken(client, new SeatTicket(saved.server, saved.code, saved.side, saved.token, saved.link),
                    false);
        });
    }

    /** A seat just taken, and whether its server is the one hosted here. */
    private static final class Taken {
        final OnlineClient client;
        final SeatTicket ticket;
        final boolean hostedHere;

        Taken(OnlineClient client, SeatTicket ticket, boolean hostedHere) {
            this.client = client;
            this.ticket = ticket;
            this.hostedHere = hostedHere;
        }
    }

    private interface Request {
        Taken send() throws OnlineException;
    }

    /** Sends {@code request} off the event thread; the seat it takes is followed, a failure said in the dialog. */
    private void ask(Request request) {
        setBusy(true);
        say(texts.get("friends.working"));
        new SwingWorker<Taken, Void>() {
            @Override
            protected Taken doInBackground() throws OnlineException {
                return request.send();
            }

            @Override
            protected void done() {
                setBusy(false);
                try {
                    status.setText("");
                took(get());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    say(cause instanceof OnlineException ? words((OnlineException) cause)
                            : String.valueOf(cause.getMessage()));
                }
            }
        }.execute();
    }

    private void took(Taken taken) {
        SeatTicket ticket = taken.ticket;
        if (startedMillis == 0) {
            startedMillis = System.currentTimeMillis();
        }
        prefs.setName(name.getText());
        prefs.keep(new OnlinePrefs.SavedSeat(ticket.server(), ticket.code(), ticket.side(), ticket.token(),
                ticket.link(), startedMillis));
        seat = new OnlineSeat(taken.client, ticket, name.getText(), SwingUtilities::invokeLater, this);
        seat.start();
        String shown = ticket.link() == null ? ticket.server() : ticket.link();
        roomCode.setText(texts.format("friends.room", ticket.code()));
        link.setText(shown);
        qr.setIcon(new ImageIcon(QrCode.of(shown, QR_PIXELS)));
        hosting.setVisible(taken.hostedHere);
        if (taken.hostedHere) {
            URI address = taken.client.server();
            hosting.setText(texts.format(HostedServer.onlyThisComputer(address) ? "friends.hostingLoopback"
                    : "friends.hosting", address.toString()));
        }
        pages.show(deck, "room");
        getRootPane().setDefaultButton(copy);
        fit();
    }

    @Override
    public void changed(OnlineSeat changed) {
        if (changed != seat || !changed.isReady() || !isDisplayable()) {
            return;
        }
        OnlineTable table = new OnlineTable(window, changed, prefs);
        try {
            table.sitDown(startedMillis);
        } catch (OnlineException e) {
            pages.show(deck, "choose");
            say(words(e));
            changed.close();
            return;
        }
        super.dispose(); // the seat lives on at the table
    }

    @Override
    public void rebuilt(OnlineSeat changed, MatchRecord record, OnlineSeat.Notice why) {
        // no match at the table yet: nothing to rebuild
    }

    @Override
    public void failed(OnlineSeat changed, OnlineException problem) {
        waiting.setText(words(problem));
    }

    private void copyLink() {
        Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(link.getText()), null);
        waiting.setText(texts.get("friends.copied") + " " + texts.get("friends.waitingFriend"));
    }

    private String words(OnlineException problem) {
        return texts.format("online.problem." + problem.problem().name(), problem.getMessage());
    }

    /** @return the name typed, or null (with a word to the player) when there is none */
    private String myName() {
        String typed = name.getText().trim();
        if (typed.isEmpty()) {
            say(texts.get("friends.noName"));
            name.requestFocusInWindow();
            return null;
        }
        return typed;
    }

    /** @return the server a bare code is looked for on: the one of the setting, else the one hosted here; or null */
    private URI codesServer() {
        if (!prefs.server().isEmpty()) {
            return serverAddress(prefs.server());
        }
        return HostedServer.running();
    }

    /** @return the server's address typed, or null (with a word to the player) when it is not one */
    private URI serverAddress(String typed) {
        String text = typed.trim();
        if (!text.contains("://")) {
            text = "http://" + text;
        }
        try {
            URI address = new URI(text);
            if (address.getHost() == null || !("http".equals(address.getScheme())
                    || "https".equals(address.getScheme()))) {
                throw new java.net.URISyntaxException(text, "no host");
            }
            return address.getPath() == null || address.getPath().isEmpty() ? address.resolve("/") : address;
        } catch (java.net.URISyntaxException e) {
            say(texts.format("friends.badServer", typed.trim()));
            return null;
        }
    }

    private void setBusy(boolean busy) {
        create.setEnabled(!busy);
        join.setEnabled(!busy);
        rejoin.setEnabled(!busy);
    }
}
