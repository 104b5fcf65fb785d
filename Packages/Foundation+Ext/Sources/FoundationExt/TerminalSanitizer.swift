/// Removes everything from text that a terminal would interpret instead of print.
///
/// Text from data files or a server may carry escape sequences that move the cursor, clear the
/// screen, set the window title, open hyperlinks or recolour what follows, and control characters
/// (carriage return, backspace) or bidi overrides that overwrite or hide earlier output. Run
/// untrusted text through ``sanitize(_:)`` (multi-line) or ``sanitizeLine(_:)`` (one line) before
/// it reaches a terminal; the `String` conveniences ``Swift/String/terminalSafe`` and
/// ``Swift/String/terminalSafeLine`` do the same.
///
/// What is removed, following ECMA-48 as terminals parse it:
/// - CSI sequences `ESC [` parameters, intermediates and a final byte (colours, cursor moves,
///   screen clearing), and their 8-bit form U+009B;
/// - OSC strings `ESC ]` … ended by BEL or ST (`ESC \` or U+009C) (titles, OSC 8 hyperlinks),
///   and their 8-bit form U+009D;
/// - DCS, SOS, PM and APC strings (`ESC P`, `ESC X`, `ESC ^`, `ESC _` … ST) and U+0090, U+0098,
///   U+009E, U+009F;
/// - every other escape sequence (`ESC c`, `ESC 7`, `ESC ( B`, `ESC # 8`);
/// - every other C0 control, DEL and C1 control (U+0080–U+009F), except newline and tab;
/// - the bidi embedding, override and isolate controls U+202A–U+202E and U+2066–U+2069.
///
/// A sequence that is still open at the end of the text is dropped to the end, so a truncated
/// escape can never leak into the output. The output never contains an ESC, a C0 or C1 control
/// other than newline and tab, DEL, or a bidi control, whatever the input.
///
/// The work is one linear pass over the UTF-8 bytes, deciding per Unicode scalar; text that needs
/// no change is returned as is without copying.
public enum TerminalSanitizer {
    /// The text with every escape sequence and control character removed; newlines and tabs stay.
    public static func sanitize(_ text: String) -> String {
        strip(text, lineBreaks: .keep)
    }

    /// The text on one line, for table cells and titles: like ``sanitize(_:)``, and each newline,
    /// tab, line separator (U+2028) and paragraph separator (U+2029) becomes a space.
    public static func sanitizeLine(_ text: String) -> String {
        strip(text, lineBreaks: .replaceWithSpace)
    }

    // MARK: - The pass

    private enum LineBreaks {
        case keep
        case replaceWithSpace
    }

    /// Where the parser stands between two scalars.
    private enum State {
        case ground
        /// After ESC, waiting for the byte that says which sequence this is.
        case escape
        /// After ESC and one or more intermediate bytes (`ESC ( B`).
        case escapeIntermediate
        /// Inside a control sequence, after CSI.
        case controlSequence
        /// Inside an OSC, DCS, SOS, PM or APC string; only OSC also ends on BEL.
        case controlString(endsOnBell: Bool)
        /// Inside a control string, right after an ESC that may start the ST `ESC \`.
        case controlStringEscape(endsOnBell: Bool)
    }

    private static func strip(_ text: String, lineBreaks: LineBreaks) -> String {
        var text = text
        // `withUTF8` only mutates to make a bridged string contiguous; native strings are read in place.
        let stripped = text.withUTF8 { bytes -> String? in
            guard containsAnythingToStrip(bytes, lineBreaks: lineBreaks) else { return nil }
            return String(decoding: stripBytes(bytes, lineBreaks: lineBreaks), as: UTF8.self)
        }
        return stripped ?? text
    }

