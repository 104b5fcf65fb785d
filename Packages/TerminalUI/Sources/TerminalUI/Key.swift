/// A key press, decoded from the bytes a terminal in raw mode sends (see ``KeyDecoder``).
public enum Key: Hashable, Sendable {
    /// A printable character (any script, emoji included).
    case character(Character)
    /// Return or Enter (CR or LF).
    case enter
    /// A lone Escape press.
    case escape
    /// Backspace (DEL or BS).
    case backspace
    case tab
    /// Shift-Tab.
    case backTab
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// The forward-delete key.
    case delete
    /// Ctrl-C: with signals off in raw mode it arrives as a key, and always means "quit".
    case controlC
    /// Ctrl-D: end of input.
    case controlD
    /// Another Ctrl-letter combination, given as the lowercase letter (Ctrl-U is `control("u")`).
    case control(Character)
}
