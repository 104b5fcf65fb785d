/// Decodes the bytes a terminal sends in raw mode into ``Key``s. Stateful: a sequence split across
/// two reads is completed by the second.
///
/// Handles printable UTF-8 (multi-byte included), Enter (CR, LF, or CR LF as one press), Escape,
/// Backspace (DEL and BS), Tab, arrows, Home/End, Page Up/Down and Delete in both their CSI
/// (`ESC [`) and SS3 (`ESC O`) forms, Ctrl-C, Ctrl-D and other Ctrl-letters. Unknown or malformed
/// sequences and invalid UTF-8 are swallowed. Any byte sequence decodes without crashing.
///
/// A lone ESC is ambiguous: it is the Escape key, or the start of a sequence. Terminals send a
/// whole sequence in one write, so an ESC that ends a read is taken as the Escape key.
public struct KeyDecoder: Sendable {
    /// The longest control sequence kept; anything longer is garbage and dropped.
    static let maximumSequenceLength = 32

    private enum Mode: Sendable {
        case ground
        /// After ESC.
        case escape
        /// Inside `ESC [ ...`, collecting parameter and intermediate bytes.
        case controlSequence([UInt8])
        /// After `ESC O`.
        case singleShift
        /// Inside a UTF-8 sequence: the bytes so far and how many are needed in all.
        case utf8([UInt8], needed: Int)
    }

    private var mode: Mode = .ground
    private var lastWasCarriageReturn = false

    public init() {}

    /// The keys completed by one read's bytes. An ESC left pending at the end of the read is
    /// decoded as the Escape key; an incomplete sequence waits for the next read.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        var keys: [Key] = []
        for byte in bytes {
            consume(byte, into: &keys)
        }
        if case .escape = mode {
            mode = .ground
            keys.append(.escape)
        }
        return keys
    }

    /// At the end of input: what is pending becomes a key if it can (a lone ESC); the rest is
    /// dropped.
    public mutating func finish() -> [Key] {
        defer {
            mode = .ground
            lastWasCarriageReturn = false
        }
        if case .escape = mode { return [.escape] }
        return []
    }

    private mutating func consume(_ byte: UInt8, into keys: inout [Key]) {
        let followsCarriageReturn = lastWasCarriageReturn
        lastWasCarriageReturn = false
        switch mode {
        case .ground:
            ground(byte, followsCarriageReturn: followsCarriageReturn, into: &keys)
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                mode = .controlSequence([])
            case UInt8(ascii: "O"):
                mode = .singleShift
            case 0x1B:
                // ESC ESC: the first was the Escape key; the second may start a sequence.
                keys.append(.escape)
            default:
                // ESC followed by something else (Alt-key): an Escape, then that key.
                mode = .ground
                keys.append(.escape)
                ground(byte, followsCarriageReturn: false, into: &keys)
            }
        case .controlSequence(var collected):
            switch byte {
            case 0x20...0x3F:
                collected.append(byte)
                mode = collected.count > Self.maximumSequenceLength ? .ground : .controlSequence(collected)
            case 0x40...0x7E:
                mode = .ground
                if let key = Self.controlSequenceKey(parameters: collected, final: byte) { keys.append(key) }
            default:
                // Not part of a sequence: abandon it and read the byte afresh.
                mode = .ground
                ground(byte, followsCarriageReturn: false, into: &keys)
            }
        case .singleShift:
            mode = .ground
            if let key = Self.singleShiftKey(final: byte) {
                keys.append(key)
            } else if !(0x40...0x7E).contains(byte) {
                ground(byte, followsCarriageReturn: false, into: &keys)
            }
        case .utf8(var collected, let needed):
            guard byte & 0xC0 == 0x80 else {
                // A truncated character: drop it and read this byte afresh.
                mode = .ground
                ground(byte, followsCarriageReturn: false, into: &keys)
                return
            }
            collected.append(byte)
            if collected.count < needed {
                mode = .utf8(collected, needed: needed)
            } else {
                mode = .ground
                if let character = Self.character(fromUTF8: collected) { keys.append(.character(character)) }
            }
        }
    }

    private mutating func ground(_ byte: UInt8, followsCarriageReturn: Bool, into keys: inout [Key]) {
        switch byte {
        case 0x1B:
            mode = .escape
        case 0x0D:
            keys.append(.enter)
            lastWasCarriageReturn = true
        case 0x0A:
            // LF right after CR is the second half of one Enter.
            if !followsCarriageReturn { keys.append(.enter) }
        case 0x7F, 0x08:
            keys.append(.backspace)
        case 0x09:
            keys.append(.tab)
        case 0x03:
            keys.append(.controlC)
        case 0x04:
            keys.append(.controlD)
        case 0x01...0x1A:
            keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        case 0x20...0x7E:
            keys.append(.character(Character(Unicode.Scalar(byte))))
        case 0xC2...0xDF:
            mode = .utf8([byte], needed: 2)
        case 0xE0...0xEF:
            mode = .utf8([byte], needed: 3)
        case 0xF0...0xF4:
            mode = .utf8([byte], needed: 4)
        default:
            // NUL, the remaining C0 controls, stray continuation bytes, invalid lead bytes.
            break
        }
    }

    private static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
        // Modifiers ("1;5A" for Ctrl-Up) are ignored: the key is what matters here.
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            let first = parameters.prefix { $0 != UInt8(ascii: ";") }
            switch String(decoding: first, as: UTF8.self) {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default:
            return nil
        }
    }

    private static func singleShiftKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        default: nil
        }
    }

    /// A character from a complete UTF-8 sequence, or `nil` for an overlong form, a surrogate, a
    /// value past U+10FFFF or a control character (C1).
    private static func character(fromUTF8 bytes: [UInt8]) -> Character? {
        var value = UInt32(bytes[0]) & (bytes.count == 2 ? 0x1F : bytes.count == 3 ? 0x0F : 0x07)
        for byte in bytes.dropFirst() {
            value = (value << 6) | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 =
            switch bytes.count {
            case 2: 0x80
            case 3: 0x800
            default: 0x10000
            }
        guard value >= minimum, let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value) else {
            return nil
        }
        return Character(scalar)
    }
}
