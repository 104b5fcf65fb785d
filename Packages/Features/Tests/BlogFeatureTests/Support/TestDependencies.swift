import Services
import ServicesTestSupport
import TerminalUI

extension Dependencies {
    /// The blog given, every other service unimplemented (any call fails the test).
    static func blogOnly(_ blog: any BlogEntryProviding) -> Dependencies {
        var dependencies = Dependencies.test
        dependencies.blog = blog
        return dependencies
    }
}

/// Terminal sizes the view tests render at.
enum TerminalSizeFixture {
    static let standard = TerminalSize(columns: 60, rows: 24)
}
