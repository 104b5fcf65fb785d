import FoundationExt

extension Line {
    /// Word-wraps untrusted multi-line text (a blog body, a description) to `width` columns.
    ///
    /// The text is sanitised first (escape sequences and control characters removed), line breaks
    /// start new paragraphs (a blank line stays blank), runs of spaces collapse, and widths are
    /// measured in terminal columns, so CJK text and emoji wrap where they really end. A word
    /// longer than the width is broken inside. Never returns an empty array.
    public static func wrapping(_ text: String, width: Int, style: Style = .plain) -> [Line] {
        let width = max(1, width)
        var lines: [Line] = []
        let paragraphs = text.terminalSafe.split(separator: "\n", omittingEmptySubsequences: false)
        for paragraph in paragraphs {
            let words = paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if words.isEmpty {
                lines.append(Line("", style: style))
                continue
            }
            var current = ""
            var currentWidth = 0
            for word in words.map(String.init) {
                let wordWidth = word.displayWidth
                let needed = currentWidth == 0 ? wordWidth : currentWidth + 1 + wordWidth
                if needed <= width {
                    current += currentWidth == 0 ? word : " " + word
                    currentWidth = needed
                    continue
                }
                if currentWidth > 0 {
                    lines.append(Line(current, style: style))
                    current = ""
                    currentWidth = 0
                }
                if wordWidth <= width {
                    current = word
                    currentWidth = wordWidth
                } else {
                    // Break an over-long word by characters; the last piece keeps filling the line.
                    for character in word {
                        let characterWidth = String(character).displayWidth
                        if currentWidth > 0, currentWidth + characterWidth > width {
                            lines.append(Line(current, style: style))
                            current = ""
                            currentWidth = 0
                        }
                        current.append(character)
                        currentWidth += characterWidth
                    }
                }
            }
            if currentWidth > 0 || !current.isEmpty {
                lines.append(Line(current, style: style))
            }
        }
        return lines.isEmpty ? [Line("", style: style)] : lines
    }
}