    private static func stripBytes(_ bytes: UnsafeBufferPointer<UInt8>, lineBreaks: LineBreaks) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var state = State.ground
        var offset = 0
        while offset < bytes.count {
            let length = scalarLength(leadByte: bytes[offset])
            let value = scalarValue(bytes, at: offset, length: length)
            // A scalar that ends a malformed sequence is looked at again as ordinary text.
            var isPending = true
            while isPending {
                isPending = false
                switch state {
                case .ground:
                    switch classify(value, lineBreaks: lineBreaks) {
                    case .keep:
                        for index in offset..<(offset + length) { output.append(bytes[index]) }
                    case .space:
                        output.append(0x20)
                    case .drop:
                        break
                    case .begin(let sequence):
                        state = sequence
                    }
                case .escape:
                    switch value {
                    case 0x5B: state = .controlSequence  // [
                    case 0x5D: state = .controlString(endsOnBell: true)  // ]
                    case 0x50, 0x58, 0x5E, 0x5F: state = .controlString(endsOnBell: false)  // P X ^ _
                    case 0x20...0x2F: state = .escapeIntermediate
                    case 0x30...0x7E: state = .ground  // ESC c, ESC 7, ESC =, ...
                    case 0x1B: state = .escape  // a new ESC restarts the sequence
                    case 0x18, 0x1A: state = .ground  // CAN and SUB cancel it
                    default:
                        state = .ground
                        isPending = true
                    }
                case .escapeIntermediate:
                    switch value {
                    case 0x20...0x2F: break
                    case 0x30...0x7E: state = .ground
                    case 0x1B: state = .escape
                    case 0x18, 0x1A: state = .ground
                    default:
                        state = .ground
                        isPending = true
                    }
                case .controlSequence:
                    switch value {
                    case 0x20...0x3F: break  // parameter and intermediate bytes
                    case 0x40...0x7E: state = .ground  // the final byte
                    case 0x1B: state = .escape
                    case 0x18, 0x1A: state = .ground
                    default:
                        state = .ground
                        isPending = true
                    }
                case .controlString(let endsOnBell):
                    switch value {
                    case 0x1B: state = .controlStringEscape(endsOnBell: endsOnBell)
                    case 0x9C: state = .ground  // 8-bit ST
                    case 0x07 where endsOnBell: state = .ground
                    case 0x18, 0x1A: state = .ground
                    default: break  // the string's payload is dropped
                    }
                case .controlStringEscape:
                    if value == 0x5C {  // ESC \ is ST
                        state = .ground
                    } else {
                        // Terminals end the string at any ESC; what follows is a new escape sequence.
                        state = .escape
                        isPending = true
                    }
                }
            }
            offset += length
        }
        return output
    }

    // MARK: - Classifying scalars

    private enum GroundAction {
        case keep
        case space
        case drop
        case begin(State)
    }

    private static func classify(_ value: UInt32, lineBreaks: LineBreaks) -> GroundAction {
        switch value {
        case 0x0A, 0x09: return lineBreaks == .keep ? .keep : .space
        case 0x1B: return .begin(.escape)
        case 0x9B: return .begin(.controlSequence)
        case 0x9D: return .begin(.controlString(endsOnBell: true))
        case 0x90, 0x98, 0x9E, 0x9F: return .begin(.controlString(endsOnBell: false))
        case 0x00...0x1F, 0x7F...0x9F: return .drop
        case 0x202A...0x202E, 0x2066...0x2069: return .drop
        case 0x2028, 0x2029: return lineBreaks == .keep ? .keep : .space
        default: return .keep
        }
    }

    /// A quick scan for anything ``classify(_:lineBreaks:)`` would not keep, on the raw bytes.
    private static func containsAnythingToStrip(_ bytes: UnsafeBufferPointer<UInt8>, lineBreaks: LineBreaks) -> Bool {
        let count = bytes.count
        var offset = 0
        while offset < count {
            let byte = bytes[offset]
            switch byte {
            case 0x0A, 0x09:
                if lineBreaks == .replaceWithSpace { return true }
            case 0x00...0x1F, 0x7F:
                return true
            case 0xC2:
                // U+0080–U+009F are encoded C2 80 – C2 9F.
                if offset + 1 < count, (0x80...0x9F).contains(bytes[offset + 1]) { return true }
            case 0xE2:
                // U+2028–U+202E are E2 80 A8 – E2 80 AE; U+2066–U+2069 are E2 81 A6 – E2 81 A9.
                if offset + 2 < count {
                    let second = bytes[offset + 1]
                    let third = bytes[offset + 2]
                    if second == 0x80, (0xAA...0xAE).contains(third) { return true }
                    if second == 0x81, (0xA6...0xA9).contains(third) { return true }
                    if lineBreaks == .replaceWithSpace, second == 0x80, third == 0xA8 || third == 0xA9 {
                        return true
                    }
                }
            default:
                break
            }
            offset += 1
        }
        return false
    }

    // MARK: - UTF-8

    /// The number of bytes of the scalar starting with `leadByte`; a `String` is always valid UTF-8.
    private static func scalarLength(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0x00...0x7F: return 1
        case 0xC0...0xDF: return 2
        case 0xE0...0xEF: return 3
        default: return 4
        }
    }

    private static func scalarValue(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, length: Int) -> UInt32 {
        let lead = UInt32(bytes[offset])
        // Never read past the end, even if the length were wrong.
        guard offset + length <= bytes.count else { return lead }
        switch length {
        case 1:
            return lead
        case 2:
            return (lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
        case 3:
            return (lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
        default:
            return (lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12
                | UInt32(bytes[offset + 2] & 0x3F) << 6 | UInt32(bytes[offset + 3] & 0x3F)
        }
    }
}
