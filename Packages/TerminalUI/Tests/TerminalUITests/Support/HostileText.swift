/// Text that tries to take over a terminal, as product names and blog bodies from a hostile server
/// might: colours, cursor moves, screen clears, title setting, hyperlinks, bells, 8-bit C1 forms.
enum HostileText {
    static let samples: [String] = [
        "\u{1B}[31mRED\u{1B}[0m",
        "\u{1B}[2J\u{1B}[HCLEARED",
        "\u{1B}]0;pwned title\u{07}TITLE",
        "\u{1B}]8;;https://evil.example\u{1B}\\LINK\u{1B}]8;;\u{1B}\\",
        "BELL\u{07}\u{07}",
        "BACK\u{08}\u{08}SPACE",
        "CARRIAGE\rRETURN",
        "\u{9B}31mC1-CSI",
        "\u{9D}0;title\u{9C}C1-OSC",
        "\u{1B}P1$r\u{1B}\\DCS",
        "NEXT\u{85}LINE",
        "\u{1B}[?1049lLEAVE",
    ]

    /// The scalars that must never come out of span text: C0 controls, DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
