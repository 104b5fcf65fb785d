import TerminalUI

/// Human-readable output of one-shot commands: a screen's title and body, styled per the colour
/// policy and clipped to the width. Text reaches it only through TerminalUI spans, so it is
/// sanitised.
public enum HumanOutput {
    public static func render(_ screen: Screen, colorPolicy: ColorPolicy, width: Int) -> String {
        let lines = [Line(screen.title, style: .title)] + screen.lines
        return ANSIRenderer(colorPolicy: colorPolicy).text(lines, width: max(20, width))
    }
}
