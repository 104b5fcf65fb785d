/// Something a terminal reports to the program running in it.
public enum TerminalEvent: Hashable, Sendable {
    /// The bytes of one read from the keyboard. One read is kept together because a lone ESC is
    /// told apart from the start of a sequence by what else arrived in the same read.
    case input([UInt8])
    /// The window changed size (SIGWINCH); read the new ``TerminalDevice/size``.
    case resize
    /// The input ended (the terminal closed or stdin reached end of file).
    case endOfInput
}
